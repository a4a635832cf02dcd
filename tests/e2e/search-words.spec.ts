// The inventory's search as a counter clerk types it (issue 45): a brand, a plural and a misspelt
// word all find the seeded 'Amortiguador delantero' (Monroe), and a corrected search says what it
// shows instead.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs, waitForShell } from "./support/session";

const PART = "Amortiguador delantero";

async function searchInventory(page: Page, text: string) {
  await page.getByLabel("Buscar productos").fill(text);
}

test.describe("búsqueda del inventario", () => {
  test("encuentra por marca, en plural y con una letra de menos", async ({ page }) => {
    await loginAs(page, "vendedor");
    await page.goto("/inventory");
    await waitForShell(page);
    const list = page.getByRole("region", { name: "Lista de productos" });

    // The brand's other part is listed for the brand, and gone once the search names the front one.
    await searchInventory(page, "monroe");
    await expect(list.getByText(PART, { exact: true })).toBeVisible();
    await expect(list.getByText("Amortiguador trasero", { exact: true })).toBeVisible();

    await searchInventory(page, "amortiguadores delanteros");
    await expect(list.getByText("Amortiguador trasero", { exact: true })).toBeHidden();
    await expect(list.getByText(PART, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Mostrando resultados para/)).toBeHidden();

    await searchInventory(page, "amortigador delantero");
    await expect(page.getByText("Mostrando resultados para «amortiguador delantero»")).toBeVisible();
    await expect(list.getByText(PART, { exact: true })).toBeVisible();
  });
});
