// The stock ledger by visible text: an Administrador edits a price and a stock and adjusts with a
// reason, then sees both in the product's 'Historial' (with the cost); a Vendedor sees the same
// history without the cost and cannot adjust; 'Movimientos' lists the adjustment.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";

/** A seeded product no other journey edits. */
const PRODUCT_ID = 22;

async function openProduct(page: Page) {
  await page.goto(`/inventory?product=${PRODUCT_ID}`);
  const details = page.getByRole("dialog", { name: "Detalles del Producto" });
  await expect(details.getByRole("button", { name: "Historial" })).toBeVisible();
  return details;
}

let priceText = /$^/;

test.describe.configure({ mode: "serial" });

test("Administrador: editar precio y stock, ajustar con motivo, 'Historial' y 'Movimientos'", async ({
  page,
}) => {
  await loginAs(page, "admin");
  let details = await openProduct(page);
  await details.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Producto" });
  const selling = edit.getByLabel(/^Precio de venta/);
  const newPrice = Math.round(Number(await selling.inputValue())) + 1234;
  await selling.fill(String(newPrice));
  await edit.getByLabel(/^Stock( \*)?$/).fill("40");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page).filter({ hasText: "Producto actualizado correctamente" }).first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  details = await openProduct(page);
  await details.getByRole("button", { name: "Ajustar stock" }).click();
  const adjust = page.getByRole("dialog", { name: "Ajustar stock" });
  await adjust.getByLabel(/^Unidades contadas/).fill("37");
  await adjust.getByLabel(/^Motivo/).selectOption("Producto dañado");
  await adjust.getByLabel(/^Nota/).fill("Caja mojada");
  await adjust.getByRole("button", { name: "Guardar ajuste" }).click();
  await expect(toast(page).filter({ hasText: "Stock ajustado" }).first()).toBeVisible();
  await expect(adjust).toBeHidden();

  await details.getByRole("button", { name: "Historial" }).click();
  const prices = details.getByRole("region", { name: "Historial de precios" });
  const movements = details.getByRole("region", { name: "Movimientos de stock" });
  await expect(prices.getByRole("columnheader", { name: "Costo" })).toBeVisible();
  priceText = new RegExp(String(newPrice).replace(/\B(?=(\d{3})+(?!\d))/g, "[.,]?"));
  await expect(prices.getByRole("row").nth(1)).toContainText(priceText);
  await expect(prices.getByRole("row").nth(1)).toContainText("Administrador");
  const newest = movements.getByRole("row").nth(1);
  await expect(newest).toContainText("Ajuste");
  await expect(newest).toContainText("-3");
  await expect(newest).toContainText("Producto dañado: Caja mojada");
  await expect(movements.getByRole("row").nth(2)).toContainText("Edición manual");
  await expect(movements.getByRole("row").nth(2)).toContainText("40");

  await details.getByRole("button", { name: "Cerrar", exact: true }).click();
  await page.goto("/inventory?view=reports");
  await page.getByRole("tab", { name: "Movimientos" }).click();
  await page.getByLabel("Tipo").selectOption({ label: "Ajuste" });
  await expect(
    page.getByRole("row").filter({ hasText: "Producto dañado: Caja mojada" }).first(),
  ).toBeVisible();
});

test("Vendedor: el mismo 'Historial' sin costo y sin 'Ajustar stock'", async ({ page }) => {
  await loginAs(page, "vendedor");
  const details = await openProduct(page);
  await expect(details.getByRole("button", { name: "Ajustar stock" })).toHaveCount(0);
  await details.getByRole("button", { name: "Historial" }).click();
  const sellerPrices = details.getByRole("region", { name: "Historial de precios" });
  await expect(sellerPrices.getByRole("row").nth(1)).toContainText(priceText);
  await expect(sellerPrices.getByRole("columnheader", { name: "Costo" })).toHaveCount(0);
  await expect(sellerPrices.getByRole("columnheader", { name: "Margen" })).toHaveCount(0);
  const sellerMovements = details.getByRole("region", { name: "Movimientos de stock" });
  await expect(sellerMovements.getByRole("row").nth(1)).toContainText("Producto dañado: Caja mojada");
  await expect(sellerMovements.getByRole("row").nth(2)).toContainText("Edición manual");
});
