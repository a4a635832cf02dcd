// The sales page by visible text: a sale entered with the keyboard and completed, another left
// pending, both found by search; the stock checks; everything gone after a reload (as specified).
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast, waitForShell } from "./support/session";
import { scanCode } from "./support/scanner";
import { tick } from "./support/controls";
import { buildSeed } from "../../fixtures/seed";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const COMPLETED_CUSTOMER = `Cliente Contado ${suffix}`;
const PENDING_CUSTOMER = `Cliente Pendiente ${suffix}`;

async function openSales(page: Page) {
  await page.goto("/sales");
  // The frame of /sales holds the phone and desktop layouts both (one hidden): the subtitle is
  // unique once the app has replaced it.
  await waitForShell(page);
  await expect(page.getByRole("heading", { name: "Ventas", level: 1 })).toBeVisible();
  await expect(page.getByText("Gestiona las ventas y transacciones")).toBeVisible();
}

async function expectToast(page: Page, title: string, text?: string) {
  const shown = toast(page).filter({ hasText: title }).first();
  await expect(shown).toBeVisible();
  if (text) await expect(shown).toContainText(text);
}

function salesTable(page: Page) {
  return page.getByRole("table", { name: "Ventas" });
}

test.describe("ventas", () => {
  test("una venta completada con el teclado y otra pendiente, las dos encontradas por búsqueda", async ({
    page,
  }) => {
    await loginAs(page, "vendedor");
    await openSales(page);
    await expect(salesTable(page).getByRole("row")).toHaveCount(7);

    // Keyboard only: search, Enter picks the first product, quantity, Enter adds.
    await page.getByRole("button", { name: "Nueva Venta" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await expect(dialog.getByLabel("Buscar producto")).toBeFocused();
    // At a person's pace: a burst of keys ending in Enter is a barcode scanner's.
    await page.keyboard.type("filtro", { delay: 120 });
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Cantidad")).toBeFocused();
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await page.keyboard.type("10");
    await page.keyboard.press("Enter");
    const lines = dialog.getByRole("region", { name: "Productos en la venta" });
    await expect(lines.getByText("Filtro de aceite")).toBeVisible();
    await expect(lines.getByText("10%")).toBeVisible();
    await expect(dialog.getByLabel("Buscar producto")).toBeFocused();
    await dialog.getByLabel("Cliente (opcional)").focus();
    await page.keyboard.type(COMPLETED_CUSTOMER);
    await expect(dialog.getByRole("radio", { name: "Efectivo" })).toBeChecked();
    await dialog.getByRole("button", { name: "Completar Venta" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Venta registrada", "#1007");
    await expect(dialog).toBeHidden();
    const completedRow = salesTable(page).getByRole("row", { name: new RegExp(COMPLETED_CUSTOMER) });
    await expect(completedRow).toContainText("#1007");
    await expect(completedRow).toContainText("Completada");
    await expect(completedRow).toContainText("$ 67.500");

    // A pending sale paid by transfer: the Pendientes tab is shown.
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    await dialog
      .getByRole("list", { name: "Productos disponibles" })
      .getByRole("button", { name: /Pastillas de freno/ })
      .click();
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await dialog.getByLabel("Cliente (opcional)").fill(PENDING_CUSTOMER);
    await tick(dialog.getByRole("radio", { name: "Transferencia bancaria" }));
    await dialog.getByRole("button", { name: "Venta Pendiente" }).click();
    await expectToast(page, "Venta pendiente creada", "#1008");
    await expect(page.getByRole("tab", { name: "Pendientes" })).toHaveAttribute("aria-selected", "true");
    const pendingRow = salesTable(page).getByRole("row", { name: new RegExp(PENDING_CUSTOMER) });
    await expect(pendingRow).toContainText("Pendiente");
    await expect(pendingRow).toContainText("Transferencia");

    // Both found by search, by customer and by number.
    await page.getByRole("tab", { name: "Recientes" }).click();
    const search = page.getByRole("searchbox", { name: "Buscar ventas" });
    await search.fill(suffix);
    await expect(salesTable(page).getByRole("row")).toHaveCount(3);
    await search.fill("#1008");
    await expect(salesTable(page).getByRole("row")).toHaveCount(2);
    await expect(salesTable(page)).toContainText(PENDING_CUSTOMER);
    await search.fill("zzz-no-existe");
    await expect(page.getByText("No se encontraron ventas")).toBeVisible();

    // In page memory only: a reload starts again from the sample sales.
    await page.reload();
    await expect(salesTable(page).getByRole("row")).toHaveCount(7);
    await expect(page.getByText(COMPLETED_CUSTOMER)).toHaveCount(0);
  });

  test("las reglas de cantidad, stock y venta vacía", async ({ page }) => {
    await loginAs(page, "admin");
    await openSales(page);
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });

    await dialog.getByRole("button", { name: "Completar Venta" }).click();
    await expectToast(page, "Venta vacía", "Agregue al menos un producto a la venta.");

    await dialog.getByLabel("Buscar producto").fill("bateria");
    await expect(dialog.getByRole("list", { name: "Productos disponibles" }).getByRole("button")).toHaveCount(
      1,
    );
    await dialog
      .getByRole("list", { name: "Productos disponibles" })
      .getByRole("button", { name: /Batería/ })
      .click();
    await dialog.getByLabel("Cantidad").fill("0");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expectToast(page, "Cantidad inválida", "La cantidad debe ser mayor que cero.");

    await dialog.getByLabel("Cantidad").fill("4");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expectToast(page, "Cantidad excede stock", "Solo hay 3 unidades disponibles.");

    await dialog.getByLabel("Cantidad").fill("2");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await dialog
      .getByRole("list", { name: "Productos disponibles" })
      .getByRole("button", { name: /Batería/ })
      .click();
    await dialog.getByLabel("Cantidad").fill("2");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expectToast(page, "Cantidad excede stock", "Solo hay 3 unidades disponibles en total.");

    await dialog.getByRole("button", { name: "Cerrar diálogo" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("tab", { name: "Reportes" }).click();
    await expect(page.getByRole("heading", { name: "Ventas por Día" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Métodos de Pago" })).toBeVisible();
  });

  test("un código escaneado en la venta va a su búsqueda: la venta no se pierde", async ({ page }) => {
    const label = buildSeed().products.find((product) => product.name === "Filtro de aceite")!.barcode!;
    await loginAs(page, "vendedor");
    await openSales(page);
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    const search = dialog.getByLabel("Buscar producto");
    await search.fill("bateria");
    await dialog.getByRole("button", { name: /Batería/ }).click();
    await dialog.getByRole("button", { name: "Agregar" }).click();
    const cart = dialog.getByRole("region", { name: "Productos en la venta" });
    await expect(cart).toContainText("Batería 12V 45Ah");

    // A scanner types a catalogue label and Enter: the sample list has no such part.
    await cart.getByRole("heading", { name: "Productos en la venta" }).click();
    await scanCode(page, label);
    await expect(search).toHaveValue(label);
    await expect(search).toBeFocused();
    await expect(dialog.getByText("No se encontraron productos")).toBeVisible();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(cart).toContainText("Batería 12V 45Ah");
  });

  test.describe("en un teléfono", () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test("la lista y el diálogo caben a 375 px", async ({ page }) => {
      await loginAs(page, "vendedor");
      await openSales(page);
      await expect(page.getByRole("list", { name: "Ventas" }).getByRole("listitem")).toHaveCount(6);
      await page.getByRole("button", { name: "Nueva Venta" }).click();
      const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
      await expect(dialog.getByRole("button", { name: "Completar Venta" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
