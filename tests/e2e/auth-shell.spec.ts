// Sign-in, session and the navigation shell, as a new member of staff would use them.
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { DEMO_ACCOUNTS, fillLogin, loginAs, logout, recordRequests, toast } from "./support/session";

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
    await loginAs(page, "admin");
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
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
    await page.keyboard.press("Escape");
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

    await loginAs(page, "admin");
    // A remembered session shows the spinner while it is checked again.
    await page.route("**/api/user", async (route) => {
      await new Promise((done) => setTimeout(done, 1000));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText("Verificando sesión...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.unroute("**/api/user");

    await page.route("**/api/logout", (route) =>
      route.fulfill({ status: 500, json: { message: "Error interno" } }),
    );
    await logout(page);
    await expect(toast(page)).toContainText("Error al cerrar sesión");
  });

  test("sin sesión, /inventory lleva a /auth", async ({ page }) => {
    await page.goto("/inventory");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Necesitas una cuenta? Contacta al administrador")).toBeVisible();
  });

  test("con sesión, /auth lleva a /dashboard", async ({ page }) => {
    await loginAs(page, "vendedor");
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Recordar usuario' sobrevive a una recarga", async ({ page }) => {
    await loginAs(page, "vendedor", { remember: true });
    await logout(page);
    await page.reload();
    await expect(page.getByLabel("Usuario o correo electrónico")).toHaveValue("vendedor");
    await expect(page.getByRole("checkbox", { name: "Recordar usuario" })).toBeChecked();
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("rememberedPassword"))).toBeNull();

    // Unticked, the next sign-in forgets it.
    await loginAs(page, "vendedor", { remember: false });
    await logout(page);
    await page.reload();
    await expect(page.getByLabel("Usuario o correo electrónico")).toHaveValue("");
  });

  test("cerrar sesión vuelve a /auth y 'atrás' no muestra datos protegidos", async ({ page }) => {
    await loginAs(page, "admin");
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

test.describe("navegación", () => {
  test("el Administrador ve el grupo de administración y cada entrada abre su pantalla", async ({ page }) => {
    await loginAs(page, "admin");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const screens: [string, RegExp, string][] = [
      ["Inventario", /\/inventory$/, "Inventario"],
      ["Ventas", /\/sales$/, "Ventas"],
      ["Clientes", /\/customers$/, "Clientes"],
      ["Promociones", /\/promotions$/, "Promociones"],
      ["Vehículos", /\/vehicles$/, "Gestión de Vehículos"],
      ["Proveedores", /\/suppliers$/, "Proveedores"],
      ["Rendimiento", /\/performance$/, "Rendimiento de Vendedores"],
      ["Usuarios", /\/users$/, "Usuarios"],
      ["Reportes", /\/reports$/, "Reportes"],
      ["Dashboard", /\/dashboard$/, "Dashboard"],
    ];
    for (const [link, url, heading] of screens) {
      await nav.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
    }
    await page.getByRole("button", { name: /^Menú de usuario/ }).click();
    await page.getByRole("menuitem", { name: "Perfil" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Mi Perfil" })).toBeVisible();
    await page.getByRole("button", { name: /^Menú de usuario/ }).click();
    await page.getByRole("menuitem", { name: "Configuración" }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("el Vendedor nunca ve el grupo de administración", async ({ page }) => {
    await loginAs(page, "vendedor");
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Inventario" })).toBeVisible();
    for (const name of ["Proveedores", "Rendimiento", "Usuarios", "Reportes"]) {
      await expect(nav.getByRole("link", { name })).toHaveCount(0);
    }
    await expect(page.getByText("Administración")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Menú de usuario/ })).toContainText(
      DEMO_ACCOUNTS.vendedor.roleLabel,
    );
  });

  test("una ruta desconocida muestra 'Página no encontrada' y sus dos botones funcionan", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await page.getByRole("link", { name: "Ventas" }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await page.goto("/no-existe");
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await page.getByRole("button", { name: "Volver atrás" }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(page.getByRole("heading", { name: "Ventas", level: 1 })).toBeVisible();

    await page.goto("/tampoco/existe");
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await page.getByRole("button", { name: "Ir al Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("el tema elegido sobrevive a una recarga", async ({ page }) => {
    await loginAs(page, "admin");
    await page.getByRole("button", { name: /^Tema/ }).click();
    await page.getByRole("option", { name: "Oscuro" }).click();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await page.getByRole("button", { name: /^Tema/ }).click();
    await page.getByRole("option", { name: "Claro" }).click();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
  });

  test("notificaciones: la lista y 'Marcar todo como leído'", async ({ page }) => {
    await loginAs(page, "admin");
    await page.getByRole("button", { name: /^Notificaciones \(\d+ sin leer\)/ }).click();
    await expect(page.getByText("Stock bajo")).toBeVisible();
    await page.getByRole("button", { name: "Marcar todo como leído" }).click();
    await expect(page.getByRole("button", { name: "Notificaciones", exact: true })).toBeVisible();
  });
});

test.describe("teléfono (375 px)", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("barra inferior: páginas, elemento activo y panel del asistente", async ({ page }) => {
    await loginAs(page, "admin");
    const bar = page.getByRole("navigation", { name: "Navegación inferior" });
    await expect(bar.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
    await bar.getByRole("link", { name: "Ventas" }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(bar.getByRole("link", { name: "Ventas" })).toHaveAttribute("aria-current", "page");

    await bar.getByRole("button", { name: "Página siguiente" }).click();
    await expect(bar.getByRole("link", { name: "Promociones" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Inicio" })).toHaveCount(0);
    await bar.getByRole("link", { name: "Configuración" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await bar.getByRole("button", { name: "Página 1 de navegación" }).click();
    await expect(bar.getByRole("link", { name: "Inventario" })).toBeVisible();
    await bar.getByRole("button", { name: "Página 2 de navegación" }).click();
    await expect(bar.getByRole("link", { name: "Reportes" })).toBeVisible();
    await bar.getByRole("button", { name: "Página anterior" }).click();
    await expect(bar.getByRole("link", { name: "Clientes" })).toBeVisible();

    await bar.getByRole("button", { name: "Abrir asistente" }).click();
    const chat = page.getByRole("dialog", { name: "Asistente WolfTracker" });
    await expect(chat).toBeVisible();
    for (const chip of ["Compatibilidad", "Año compatible", "Inventario"]) {
      await expect(chat.getByText(chip, { exact: true })).toBeVisible();
    }
    await chat.getByRole("button", { name: "Cerrar asistente" }).click();
    await expect(chat).toHaveCount(0);
    await bar.getByRole("button", { name: "Abrir asistente" }).click();
    await expect(chat).toBeVisible();
    await bar.getByRole("button", { name: "Cerrar asistente" }).click();
    await expect(chat).toHaveCount(0);

    // The layout holds: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("el menú lateral del teléfono lleva a las pantallas", async ({ page }) => {
    await loginAs(page, "admin");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("link", { name: "Proveedores" }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toHaveCount(0);
  });

  test("el menú lateral del Vendedor: sin grupo de administración, con el asistente; Escape lo cierra", async ({
    page,
  }) => {
    await loginAs(page, "vendedor");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "WolfTracker", exact: true });
    await expect(drawer.getByRole("link", { name: "Vehículos" })).toBeVisible();
    for (const name of ["Proveedores", "Rendimiento", "Usuarios", "Reportes"]) {
      await expect(drawer.getByRole("link", { name })).toHaveCount(0);
    }
    await drawer.getByRole("button", { name: "Asistente WolfTracker" }).click();
    await expect(drawer.getByRole("dialog", { name: "Asistente WolfTracker" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    // The assistant stays open above the bottom bar; the centre button closes it.
    await expect(page.getByRole("dialog", { name: "Asistente WolfTracker" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Navegación inferior" })
      .getByRole("button", { name: "Cerrar asistente" })
      .click();
    await expect(page.getByRole("dialog", { name: "Asistente WolfTracker" })).toHaveCount(0);
  });
});
