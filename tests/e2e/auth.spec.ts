// Journeys of sign-in and the session: validation, failures, remembered user, logout, toasts, keyboard.
import { expect, test } from "./support/fixtures";
import { fillLogin, loginThroughForm, logout, recordRequests, toast } from "./support/session";

test.describe("inicio de sesión", () => {
  test("campos vacíos: 'Error de validación' y no se envía nada", async ({ page }) => {
    await page.goto("/auth");
    const sent = recordRequests(page, "/api/login");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(toast(page)).toContainText("Error de validación");
    await expect(toast(page)).toContainText("Por favor completa todos los campos");
    await page.getByLabel("Usuario o correo electrónico").fill("admin");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(toast(page)).toContainText("Error de validación");
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("contraseña incorrecta: 'Error de inicio de sesión' con el mensaje del servidor", async ({ page }) => {
    await page.goto("/auth");
    await fillLogin(page, "admin", "no-es-la-clave");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/login"));
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    const body = (await (await answer).json()) as { message: string };
    expect(body.message.length).toBeGreaterThan(0);
    await expect(toast(page)).toContainText("Error de inicio de sesión");
    await expect(toast(page)).toContainText(body.message);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("credenciales correctas: /dashboard y 'Inicio de sesión exitoso'", async ({ page }) => {
    await loginThroughForm(page, "admin");
    await expect(toast(page)).toContainText("Inicio de sesión exitoso");
    await expect(toast(page)).toContainText("Bienvenido de vuelta.");
    await expect(page.getByText("Necesitas una cuenta? Contacta al administrador")).toHaveCount(0);
  });

  test("el aviso: F8 lo enfoca y deslizarlo 50 px lo descarta", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Iniciar Sesión" }).click();
    await expect(toast(page)).toContainText("Error de validación");
    await page.keyboard.press("F8");
    await expect(toast(page)).toBeFocused();
    const box = await toast(page).boundingBox();
    if (!box) throw new Error("el aviso no tiene caja");
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    // Well before its 5000 ms timeout: the swipe dismissed it.
    await expect(toast(page)).toHaveCount(0, { timeout: 1500 });
  });

  test("a lo sumo un aviso a la vez", async ({ page }) => {
    await page.goto("/auth");
    const submit = page.getByRole("button", { name: "Iniciar Sesión" });
    await submit.click();
    await submit.click();
    await submit.click();
    await expect(toast(page)).toHaveCount(1);
    await toast(page).getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(toast(page)).toHaveCount(0);
  });

  test("con el teclado: Tab recorre el formulario y Enter inicia sesión", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByLabel("Usuario o correo electrónico")).toBeFocused();
    await page.keyboard.type("admin");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Contraseña", { exact: true })).toBeFocused();
    await page.keyboard.type("admin123");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Recordar usuario" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeFocused();
    await page.getByLabel("Contraseña", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    // Escape closes a header popover and gives the focus back to its button.
    const userMenu = page.getByRole("button", { name: /^Menú de usuario/ });
    await userMenu.click();
    // Escape from inside the menu: the popover moves the focus in a frame after it shows, and a key
    // pressed before that reaches the button instead.
    await page.getByRole("menuitem", { name: "Perfil" }).press("Escape");
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toHaveCount(0);
    await expect(userMenu).toBeFocused();
  });

  test("sesión: fallo del servidor, sesión recordada y fallo al cerrar sesión", async ({ page }) => {
    await page.route("**/api/user", (route) =>
      route.fulfill({ status: 500, json: { message: "Error interno" } }),
    );
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toContainText("Error de sesión");
    await expect(toast(page)).toContainText(
      "No se pudo obtener información del usuario. Intente iniciar sesión nuevamente.",
    );
    await page.unroute("**/api/user");

    await loginThroughForm(page, "admin");
    // A remembered session shows the spinner while it is checked again. The check is held until
    // the spinner has been seen (a fixed delay raced the page's start-up on a busy machine: the
    // session request starts with the HTML, through its preload).
    let answerSession = () => {};
    const sessionHeld = new Promise<void>((done) => (answerSession = done));
    await page.route("**/api/user", async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText("Verificando sesión...")).toBeVisible();
    answerSession();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.unroute("**/api/user");

    await page.route("**/api/logout", (route) =>
      route.fulfill({ status: 500, json: { message: "Error interno" } }),
    );
    await logout(page);
    await expect(toast(page)).toContainText("Error al cerrar sesión");
  });

  test("sin sesión recordada en el navegador, /inventory se pinta de una vez, sin spinner", async ({
    page,
  }) => {
    await loginThroughForm(page, "vendedor");
    // The session cookie stays; the browser no longer remembers a previous session, so neither the
    // session check ("Verificando sesión...") nor the screen's chunk ("Cargando...", which main.tsx
    // waits for before the first render) may show a spinner.
    await page.evaluate(() => window.localStorage.removeItem("hadPreviousSession"));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const spinner of document.querySelectorAll(".page-spinner")) {
          window.localStorage.setItem("e2e:spinnerShown", spinner.textContent ?? "");
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The screen's chunk arrives after the session's answer, as on a slow network.
    await page.route(/\/assets\/inventory-route-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto("/inventory");
    // The heading comes with the HTML (screens/inventory.html); the app has rendered once the
    // shell's navigation and the screen's own content are there.
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("e2e:spinnerShown"))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem("hadPreviousSession"))).toBe("true");
  });

  test("sin sesión, /inventory lleva a /auth", async ({ page }) => {
    await page.goto("/inventory");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Necesitas una cuenta? Contacta al administrador")).toBeVisible();
  });

  test("con sesión, /auth lleva a /dashboard", async ({ page }) => {
    await loginThroughForm(page, "vendedor");
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Recordar usuario' sobrevive a una recarga", async ({ page }) => {
    await loginThroughForm(page, "vendedor", { remember: true });
    await logout(page);
    await page.reload();
    await expect(page.getByLabel("Usuario o correo electrónico")).toHaveValue("vendedor");
    await expect(page.getByRole("checkbox", { name: "Recordar usuario" })).toBeChecked();
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("rememberedPassword"))).toBeNull();

    // Unticked, the next sign-in forgets it.
    await loginThroughForm(page, "vendedor", { remember: false });
    await logout(page);
    await page.reload();
    await expect(page.getByLabel("Usuario o correo electrónico")).toHaveValue("");
  });

  test("cerrar sesión vuelve a /auth y 'atrás' no muestra datos protegidos", async ({ page }) => {
    await loginThroughForm(page, "admin");
    await page.getByRole("link", { name: "Clientes" }).click();
    await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
    await logout(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toHaveCount(0);
    // The server ended the session too: a reload does not sign anyone in.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
