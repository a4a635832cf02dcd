// What a keyboard or screen-reader user meets on every screen: the tab's title names the screen,
// the page's h1 is the first heading, a confirmation is named, and closing a dialog puts focus back
// on the control that opened it.
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

test.describe("títulos y foco", () => {
  test("cada ruta tiene su título y su h1 es el primer encabezado", async ({ page }) => {
    await loginAs(page, "admin");
    await expect(page).toHaveTitle("Dashboard · WolfTracker");
    for (const [label, title] of [
      ["Inventario", "Inventario · WolfTracker"],
      ["Clientes", "Clientes · WolfTracker"],
      ["Usuarios", "Usuarios · WolfTracker"],
    ] as const) {
      await page.getByRole("link", { name: label }).first().click();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const first = page.locator("h1, h2, h3, h4, h5, h6, [role=heading]").first();
      expect(await first.evaluate((node) => node.tagName)).toBe("H1");
    }
    await page.goto("/no-existe");
    await expect(page).toHaveTitle("Página no encontrada · WolfTracker");
  });

  test("Esc devuelve el foco a quien abrió el diálogo; la confirmación tiene nombre", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/customers" });
    const create = page.getByRole("button", { name: "Nuevo Cliente" });
    await create.click();
    await expect(page.getByRole("dialog", { name: "Nuevo Cliente" })).toBeVisible();
    // Esc is pressed once the dialog has taken focus, as a person would after seeing it.
    await page.waitForFunction(() => document.activeElement?.closest(".bp6-overlay") != null);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Nuevo Cliente" })).toBeHidden();
    await expect(create).toBeFocused();

    const remove = page.getByRole("button", { name: /^Eliminar / }).first();
    await remove.click();
    const alert = page.getByRole("alertdialog", { name: "Confirmar eliminación" });
    await expect(alert).toBeVisible();
    await page.waitForFunction(() => document.activeElement?.closest(".bp6-overlay") != null);
    await page.keyboard.press("Escape");
    await expect(alert).toBeHidden();
    await expect(remove).toBeFocused();
  });
});
