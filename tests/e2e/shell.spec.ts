// Journeys of the navigation shell: side bar by role, 404 page, theme, notifications and the phone layout.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { holdFrames, releaseFrames } from "./support/frames";
import { DEMO_ACCOUNTS, loginAs } from "./support/session";

/** Holds the header menus' chunk back until the returned function is called (routing also
 * bypasses the cache, so the next page load asks for it). */
async function holdHeaderMenus(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/header-menus-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
    // Blueprint's dark rules live in their own stylesheet in the build: the theme button's text
    // colour shows that stylesheet is switched on and off with the theme.
    // The button is drawn three times over as the header menus load (the placeholder, the
    // placeholder again as the menus' loading fallback, then the real one). A locator finds an
    // element in one round trip and reads it in the next, by when it may be out of the page (no
    // computed style): the colour is read in one task, from whichever button is drawn then.
    const themeButton = page.getByRole("button", { name: /^Tema/ });
    const buttonColour = () =>
      page.evaluate(() => {
        const drawn = document.querySelector('.top-bar [data-header-menu="theme"]');
        return drawn ? getComputedStyle(drawn).color : "";
      });
    await expect.poll(buttonColour).not.toBe("");
    const lightColour = await buttonColour();
    expect(lightColour).not.toBe("");
    const showsDark = async () => {
      const colour = await buttonColour();
      return colour !== "" && colour !== lightColour;
    };
    await themeButton.click();
    await page.getByRole("option", { name: "Oscuro" }).click();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await expect.poll(showsDark).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await expect.poll(showsDark).toBe(true);
    await themeButton.click();
    await page.getByRole("option", { name: "Claro" }).click();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await expect.poll(buttonColour).toBe(lightColour);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await expect.poll(buttonColour).toBe(lightColour);
  });

  test("un menú del encabezado pulsado mientras los menús cargan se abre al llegar", async ({ page }) => {
    await loginAs(page, "admin");
    // The menus' chunk is held until the button has been pressed.
    const release = await holdHeaderMenus(page);
    await page.goto("/dashboard");
    const userMenu = page.getByRole("button", { name: /^Menú de usuario/ });
    await userMenu.click();
    release();
    // Escape from inside the menu: the popover moves the focus in a frame after it shows, and a key
    // pressed before that reaches the button instead.
    await page.getByRole("menuitem", { name: "Perfil" }).press("Escape");
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toHaveCount(0);
    await expect(userMenu).toBeFocused();
  });

  test("un menú que llega entre bajar y soltar el botón se abre al soltar", async ({ page }) => {
    await loginAs(page, "admin");
    const release = await holdHeaderMenus(page);
    await page.goto("/dashboard");
    const userMenu = page.locator('[data-header-menu="user"]');
    await userMenu.evaluate((button) => button.setAttribute("data-placeholder", ""));
    await userMenu.hover();
    await page.mouse.down();
    release();
    await expect(page.locator('[data-header-menu="user"]:not([data-placeholder])')).toBeAttached();
    await page.mouse.up();
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
  });

  test("en el teléfono, un dedo que desliza sobre un botón del encabezado no abre su menú", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    const release = await holdHeaderMenus(page);
    await page.goto("/dashboard");
    const userMenu = page.locator('[data-header-menu="user"]');
    await userMenu.evaluate((button) => button.setAttribute("data-placeholder", ""));
    // The finger lands on the button, then the browser takes the touch over for the scroll.
    const touch = { pointerId: 7, pointerType: "touch", isPrimary: true };
    await userMenu.dispatchEvent("pointerdown", touch);
    await userMenu.dispatchEvent("pointercancel", touch);
    release();
    await expect(page.locator('[data-header-menu="user"]:not([data-placeholder])')).toBeAttached();
    // Time for the arrived menus to press a remembered button (two frames and a little more).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
        ),
    );
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toHaveCount(0);
    // A tap still opens it.
    await page.locator('[data-header-menu="user"]').click();
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
  });

  test("el botón de un menú con el foco lo conserva cuando los menús llegan", async ({ page }) => {
    await loginAs(page, "admin");
    const release = await holdHeaderMenus(page);
    await page.goto("/dashboard");
    const themeButton = page.locator('[data-header-menu="theme"]');
    await themeButton.focus();
    // The placeholder is marked, so the test knows when the real button has taken its place.
    await themeButton.evaluate((button) => button.setAttribute("data-placeholder", ""));
    release();
    await expect(page.locator('[data-header-menu="theme"]:not([data-placeholder])')).toBeAttached();
    await expect(themeButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: "Oscuro" })).toBeVisible();
  });

  test("un menú del encabezado abierto no se mueve cuando la página se desplaza", async ({ page }) => {
    // The header stays at the top while the page scrolls under it; a menu drawn in page
    // coordinates followed the page for a frame before it was put back, and a click in that frame
    // landed beside the item the pointer was on ('Cerrar sesión' did nothing).
    await page.setViewportSize({ width: 1280, height: 420 });
    await loginAs(page, "admin");
    await page.getByRole("button", { name: /^Menú de usuario/ }).click();
    const item = page.getByRole("menuitem", { name: "Cerrar sesión" });
    await expect(item).toBeVisible();
    const moved = await item.evaluate((element) => {
      const before = element.getBoundingClientRect().top;
      window.scrollTo(0, 300);
      if (window.scrollY === 0) throw new Error("the page did not scroll");
      return element.getBoundingClientRect().top - before;
    });
    expect(moved).toBe(0);
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

  test("Escape cierra el menú lateral aunque el navegador aún no haya dibujado", async ({ page }) => {
    await loginAs(page, "vendedor");
    const drawer = page.getByRole("dialog", { name: "WolfTracker", exact: true });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await holdFrames(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await releaseFrames(page);
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
