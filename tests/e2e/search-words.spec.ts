// The inventory's search as a counter clerk types it (issue 45): a brand, a plural and a misspelt
// word all find the seeded 'Amortiguador delantero' (Monroe), and a corrected search says what it
// shows instead. The shop's words: an Administrador adds one in 'Configuración' → 'Inventario', and
// it (and a seeded one) finds the part in the inventory and in the sale's product picker.
import type { Page } from "@playwright/test";
import { SEEDED_SYNONYMS } from "../../rules/search-synonyms";
import { expect, test } from "./support/fixtures";
import { loginAs, toast, waitForShell } from "./support/session";

const PART = "Amortiguador delantero";

async function searchInventory(page: Page, text: string) {
  await page.getByLabel("Buscar productos").fill(text);
}

test.describe("búsqueda del inventario", () => {
  test("encuentra por marca, en plural y con una letra de menos", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: "/inventory" });
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

const PLUG = "Bujía de iridio";

test.describe("palabras de la tienda", () => {
  test.afterEach(async ({ browser }) => {
    // The mode off and the seeded words back, so the other journeys see the specification's shop.
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginAs(page, "admin");
    const current = await (await page.request.get("/api/shop-settings")).json();
    await page.request.put("/api/shop-settings", { data: { ...current, counterMode: false } });
    await page.request.put("/api/search-synonyms", { data: { lines: [...SEEDED_SYNONYMS] } });
    await context.close();
  });

  test("un sinónimo encuentra la pieza en el inventario y en el mostrador", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/settings" });
    await waitForShell(page);
    await page.getByRole("tab", { name: "Inventario" }).click();
    const panel = page.getByRole("region", { name: "Palabras de la tienda" });
    const lines = panel.getByLabel("Sinónimos de búsqueda");
    await expect(lines).toHaveValue(/candela = bujía/);
    await lines.fill(`${await lines.inputValue()}\nchispa = bujía`);
    await panel.getByRole("button", { name: "Guardar sinónimos" }).click();
    await expect(toast(page).filter({ hasText: "Sinónimos guardados" }).first()).toBeVisible();

    // The shop's own word, in the plural, finds the parts the catalogue calls 'Bujía'.
    await page.goto("/inventory");
    await waitForShell(page);
    const list = page.getByRole("region", { name: "Lista de productos" });
    await searchInventory(page, "chispas iridio");
    await expect(list.getByText(PLUG, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Mostrando resultados para/)).toBeHidden();

    // At the counter, a seeded word: 'candela' is a 'Bujía' too.
    const current = await (await page.request.get("/api/shop-settings")).json();
    const on = await page.request.put("/api/shop-settings", { data: { ...current, counterMode: true } });
    expect(on.status()).toBe(200);
    const [plug] = (await (
      await page.request.get(`/api/products?search=${encodeURIComponent(PLUG)}&limit=1`)
    ).json()) as { sku: string }[];
    await page.goto("/sales");
    await waitForShell(page);
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await dialog.getByLabel("Buscar producto").fill("candela iridio");
    await expect(dialog.getByRole("button", { name: new RegExp(plug!.sku) })).toBeVisible();
  });
});
