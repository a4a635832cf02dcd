// The inventory area by visible text: an Administrador's whole product journey, what a Vendedor
// may not see or do, the deep links, the scanner page, the reports' CSV and the paged list.
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast, waitForShell } from "./support/session";

/** Unique names: the journeys share one database. */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const PRODUCT = `Disco de freno ventilado E2E ${suffix}`;

/** Seeded product 15 (deterministic seed): its SKU and barcode follow the generation rules. */
const SEEDED = { id: 15, name: "Pastillas de freno delanteras semimetálicas", sku: "FRE-PA-2785" };

/** A 1x1 PNG: a real image by its bytes, as the server checks. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function openInventory(page: Page, query = "") {
  await page.goto(`/inventory${query}`);
  await waitForShell(page);
  await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
}

/** The "Mostrando a-b de N productos" line, read as numbers. */
async function shown(page: Page) {
  const text = (await page.getByText(/^Mostrando \d+-\d+ de \d+ productos$/).textContent()) ?? "";
  const [, first, last, total] = /Mostrando (\d+)-(\d+) de (\d+)/.exec(text) ?? [];
  return { first: Number(first), last: Number(last), total: Number(total) };
}

/**
 * A toast with this text. The toaster shows one toast, but for a moment the one leaving and the one
 * arriving are both in the DOM; filtering by text keeps the check on the right one.
 */
async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

async function download(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return file;
}

test.describe("inventario como Administrador", () => {
  test("crear con SKU y código generados, buscar, editar precio e imagen, códigos y borrar", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await openInventory(page);
    await expect(page.getByText("Gestiona tus productos, stock y categorías")).toBeVisible();

    // New product: category + subcategory generate the SKU and then the barcode.
    await page.getByRole("button", { name: "Nuevo Producto" }).click();
    const create = page.getByRole("dialog", { name: "Nuevo Producto" });
    await create.getByRole("button", { name: "Crear producto" }).click();
    await expect(create.getByText("El nombre es requerido")).toBeVisible();
    await expect(create.getByText("La categoría es requerida")).toBeVisible();
    await create.getByLabel(/^Nombre/).fill(PRODUCT);
    await create.getByLabel(/^Categoría/).selectOption({ label: "Frenos" });
    await expect(create.getByLabel(/^Subcategoría/).locator("option", { hasText: "Discos" })).toBeAttached();
    await create.getByLabel(/^Subcategoría/).selectOption({ label: "Discos" });
    const skuInput = create.getByLabel(/^SKU/);
    await expect(skuInput).toHaveValue(/^FRE-DI-\d{4}$/);
    const sku = await skuInput.inputValue();
    await expect(create.getByLabel(/^Código de barras/)).toHaveValue(new RegExp(`^${sku}-\\d{6}$`));
    await create.getByLabel(/^Marca/).selectOption({ label: "Brembo" });
    await create.getByLabel(/^Precio de costo/).fill("100000");
    await create.getByLabel(/^Margen/).fill("40");
    await expect(create.getByLabel(/^Precio de venta/)).toHaveValue("140000.00");
    await create.getByLabel(/^Stock( \*)?$/).fill("12");
    await create.getByRole("button", { name: "Crear producto" }).click();
    await expectToast(page, "Producto creado");
    await expect(create).toBeHidden();

    // Found by search (the list reloads from the server).
    await page.getByLabel("Buscar productos").fill(sku);
    await expect(page.getByText(PRODUCT)).toBeVisible();
    await expect(page.getByText(/^Mostrando 1-1 de 1 productos$/)).toBeVisible();

    // Edit: the margin follows the selling price; an image over 5 MB is refused, a real one is kept.
    await page.getByRole("button", { name: `Ver detalles de ${PRODUCT}` }).click();
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByText(sku, { exact: true })).toBeVisible();
    await expect(details.getByText("40.0%")).toBeVisible();
    await details.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Producto" });
    // The keyboard stays in the dialog: focus moves to the first field (Escape and Tab keep working).
    await expect(edit.getByLabel(/^Nombre/)).toBeFocused();
    await edit.getByLabel(/^Precio de venta/).fill("150000");
    await expect(edit.getByLabel(/^Margen/)).toHaveValue("50.0");

    const upload = edit.getByLabel("Subir imagen");
    await upload.setInputFiles({
      name: "enorme.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
    });
    await expect(edit.getByText("La imagen supera el límite de 5 MB")).toBeVisible();
    await upload.setInputFiles({ name: "disco.png", mimeType: "image/png", buffer: PNG_1X1 });
    await expect(edit.getByText("disco.png")).toBeVisible();

    // The QR code drawn in the form downloads as SVG.
    const svg = await download(page, () => edit.getByRole("button", { name: "Descargar QR (SVG)" }).click());
    expect(svg.suggestedFilename()).toBe(`qr-${sku}.svg`);
    await expectToast(page, "Código QR descargado como SVG");

    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "Producto actualizado correctamente");
    await expect(edit).toBeHidden();
    // Saved: back to view mode, then the dialog closes by itself (about 200 ms).
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(/^\$\s150\.000$/)).toBeVisible();
    await expect(page.getByRole("img", { name: PRODUCT })).toHaveAttribute("src", /\/uploads\//);

    // Codes dialog: PNG downloads named after the SKU, and a generated code saved.
    await page.getByRole("button", { name: `Ver detalles de ${PRODUCT}` }).click();
    await details.getByRole("button", { name: "Códigos del Producto" }).click();
    const codes = page.getByRole("dialog", { name: "Códigos del Producto" });
    const qr = await download(page, () => codes.getByRole("button", { name: "Descargar PNG" }).click());
    expect(qr.suggestedFilename()).toBe(`qr-${sku}.png`);
    await codes.getByRole("tab", { name: "Código de barras" }).click();
    const barcode = await download(page, () => codes.getByRole("button", { name: "Descargar PNG" }).click());
    expect(barcode.suggestedFilename()).toBe(`barcode-${sku}.png`);
    await codes.getByRole("button", { name: "Generar" }).click();
    await expect(codes.getByRole("textbox", { name: "Código" })).toHaveValue(new RegExp(`^${sku}-\\d{13}$`));
    await codes.getByRole("button", { name: "Guardar código" }).click();
    await expectToast(page, "Código actualizado");
    await codes.getByRole("button", { name: "Cerrar", exact: true }).click();
    await details.getByRole("button", { name: "Cerrar", exact: true }).click();

    // Delete, after the confirmation.
    await page.getByRole("button", { name: `Eliminar ${PRODUCT}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("¿Estás seguro de que deseas eliminar este producto?");
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expectToast(page, "Producto eliminado correctamente");
    await expect(page.getByText("No se encontraron productos")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar búsqueda" }).click();
    await expect(page.getByLabel("Buscar productos")).toHaveValue("");
  });

  test("la lista pagina en el servidor y vuelve a la página 1 al cambiar tamaño o búsqueda", async ({
    page,
  }) => {
    // Every script of the inventory's document, and only those: signed in straight onto /inventory,
    // so no script of an earlier page is still arriving as it is left (its body is gone then).
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await loginAs(page, "admin", { landing: "/inventory" });
    await waitForShell(page);
    await expect(page.getByRole("heading", { name: "Inventario", level: 1 })).toBeVisible();
    const start = await shown(page);
    // The list does not download the barcode and QR generators (jsbarcode names its Code 128 sets
    // "CODE128A/B/C"): the code dialogs, the product form and the label printer load them.
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((source) => source.includes("CODE128B"))).toEqual([]);
    // At 1280 px the row actions fit beside the other columns, no sideways scrolling needed (the
    // table cell clips a pixel or two of the button, hence not ratio 1).
    await expect(page.getByRole("button", { name: /^Eliminar / }).first()).toBeInViewport({ ratio: 0.9 });
    expect(start.first).toBe(1);
    expect(start.last).toBe(10);
    expect(start.total).toBeGreaterThanOrEqual(64);

    await page.getByRole("button", { name: "Página siguiente" }).click();
    await expect(page.getByText(`Mostrando 11-20 de ${start.total} productos`)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    await page.getByLabel("Productos por página").selectOption("20");
    await expect(page.getByText(`Mostrando 1-20 de ${start.total} productos`)).toBeVisible();
    await page.getByRole("button", { name: "Última página" }).click();
    const lastPage = Math.ceil(start.total / 20);
    await expect(page.getByText(`Página ${lastPage} de ${lastPage}`)).toBeVisible();

    await page.getByLabel("Buscar productos").fill("aceite");
    await expect(page.getByText(/^Mostrando 1-\d+ de \d+ productos$/)).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);

    // A phone gets cards instead of the table.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(page.getByRole("list", { name: "Productos" })).toBeVisible();
    await expect(page.getByText("Aceite 15W-40 mineral 1 galón")).toBeVisible();
  });

  test("los reportes muestran los totales y exportan un CSV legible", async ({ page }) => {
    await loginAs(page, "admin");
    await openInventory(page);
    // The list's own first request is not the report's: record once the list has arrived.
    await expect(page.getByText(/^Mostrando \d+-\d+ de \d+ productos$/)).toBeVisible();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole("button", { name: "Reportes" }).click();
    await expect(page.getByRole("heading", { name: "Reportes de Inventario" })).toBeVisible();
    // The server computes the figures: one aggregate request, not the whole catalogue page by page.
    const report = (await (await page.request.get("/api/reports/inventory")).json()) as {
      summary: { totalProducts: number };
    };
    const totalCard = page.getByText("Total de productos", { exact: true }).locator("..");
    await expect(totalCard).toContainText(
      new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 }).format(report.summary.totalProducts),
    );
    expect(asked).toContain("/api/reports/inventory");
    expect(asked.filter((path) => path === "/api/products")).toEqual([]);
    await expect(page.getByRole("button", { name: "Categorías" })).toBeHidden();
    for (const card of [
      "Total de productos",
      "Valor del inventario",
      "Total de unidades",
      "Productos con stock bajo",
    ]) {
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Sin stock").first()).toBeVisible();
    const csv = await download(page, () => page.getByRole("button", { name: "Exportar a CSV" }).click());
    expect(csv.suggestedFilename()).toMatch(/^reporte-inventario-nivel-de-stock-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"Productos con stock bajo"');
    expect(text).toContain('"Sin stock"');

    // On a phone the report tabs and the share column are not pushed past the right edge.
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const target of [
      page.getByRole("tab", { name: "Desempeño" }),
      page.getByRole("columnheader", { name: "% del inventario" }),
    ]) {
      const box = await target.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }

    await page.getByRole("tab", { name: "Desempeño" }).click();
    await page.getByRole("button", { name: "Ir a Ventas" }).click();
    await expect(page).toHaveURL(/\/sales$/);
  });
});

test.describe("inventario como Vendedor", () => {
  test("no ve el precio de costo ni puede editar", async ({ page }) => {
    await loginAs(page, "vendedor");
    await openInventory(page);
    await expect(page.getByText("Aceite 15W-40 mineral 1 galón")).toBeVisible();
    await expect(page.getByText(/^Costo:/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Editar / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Eliminar / })).toHaveCount(0);

    await page.getByRole("button", { name: "Ver detalles de Aceite 15W-40 mineral 1 galón" }).click();
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByText("Precio de venta")).toBeVisible();
    await expect(details.getByText("Precio de costo")).toHaveCount(0);
    await expect(details.getByRole("button", { name: "Eliminar" })).toHaveCount(0);
    await details.getByRole("button", { name: "Editar" }).click();
    await expectToast(page, "Permisos insuficientes");
    await expectToast(page, "Solo los administradores pueden editar productos");
    await expect(page.getByRole("dialog", { name: "Editar Producto" })).toHaveCount(0);
  });
});

test.describe("enlaces directos y scanner", () => {
  test("?product, ?category, un id inválido y el scanner", async ({ page }) => {
    await loginAs(page, "admin");
    await openInventory(page, `?product=${SEEDED.id}`);
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByRole("heading", { name: SEEDED.name })).toBeVisible();
    await details.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(page).not.toHaveURL(/product=/);

    await openInventory(page, "?product=abc");
    await expectToast(page, "ID de producto no válido");

    await openInventory(page, "?category=2");
    await expect(page.getByText("Categoría: Frenos")).toBeVisible();
    const filtered = await shown(page);
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(64);
    await expect(page.getByText("Aceite 15W-40 mineral 1 galón")).toHaveCount(0);

    // 'Scanner Google' opens the static scanner in a new tab; a typed code opens the product.
    const [scanner] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Scanner Google" }).click(),
    ]);
    await expect(scanner).toHaveURL(/\/scanner\.html$/);
    await scanner.getByLabel("Código de barras o SKU").fill(SEEDED.sku);
    await scanner.getByRole("button", { name: "Buscar" }).click();
    await expect(scanner).toHaveURL(new RegExp(`/inventory\\?product=${SEEDED.id}$`));
    await expect(scanner.getByRole("dialog", { name: "Detalles del Producto" })).toBeVisible();
  });
});
