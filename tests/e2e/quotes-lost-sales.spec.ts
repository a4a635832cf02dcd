// Quotes and lost sales by visible text, with 'Modo mostrador' on: an Administrador saves the
// counter's cart as a quote (printed as 'Cotización — no es una factura', the stock untouched),
// finds it in 'Cotizaciones' by its customer and turns it into a sale (the stock lowered, the quote
// 'Convertida'); then records a lost sale for a part out of stock and finds it in 'Ventas perdidas'
// and in the purchase suggestions. The mode is turned off again at the end.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";
import { postPart, setCounterMode, type NewPart } from "./support/counter-setup";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

const newPart = (page: Page, name: string, stock: number) =>
  postPart(page, {
    name,
    sku: `COT-${name.slice(0, 3)}-${suffix}`.toUpperCase(),
    costPrice: 100,
    sellingPrice: 250,
    stock,
    stockThreshold: 2,
  });

const stockOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/products/${id}`)).json()) as NewPart).stock;

test.describe("cotizaciones y ventas perdidas", () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ page }) => {
    await setCounterMode(page, false);
  });

  test("guardar una cotización, encontrarla, imprimirla y convertirla en venta", async ({ page }) => {
    // The print window would print and close itself; kept open here so its content can be read.
    await page.context().addInitScript(() => {
      window.print = () => undefined;
      window.close = () => undefined;
    });
    await loginAs(page, "admin");
    await setCounterMode(page, true);
    const part = await newPart(page, `Alternador cotizado ${suffix}`, 5);
    const customer = `Taller Cotiza ${suffix}`;

    await page.goto("/sales");
    const panel = page.getByRole("region", { name: "Nueva Venta" });
    await panel.getByLabel("Buscar producto").fill(part.name);
    const found = panel.getByRole("list", { name: "Productos disponibles" });
    await found.getByRole("button", { name: new RegExp(`^${part.name}`) }).click();
    await panel.getByRole("button", { name: "Agregar" }).click();
    const quantity = panel.getByLabel(`Cantidad de ${part.name}`);
    await quantity.fill("2");
    await quantity.press("Enter");
    await panel.getByLabel("Cliente (opcional)").fill(customer);
    await panel.getByRole("button", { name: "Guardar como cotización" }).click();
    await expect(toast(page).filter({ hasText: "Cotización guardada" }).first()).toBeVisible();

    const saved = page.getByRole("dialog", { name: /^Cotización COT-\d{6}$/ });
    await expect(saved).toBeVisible();
    const number = ((await saved.getByRole("heading", { level: 2 }).textContent()) ?? "").replace(
      /^Cotización /,
      "",
    );
    await expect(saved.getByText("Vigente")).toBeVisible();
    const [printed] = await Promise.all([
      page.waitForEvent("popup"),
      saved.getByRole("button", { name: "Imprimir cotización" }).click(),
    ]);
    await expect(printed.locator("body")).toContainText("Cotización — no es una factura");
    const text = await printed.locator("body").innerText();
    for (const expected of [number, part.name, customer, "Válida hasta", "(15 días)"])
      expect(text).toContain(expected);
    await printed.close();
    await saved.getByRole("button", { name: "Cerrar diálogo" }).click();
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
    // A quote holds no stock.
    expect(await stockOf(page, part.id)).toBe(5);

    await page.getByRole("tab", { name: "Cotizaciones" }).click();
    await page.getByLabel("Fecha").selectOption({ label: "Últimas 24 horas" });
    await page.getByLabel("Buscar cotizaciones").fill(customer);
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("Vigente");
    await row.getByRole("button", { name: `Ver cotización ${number}` }).click();
    const quote = page.getByRole("dialog", { name: `Cotización ${number}` });
    await expect(quote.getByRole("radio", { name: "Mantener los precios de la cotización" })).toBeChecked();
    await quote.getByRole("button", { name: "Convertir en venta" }).click();
    await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: /^Venta #\d+$/ })).toBeVisible();
    expect(await stockOf(page, part.id)).toBe(3);
    await page.keyboard.press("Escape");

    await page.getByLabel("Estado").selectOption({ label: "Convertida" });
    await expect(page.getByRole("row").filter({ hasText: number })).toContainText("Convertida");
  });

  test("registrar una venta perdida y verla en el reporte y en las sugerencias", async ({ page }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true);
    const part = await newPart(page, `Sensor agotado ${suffix}`, 0);

    await page.goto("/sales");
    const panel = page.getByRole("region", { name: "Nueva Venta" });
    await panel.getByLabel("Buscar producto").fill(part.name);
    await expect(panel.getByText("Hay repuestos sin existencia.")).toBeVisible();
    await panel.getByRole("button", { name: "Registrar venta perdida" }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar venta perdida" });
    await expect(dialog.getByRole("radio", { name: new RegExp(`^${part.name}`) })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Sin existencia" })).toBeChecked();
    await dialog.getByLabel(/^Vehículo/).fill("Chevrolet Aveo 2010");
    await dialog.getByRole("spinbutton", { name: "Cantidad" }).fill("3");
    await dialog.getByRole("button", { name: "Registrar venta perdida" }).click();
    await expect(toast(page).filter({ hasText: "Venta perdida registrada" }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("tab", { name: "Ventas perdidas" }).click();
    const lost = page.getByRole("table", { name: "Ventas perdidas por repuesto y motivo" });
    const lostRow = lost.getByRole("row").filter({ hasText: part.name });
    await expect(lostRow).toContainText("Sin existencia");
    await expect(lostRow.getByRole("cell").nth(3)).toHaveText("3");

    await page.goto("/purchases");
    await page.getByRole("tab", { name: "Sugerencias" }).click();
    const suggestion = page.getByRole("row").filter({ hasText: part.name });
    await expect(suggestion).toBeVisible();
    // 'Perdidas': the three units asked for and lost.
    await expect(suggestion.getByRole("cell").nth(6)).toHaveText("3");
  });
});
