// 'Modo mostrador' by visible text: an Administrador turns it on, sells a part found by vehicle
// words, sees the stock lowered in the inventory and the sale on the dashboard, and prints the
// receipt (the print window's content checked); two browsers sell the last unit at once. The mode
// is turned off again at the end, so the specification's sales journeys keep their default.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { buildSeed } from "../../fixtures/seed";
import { loginAs, toast, waitForShell } from "./support/session";
import { scanCode } from "./support/scanner";
import { tick } from "./support/controls";
import { setCounterMode } from "./support/counter-setup";

const oilFilter = buildSeed().products.find((product) => product.name === "Filtro de aceite")!;

const SHOP = `Repuestos El Pistón ${Date.now().toString(36).slice(-4)}`;

interface FoundProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

async function newSignedIn(browser: Browser, account: "admin" | "vendedor") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, account);
  return { context, page };
}

/** Signs `page` in as `account` once an Administrador, in a browser of their own, has turned the mode on. */
async function signInWithCounterOn(page: Page, account: "admin" | "vendedor") {
  await loginAs(page, account);
  const admin = await newSignedIn(page.context().browser()!, "admin");
  await setCounterMode(admin.page, true);
  await admin.context.close();
}

/** A part the search finds with at least two units in stock, as the API reports it now. */
async function partWithStock(page: Page, search: string): Promise<FoundProduct> {
  const found = (await (
    await page.request.get(`/api/products?search=${encodeURIComponent(search)}&limit=20`)
  ).json()) as FoundProduct[];
  const part = found.find((product) => product.stock >= 2);
  expect(part, `a part for '${search}' with stock`).toBeTruthy();
  return part!;
}

test.describe("modo mostrador", () => {
  // Several sign-ins, a print window and two browsers: longer than one screen's journey.
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ browser }) => {
    const { context, page } = await newSignedIn(browser, "admin");
    await setCounterMode(page, false);
    await context.close();
  });

  test("encender el modo, vender una pieza buscada por vehículo, ver el stock, el dashboard y el recibo", async ({
    page,
  }) => {
    // The print window would print and close itself; kept open here so its content can be read.
    await page.context().addInitScript(() => {
      window.print = () => undefined;
      window.close = () => undefined;
    });
    await loginAs(page, "admin", { landing: "/settings" });
    await page.getByRole("tab", { name: "Ventas" }).click();
    const card = page.getByRole("region", { name: "Modo mostrador" });
    await expect(card.getByText("Registrar las ventas en el servidor y descontar el stock")).toBeVisible();
    await card.getByRole("checkbox", { name: "Modo mostrador" }).check({ force: true });
    // This journey sells without opening a register ('Caja' has its own: register-session.spec.ts).
    await card.getByRole("checkbox", { name: "Exigir caja abierta para vender" }).uncheck({ force: true });
    await card.getByLabel("Nombre del negocio").fill(SHOP);
    await card.getByLabel("Pie del recibo").fill("Gracias por su compra");
    await card.getByRole("button", { name: "Guardar en el servidor" }).click();
    await expect(toast(page).filter({ hasText: "Configuración guardada" }).first()).toBeVisible();

    const search = "spark 2012 pastillas";
    const part = await partWithStock(page, search);
    const before = part.stock;

    await page.goto("/sales");
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await dialog.getByLabel("Buscar producto").fill(search);
    await dialog.getByRole("button", { name: new RegExp(part.sku) }).click();
    await dialog.getByLabel("Cantidad").fill("2");
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(dialog.getByRole("region", { name: "Productos en la venta" })).toContainText(part.name);
    await expect(dialog.getByText("IVA (16%)")).toBeVisible();
    await dialog.getByLabel("Cliente (opcional)").fill("Taller Journey");
    await tick(dialog.getByRole("radio", { name: "Tarjeta de crédito/débito" }));
    await dialog.getByRole("button", { name: "Completar Venta" }).click();
    await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();

    const details = page.getByRole("dialog", { name: /^Venta #\d+$/ });
    await expect(details).toBeVisible();
    const number = ((await details.getByRole("heading", { level: 2 }).textContent()) ?? "").replace(
      /^Venta /,
      "",
    );
    expect(number).toMatch(/^#\d+$/);
    const [receipt] = await Promise.all([
      page.waitForEvent("popup"),
      details.getByRole("button", { name: "Imprimir recibo" }).click(),
    ]);
    await expect(receipt.locator("body")).toContainText(SHOP);
    const printed = await receipt.locator("body").innerText();
    const barcodes = await receipt.locator("svg").count();
    for (const expected of [
      part.name,
      part.sku,
      number,
      "Taller Journey",
      "Administrador",
      "IVA (16%)",
      "Total",
      "Tarjeta de crédito/débito",
      "Gracias por su compra",
    ])
      expect(printed).toContain(expected);
    expect(barcodes).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    await page.goto("/inventory");
    await page.getByLabel("Buscar productos").fill(part.sku);
    await expect(page.getByText(/^Mostrando 1-1 de 1 productos$/)).toBeVisible();
    const stock = (await (await page.request.get(`/api/products/${part.id}`)).json()) as FoundProduct;
    expect(stock.stock).toBe(before - 2);
    await expect(page.getByRole("main")).toContainText(String(before - 2));

    await page.goto("/dashboard");
    const recent = page.getByRole("region", { name: "Ventas Recientes" });
    await expect(recent.getByText(`Venta ${number}`, { exact: true })).toBeVisible();
  });

  test("'Vender' en el inventario: sin el modo no hace nada; con el modo abre la venta con la pieza", async ({
    page,
  }) => {
    await loginAs(page, "vendedor");
    const listed = (await (await page.request.get("/api/products?limit=20")).json()) as FoundProduct[];
    const part = listed.find((product) => product.stock >= 1);
    expect(part, "a part with stock").toBeTruthy();
    const sellFromInventory = async () => {
      await page.goto("/inventory");
      await page.getByLabel("Buscar productos").fill(part!.sku);
      await expect(page.getByText(/^Mostrando 1-1 de 1 productos$/)).toBeVisible();
      await page.getByRole("button", { name: "Vender", exact: true }).click();
    };

    await sellFromInventory();
    await expect(page).toHaveURL(/\/inventory/);
    await expect(page.getByRole("dialog", { name: "Nueva Venta" })).toHaveCount(0);

    const admin = await newSignedIn(page.context().browser()!, "admin");
    await setCounterMode(admin.page, true);
    await admin.context.close();
    await sellFromInventory();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await expect(dialog.getByRole("region", { name: "Productos en la venta" })).toContainText(part!.name);
    await expect(page).toHaveURL(/\/sales$/);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Ventas", level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Nueva Venta" })).toHaveCount(0);
  });

  test("el panel lateral vende solo: busca por vehículo, agrega, cambia la cantidad, elige un cliente de otro vendedor y completa", async ({
    page,
  }) => {
    await signInWithCounterOn(page, "vendedor");
    const search = "spark 2012 pastillas";
    const part = await partWithStock(page, search);
    const before = part.stock;

    await page.goto("/sales");
    const panel = page.getByRole("region", { name: "Nueva Venta" });
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
    await panel.getByLabel("Buscar producto").fill(search);
    await panel.getByRole("button", { name: new RegExp(part.sku) }).click();
    await panel.getByRole("button", { name: "Agregar" }).click();
    const cart = panel.getByRole("region", { name: "Productos en la venta" });
    await expect(cart).toContainText(part.name);
    await expect(page.getByRole("dialog", { name: "Nueva Venta" })).toHaveCount(0);

    // A quantity above the stock is refused by the line rules; the field goes back to the line's.
    const quantity = cart.getByLabel(`Cantidad de ${part.name}`);
    await quantity.fill(String(before + 1));
    await quantity.press("Enter");
    await expect(
      toast(page)
        .filter({ hasText: `Solo hay ${before} unidades disponibles.` })
        .first(),
    ).toBeVisible();
    await expect(quantity).toHaveValue("1");
    await quantity.fill("2");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue("2");
    await expect(panel.getByLabel("Totales de la venta")).toContainText("IVA (16%)");

    // Any registered customer, here one vendedor2 created: typing part of the name offers it with
    // its RIF, and choosing it links the sale to the record.
    const customerField = panel.getByLabel("Cliente (opcional)");
    await customerField.fill("piston");
    const workshop = "Taller Mecánico El Pistón C.A. · J-40123456-7";
    await expect(panel.locator(`datalist option[value="${workshop}"]`)).toHaveCount(1);
    await customerField.fill(workshop);

    await panel.getByRole("button", { name: "Completar Venta" }).click();
    await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();
    const details = page.getByRole("dialog", { name: /^Venta #\d+$/ });
    await expect(details.getByRole("button", { name: "Imprimir recibo" })).toBeVisible();
    await expect(details).toContainText("Taller Mecánico El Pistón C.A.");
    const title = await details.getByRole("heading", { name: /^Venta #\d+$/ }).textContent();
    const saleId = Number(title?.replace(/\D/g, ""));
    const recorded = await (await page.request.get(`/api/sales/${saleId}`)).json();
    expect(recorded.customerName).toBe("Taller Mecánico El Pistón C.A.");
    expect(recorded.customerId).toEqual(expect.any(Number));
    await page.keyboard.press("Escape");
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();

    const after = (await (await page.request.get(`/api/products/${part.id}`)).json()) as FoundProduct;
    expect(after.stock).toBe(before - 2);
    await page.goto("/inventory");
    await page.getByLabel("Buscar productos").fill(part.sku);
    await expect(page.getByText(/^Mostrando 1-1 de 1 productos$/)).toBeVisible();
    await expect(page.getByRole("main")).toContainText(String(before - 2));
  });

  test("un lector de códigos en el panel agrega la pieza al carrito, sin salir de la venta", async ({
    page,
  }) => {
    await signInWithCounterOn(page, "vendedor");

    await page.goto("/sales");
    await waitForShell(page);
    const panel = page.getByRole("region", { name: "Nueva Venta" });
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
    const search = panel.getByLabel("Buscar producto");
    await search.click();
    // A scanner types the label's code at once and ends with Enter.
    await scanCode(page, oilFilter.barcode!);
    const cart = panel.getByRole("region", { name: "Productos en la venta" });
    await expect(cart.getByLabel(`Cantidad de ${oilFilter.name}`)).toHaveValue("1");
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/sales$/);

    // The same label again, the focus away from the search: one more unit, still on the sale.
    await page.getByRole("heading", { name: "Ventas", level: 1 }).click();
    await scanCode(page, oilFilter.barcode!.toLowerCase().replaceAll("-", " "));
    await expect(cart.getByLabel(`Cantidad de ${oilFilter.name}`)).toHaveValue("2");
    await expect(page).toHaveURL(/\/sales$/);

    // A code no product has: the cart stays as it was.
    await scanCode(page, "ZZ-NO-EXISTE-999");
    await expect(toast(page).filter({ hasText: "Código no encontrado" }).first()).toBeVisible();
    await expect(cart.getByLabel(`Cantidad de ${oilFilter.name}`)).toHaveValue("2");

    // A sale dialog opened over the panel takes the scans while it is open.
    await page.getByRole("button", { name: "Nueva Venta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    await expect(dialog.getByLabel("Buscar producto")).toBeFocused();
    await scanCode(page, oilFilter.barcode!);
    await expect(dialog.getByLabel(`Cantidad de ${oilFilter.name}`)).toHaveValue("1");
    await expect(cart.getByLabel(`Cantidad de ${oilFilter.name}`)).toHaveValue("2");
  });

  test("una venta pendiente se completa con pago dividido y su detalle muestra los dos pagos", async ({
    page,
  }) => {
    await signInWithCounterOn(page, "vendedor");
    const part = await partWithStock(page, "filtro");
    const customer = `Pendiente dividida ${Date.now().toString(36).slice(-5)}`;
    const recorded = await page.request.post("/api/sales", {
      data: {
        status: "pending",
        paymentMethod: "efectivo",
        customerName: customer,
        lines: [{ productId: part.id, quantity: 1, discount: 0 }],
      },
    });
    expect(recorded.status()).toBe(201);
    const pending = (await recorded.json()) as { id: number; total: number };
    const totalCents = Math.round(pending.total * 100);
    // Half (whole pesos) in cash with $ 5.000 more handed over, the rest by card.
    const cashCents = Math.floor(totalCents / 200) * 100;
    const cardCents = totalCents - cashCents;
    const pesos = (cents: number) =>
      `${Math.floor(cents / 100)}${cents % 100 ? `,${String(cents % 100).padStart(2, "0")}` : ""}`;

    await page.goto("/sales?tab=pendientes");
    await waitForShell(page);
    const number = `#${pending.id}`;
    await page.getByRole("button", { name: `Ver venta ${number}` }).click();
    const details = page.getByRole("dialog", { name: `Venta ${number}` });
    await details.getByText("Pago dividido").click();
    await details.getByLabel("Método del pago 1").selectOption({ label: "Efectivo" });
    await details.getByLabel("Monto del pago 1").fill(pesos(cashCents));
    await details.getByLabel("Recibido del pago 1").fill(pesos(cashCents + 5_000_00));
    await details.getByRole("button", { name: "Agregar pago" }).click();
    await details.getByLabel("Método del pago 2").selectOption({ label: "Tarjeta de crédito/débito" });
    await details.getByLabel("Monto del pago 2").fill(pesos(cardCents));
    await details.getByLabel("Referencia del pago 2").fill("7788");
    await expect(details.getByText(/^Resta:/)).toHaveText("Resta: $\u00a00 · Vuelto: $\u00a05.000");
    await details.getByRole("button", { name: "Completar Venta" }).click();
    await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();

    await expect(details.getByText("Completada")).toBeVisible();
    const payments = details.getByRole("list", { name: "Pagos de la venta" });
    await expect(payments).toContainText("Efectivo: ");
    await expect(payments).toContainText("Tarjeta de crédito/débito (ref. 7788)");
    await expect(payments).toContainText("Vuelto: $\u00a05.000");
    const saved = (await (await page.request.get(`/api/sales/${pending.id}`)).json()) as {
      status: string;
      payments: Array<{ method: string; amountCents: number }>;
    };
    expect(saved.status).toBe("completed");
    expect(saved.payments.map((p) => [p.method, p.amountCents])).toEqual([
      ["efectivo", cashCents],
      ["tarjeta", cardCents],
    ]);
  });

  test("dos navegadores venden la última unidad a la vez: una venta y un 'Cantidad excede stock'", async ({
    browser,
  }) => {
    const admin = await newSignedIn(browser, "admin");
    await setCounterMode(admin.page, true);
    const sku = `ULT-${Date.now().toString(36).toUpperCase()}`;
    const ref = (
      (await (await admin.page.request.get("/api/products?limit=1")).json()) as Array<{
        categoryId: number;
        brandId: number;
      }>
    )[0]!;
    const created = await admin.page.request.post("/api/products", {
      data: {
        name: `Última unidad ${sku}`,
        sku,
        categoryId: ref.categoryId,
        brandId: ref.brandId,
        costPrice: 1000,
        sellingPrice: 2000,
        stock: 1,
      },
    });
    expect(created.status()).toBe(201);
    const seller = await newSignedIn(browser, "vendedor");
    const dialogs = [];
    for (const { page } of [admin, seller]) {
      await page.goto("/sales");
      await page.getByRole("button", { name: "Nueva Venta" }).click();
      const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
      await dialog.getByLabel("Buscar producto").fill(sku);
      await dialog.getByRole("button", { name: new RegExp(sku) }).click();
      await dialog.getByRole("button", { name: "Agregar" }).click();
      await expect(dialog.getByRole("region", { name: "Productos en la venta" })).toContainText(sku);
      dialogs.push({ page, dialog });
    }
    await Promise.all(
      dialogs.map(({ dialog }) => dialog.getByRole("button", { name: "Completar Venta" }).click()),
    );
    const outcomes = await Promise.all(
      dialogs.map(async ({ page }) => {
        const shown = toast(page)
          .filter({ hasText: /Venta registrada|Cantidad excede stock/ })
          .first();
        await expect(shown).toBeVisible();
        return (await shown.textContent()) ?? "";
      }),
    );
    expect(outcomes.filter((text) => text.includes("Venta registrada"))).toHaveLength(1);
    const refused = outcomes.find((text) => text.includes("Cantidad excede stock")) ?? "";
    expect(refused).toContain("Solo hay 0 unidades disponibles.");
    await admin.context.close();
    await seller.context.close();
  });
});
