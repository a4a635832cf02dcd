// A screen whose code does not arrive: the app asks once more by itself, and after a second failure
// shows the shared error state with 'Reintentar' (never an empty page) that loads it when it can.
// Before any script has run, the screen's HTML already draws its first frame, which takes no input,
// in the theme the user chose.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

/** Makes the next `times` requests for each of the inventory screen's chunks fail as a dropped
 * connection. */
async function dropInventoryChunk(page: Page, times: number): Promise<void> {
  const dropped = new Map<string, number>();
  await page.route(/\/assets\/inventory-route-[^/]+\.js$/, async (route) => {
    const url = route.request().url();
    const count = dropped.get(url) ?? 0;
    if (count < times) {
      dropped.set(url, count + 1);
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
}

test.describe("carga de pantallas", () => {
  test("un fallo se reintenta solo; dos muestran 'Reintentar', que carga la pantalla", async ({ page }) => {
    await loginAs(page, "admin");
    await dropInventoryChunk(page, 2);
    await page.getByRole("link", { name: "Inventario" }).first().click();
    await expect(page.getByText("No se pudo cargar la pantalla")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeHidden();
    await page.getByRole("button", { name: "Reintentar" }).click();
    await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
  });

  test("una sola caída del código de la pantalla pasa inadvertida", async ({ page }) => {
    await loginAs(page, "admin");
    await dropInventoryChunk(page, 1);
    await page.getByRole("link", { name: "Inventario" }).first().click();
    await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
    await expect(page.getByText("No se pudo cargar la pantalla")).toBeHidden();
  });

  test("sin scripts todavía, la pantalla ya muestra su marco, que no deja escribir", async ({ page }) => {
    await loginAs(page, "admin");
    // No script arrives: what shows is the HTML alone, as on a slow phone before the scripts come.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto("/search");
    await expect(page.getByText("Búsqueda", { exact: true })).toBeVisible();
    await expect(page.getByText("Productos, marcas, vehículos y categorías")).toBeVisible();
    const box = page.getByPlaceholder("Buscar productos, marcas, vehículos o categorías...");
    await expect(box).toBeVisible();
    await box.click({ force: true });
    await page.keyboard.type("filtro");
    await expect(box).toHaveValue("");
    // The administrator's inventory, with its search box and the import only an administrator has.
    await page.goto("/inventory");
    await expect(page.getByPlaceholder("Buscar por nombre, SKU o código...")).toBeVisible();
    await expect(page.getByText("Importar productos")).toBeVisible();
  });

  test("sin scripts todavía, el marco ya se dibuja en el tema elegido", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await loginAs(page, "admin");
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    const heading = page.getByText("Inventario", { exact: true }).first();
    const headingColour = () => heading.evaluate((element) => getComputedStyle(element).color);
    // The phone is set to dark and the user never chose: the system's theme.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/inventory");
    await expect(heading).toBeVisible();
    expect(await headingColour()).toBe("rgb(246, 247, 249)");
    // The user chose the light theme: light, whatever the system says.
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload();
    await expect(heading).toBeVisible();
    expect(await headingColour()).not.toBe("rgb(246, 247, 249)");
    // And the dark theme on a light system.
    await page.emulateMedia({ colorScheme: "light" });
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(heading).toBeVisible();
    expect(await headingColour()).toBe("rgb(246, 247, 249)");
    expect(refused).toEqual([]);
  });
});
