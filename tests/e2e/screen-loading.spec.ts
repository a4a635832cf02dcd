// A screen whose code does not arrive: the app asks once more by itself, and after a second failure
// shows the shared error state with 'Reintentar' (never an empty page) that loads it when it can.
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
});
