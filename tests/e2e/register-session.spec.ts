// 'Caja' by visible text: a Vendedor opens a register with a float, sells with a split payment (part
// cash with change, part in dollars at the day's rate with the change in pesos, part card with a
// reference), takes cash out, prints the X report on the roll,
// closes with a difference and the note it requires, prints the Z report on A4 and exports the
// sessions to Excel; the figures the screen, the prints, the file and the API show are checked
// against the sale.
import type { Browser, Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expect, test } from "./support/fixtures";
import { saleMoney, toCents } from "../../rules/sale-money";
import { loginAs, toast, waitForShell } from "./support/session";

interface FoundProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  sellingPrice: number;
}

const REGISTER = `Caja journey ${Date.now().toString(36).slice(-5)}`;

/** What a clerk types for an amount of cents: "1234" or "1234,56". */
const typed = (cents: number) =>
  `${Math.floor(cents / 100)}${cents % 100 === 0 ? "" : `,${String(cents % 100).padStart(2, "0")}`}`;

/** Thousands with dots, as es-CO writes them. */
const dots = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

async function asAdmin(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, "admin");
  await work(page);
  await context.close();
}

test.describe("caja", () => {
  test.describe.configure({ timeout: 150_000 });
  test.afterEach(async ({ browser }) => {
    await asAdmin(browser, async (page) => {
      const current = await (await page.request.get("/api/shop-settings")).json();
      await page.request.put("/api/shop-settings", { data: { ...current, counterMode: false } });
    });
  });

  test("abrir la caja, vender con pago dividido, sacar efectivo y cerrar con diferencia y nota", async ({
    page,
  }) => {
    // The print window would print and close itself; kept open here so its content can be read.
    await page.context().addInitScript(() => {
      window.print = () => undefined;
      window.close = () => undefined;
    });
    let taxRate = 16;
    await asAdmin(page.context().browser()!, async (admin) => {
      const current = await (await admin.request.get("/api/shop-settings")).json();
      const res = await admin.request.put("/api/shop-settings", {
        data: { ...current, counterMode: true, requireOpenSession: true, closingThresholdCents: 0 },
      });
      expect(res.status()).toBe(200);
      taxRate = (await res.json()).taxRate;
      expect((await admin.request.post("/api/registers", { data: { name: REGISTER } })).status()).toBe(201);
      // Dollars at 4 000 pesos (an earlier run may have added them already).
      await admin.request.post("/api/currencies", { data: { code: "USD", name: "Dólar estadounidense" } });
      const rate = await admin.request.put("/api/currencies/USD/rate", { data: { rate: "4000" } });
      expect(rate.status()).toBe(200);
    });
    await loginAs(page, "vendedor");
    // A session left open by an earlier run would take this one's sales.
    const left = (await (await page.request.get("/api/register-sessions/current")).json()).session;
    if (left) {
      const counted = Object.fromEntries(
        left.methods.map((m: { method: string; expectedCents: number }) => [m.method, m.expectedCents]),
      );
      await page.request.post(`/api/register-sessions/${left.id}/close`, { data: { counted } });
    }

    // Apertura de caja.
    await page.goto("/cash-register");
    await waitForShell(page);
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Caja" }),
    ).toBeVisible();
    const opening = page.getByRole("region", { name: "Apertura de caja" });
    await opening.getByLabel("Caja").selectOption({ label: REGISTER });
    await opening.getByLabel("Fondo inicial").fill("100000");
    await opening.getByRole("button", { name: "Abrir caja" }).click();
    await expect(page.getByRole("heading", { name: `${REGISTER} · abierta` })).toBeVisible();

    // A sale: part cash (with change), part card (with a reference).
    const found = (await (await page.request.get("/api/products?limit=50")).json()) as FoundProduct[];
    const part = found.find((product) => product.stock >= 2)!;
    const total = saleMoney(
      [{ unitPriceCents: toCents(part.sellingPrice), quantity: 1, discount: 0 }],
      taxRate,
    ).totalCents;
    const cashCents = Math.floor(total / 200) * 100;
    const usdCents = Math.floor((total - cashCents) / 200) * 100;
    const cardCents = total - cashCents - usdCents;
    const tenderedCents = cashCents + 5_000_00;
    // One dollar cent is 4 000 peso cents: enough dollars for their part and one more, the change in pesos.
    const dollarCents = Math.ceil(usdCents / 4_000) + 100;
    const usdChangeCents = dollarCents * 4_000 - usdCents;
    await page.goto("/sales");
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await dialog.getByLabel("Buscar producto").fill(part.sku);
    await dialog.getByRole("button", { name: new RegExp(part.sku) }).click();
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(dialog.getByRole("region", { name: "Productos en la venta" })).toContainText(part.name);
    await dialog.getByText("Pago dividido").click();
    await dialog.getByLabel("Método del pago 1").selectOption({ label: "Efectivo" });
    await dialog.getByLabel("Monto del pago 1").fill(typed(cashCents));
    await dialog.getByLabel("Recibido del pago 1").fill(typed(tenderedCents));
    await dialog.getByRole("button", { name: "Agregar pago" }).click();
    await dialog.getByLabel("Método del pago 2").selectOption({ label: "Efectivo" });
    await dialog.getByLabel("Moneda del pago 2").selectOption("USD");
    await dialog.getByLabel("Monto del pago 2").fill(typed(usdCents));
    await dialog.getByLabel("Recibido en USD del pago 2").fill(typed(dollarCents));
    await expect(dialog.getByText(/^Tasa del día: \$ 4\.000 por USD · USD/)).toBeVisible();
    await dialog.getByRole("button", { name: "Agregar pago" }).click();
    await dialog.getByLabel("Método del pago 3").selectOption({ label: "Tarjeta de crédito/débito" });
    await dialog.getByLabel("Monto del pago 3").fill(typed(cardCents));
    await dialog.getByLabel("Referencia del pago 3").fill("4512");
    await expect(dialog.getByText(/^Resta: \$\s0 · Vuelto:/)).toHaveText(
      `Resta: $\u00a00 · Vuelto: $\u00a0${dots(typed(5_000_00 + usdChangeCents))}`,
    );
    await dialog.getByRole("button", { name: "Completar Venta" }).click();
    await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();
    const details = page.getByRole("dialog", { name: /^Venta #\d+$/ });
    const payments = details.getByRole("list", { name: "Pagos de la venta" });
    await expect(payments).toContainText("Vuelto: $\u00a05.000");
    await expect(payments).toContainText("Tarjeta de crédito/débito (ref. 4512)");
    await expect(payments).toContainText("Recibido en USD (tasa $ 4.000)");
    await page.keyboard.press("Escape");

    // Salida de efectivo.
    await page.goto("/cash-register");
    await page.getByRole("button", { name: "Salida de efectivo" }).click();
    const out = page.getByRole("dialog", { name: "Salida de efectivo" });
    await out.getByLabel("Monto").fill("20000");
    await out.getByLabel("Motivo").fill("Pago a proveedor");
    await out.getByRole("button", { name: "Registrar" }).click();
    await expect(page.getByRole("table", { name: "Movimientos de efectivo" })).toContainText(
      "Pago a proveedor",
    );

    // The X report's figures: float + cash sale − cash out − the change in pesos for the dollars.
    const expectedCash = 100_000_00 + cashCents - 20_000_00 - usdChangeCents;
    const session = (await (await page.request.get("/api/register-sessions/current")).json()).session;
    expect(session.cash.expectedCents).toBe(expectedCash);
    expect(session.methods.find((m: { method: string }) => m.method === "tarjeta").expectedCents).toBe(
      cardCents,
    );
    expect(session.currencies).toEqual([
      expect.objectContaining({ currency: "USD", salesCents: usdCents, expectedCents: dollarCents }),
    ]);
    await expect(page.getByLabel("Efectivo en caja")).toContainText(
      typed(expectedCash).replace(/\B(?=(\d{3})+(?!\d))/g, "."),
    );

    // The X report on the counter's roll.
    const [xReport] = await Promise.all([
      page.waitForEvent("popup"),
      (async () => {
        await page.getByRole("button", { name: "Imprimir informe X" }).click();
        await page.getByRole("menuitem", { name: "Rollo de 80 mm" }).click();
      })(),
    ]);
    const xText = await xReport.locator("body").innerText();
    for (const expected of ["Informe X (caja abierta)", REGISTER, "Carlos Pérez", "Pago a proveedor"]) {
      expect(xText).toContain(expected);
    }
    expect(xText.replace(/\s+/g, " ")).toContain(
      `Efectivo esperado $ ${typed(expectedCash).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`,
    );
    await xReport.close();

    // Cierre de caja: 1.000 pesos short, so the note is required.
    await page.getByRole("button", { name: "Cierre de caja" }).click();
    const closing = page.getByRole("dialog", { name: "Cierre de caja" });
    await closing.getByLabel("Efectivo", { exact: true }).fill(typed(expectedCash - 1_000_00));
    await closing.getByLabel("Efectivo en USD").fill(typed(dollarCents));
    await expect(closing.getByText("Faltante $\u00a01.000")).toBeVisible();
    await expect(closing.getByRole("button", { name: "Cerrar caja" })).toBeDisabled();
    await closing.getByLabel(/^Nota/).fill("Faltan mil pesos: vuelto mal dado");
    await closing.getByRole("button", { name: "Cerrar caja" }).click();
    await expect(
      toast(page)
        .filter({ hasText: `Caja cerrada: ${REGISTER}` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Apertura de caja" })).toBeVisible();
    const row = page
      .getByRole("table", { name: "Sesiones de caja" })
      .getByRole("row")
      .filter({ hasText: REGISTER });
    await expect(row).toContainText("Faltante $\u00a01.000");
    await expect(row).toContainText("Faltan mil pesos: vuelto mal dado");

    // The Z report on an A4 sheet, from the sessions list.
    const [zReport] = await Promise.all([
      page.waitForEvent("popup"),
      (async () => {
        await row.getByRole("button", { name: `Imprimir informe de la sesión ${session.id}` }).click();
        await page.getByRole("menuitem", { name: "Hoja A4" }).click();
      })(),
    ]);
    const zText = (await zReport.locator("body").innerText()).replace(/\s+/g, " ");
    for (const expected of [
      "Informe Z (cierre de caja)",
      REGISTER,
      "diferencia Faltante $ 1.000",
      "Efectivo en USD esperado USD",
      "Nota: Faltan mil pesos: vuelto mal dado",
    ]) {
      expect(zText).toContain(expected);
    }
    expect(await zReport.content()).toContain("size: A4");
    await zReport.close();

    // The sessions to Excel: the closing's row with its difference in pesos.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      (async () => {
        await page.getByRole("button", { name: "Exportar sesiones" }).click();
        await page.getByRole("menuitem", { name: "Excel (.xlsx)" }).click();
      })(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sesiones-de-caja-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet("Sesiones de caja")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const exported = sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((r) => (r.values as unknown[]).slice(1))
      .find((values) => values[0] === session.id)!;
    expect(exported[header.indexOf("Caja")]).toBe(REGISTER);
    expect(exported[header.indexOf("Efectivo diferencia")]).toBe(-1_000);
    expect(exported[header.indexOf("Nota")]).toBe("Faltan mil pesos: vuelto mal dado");

    const closed = await (await page.request.get(`/api/register-sessions/${session.id}`)).json();
    expect(closed.status).toBe("closed");
    expect(closed.methods.find((m: { method: string }) => m.method === "efectivo")).toMatchObject({
      expectedCents: expectedCash,
      countedCents: expectedCash - 1_000_00,
      differenceCents: -1_000_00,
    });
  });
});
