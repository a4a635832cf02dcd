// The labels area by visible text: choosing products in 'Impresión Masiva de Etiquetas' (server
// search, selection kept across searches), copies, the print window (its labels counted, printed
// and closed), the blocked-window error, and the /labels screen: a template and a size created,
// edited and deleted, then exported and imported back.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { tick } from "./support/controls";
import { loginAs, toast } from "./support/session";

const suffix = Date.now().toString(36).slice(-5);

async function expectToast(page: Page, text: string | RegExp) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

/** Records what the page's print windows hold when print() is called, and whether they close. */
async function recordPrintWindows(page: Page) {
  await page.addInitScript(() => {
    const record = { labels: [] as number[], sheets: [] as number[], closed: 0 };
    (window as unknown as { __labelPrint: typeof record }).__labelPrint = record;
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = open(...args);
      if (win) {
        // Headless Chromium has no print dialog to wait on: count what would be printed instead.
        win.print = () => {
          const fits = [...win.document.querySelectorAll(".lbl-fit")].map((el) => el.textContent ?? "");
          (window as unknown as { __labelFits: string[] }).__labelFits = fits;
          record.labels.push(win.document.querySelectorAll(".lbl").length);
          record.sheets.push(win.document.querySelectorAll(".sheet").length);
        };
        const close = win.close.bind(win);
        win.close = () => {
          record.closed += 1;
          close();
        };
      }
      return win;
    };
  });
}

async function openPrinter(page: Page) {
  await page.goto("/inventory");
  await page.getByRole("button", { name: "Imprimir Etiquetas" }).click();
  const dialog = page.getByRole("dialog", { name: "Impresión Masiva de Etiquetas" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Mostrando 1-\d+ de \d+ productos$/)).toBeVisible();
  return dialog;
}

/** Ticks the picker's product at `index`. */
const tickProduct = (dialog: Locator, index: number) =>
  tick(dialog.getByRole("listitem").nth(index).getByRole("checkbox"));

/** What the API answers for a search, to compare with the picker without assuming counts. */
async function apiTotal(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/products?search=${encodeURIComponent(search)}&limit=1`);
  return Number(response.headers()["x-total-count"]);
}

test.describe("impresión masiva de etiquetas", () => {
  test("elegir productos por búsqueda, fijar copias e imprimir: la ventana lleva las etiquetas y se cierra", async ({
    page,
  }) => {
    await recordPrintWindows(page);
    await loginAs(page, "admin");
    const dialog = await openPrinter(page);
    const print = dialog.getByRole("button", { name: "Imprimir etiquetas" });
    await expect(print).toBeDisabled();

    // The picker pages through the server: its total is the API's total for the search.
    await dialog.getByLabel("Buscar productos").fill("freno");
    const total = await apiTotal(page, "freno");
    await expect(dialog.getByText(new RegExp(`de ${total} productos$`))).toBeVisible();
    await tickProduct(dialog, 0);
    await tickProduct(dialog, 1);
    await expect(dialog.getByText("2 productos seleccionados")).toBeVisible();

    // A new search keeps what was chosen before.
    await dialog.getByLabel("Buscar productos").fill("aceite");
    await expect(
      dialog.getByText(new RegExp(`de ${await apiTotal(page, "aceite")} productos$`)),
    ).toBeVisible();
    await tickProduct(dialog, 0);
    await expect(dialog.getByText("3 productos seleccionados")).toBeVisible();

    // Copies clamp to 1-50; 2 copies of 3 products are 6 labels.
    const copies = dialog.getByLabel("Copias por producto", { exact: true });
    await copies.fill("0");
    await copies.blur();
    await expect(copies).toHaveValue("1");
    await copies.fill("2");
    await copies.blur();
    await expect(dialog.getByText("6 etiquetas · 1 hoja")).toBeVisible();

    const popup = page.waitForEvent("popup");
    await print.click();
    const win = await popup;
    await win.waitForEvent("close", { timeout: 5000 });
    const record = await page.evaluate(
      () =>
        (window as unknown as { __labelPrint: { labels: number[]; sheets: number[]; closed: number } })
          .__labelPrint,
    );
    expect(record).toEqual({ labels: [6], sheets: [1], closed: 1 });
  });

  test("'Mostrar compatibilidad' imprime los primeros modelos en los que sirve el repuesto", async ({
    page,
  }) => {
    await recordPrintWindows(page);
    await loginAs(page, "admin");
    // A part the server links to models, and its models in the server's order.
    const products = (await (await page.request.get("/api/products?limit=40")).json()) as {
      id: number;
      sku: string;
    }[];
    let part: { sku: string; first: string } | undefined;
    for (const product of products) {
      const fitments = (await (await page.request.get(`/api/products/${product.id}/vehicles`)).json()) as {
        brandName: string;
        vehicleName: string;
      }[];
      const first = fitments[0];
      if (first) {
        part = { sku: product.sku, first: `${first.brandName} ${first.vehicleName}` };
        break;
      }
    }
    expect(part, "the demo seed links parts to models").toBeDefined();
    const dialog = await openPrinter(page);
    await dialog.getByLabel("Buscar productos").fill(part!.sku);
    await expect(dialog.getByText(/^Mostrando 1-1 de 1 productos?$/)).toBeVisible();
    await tickProduct(dialog, 0);
    await dialog.getByText("Mostrar compatibilidad").click();
    const line = dialog
      .getByRole("tabpanel", { name: "Diseño" })
      .getByLabel("Vista previa de la etiqueta")
      .getByText(/^Compatibilidad: /);
    await expect(line).toContainText(`Compatibilidad: ${part!.first}`);

    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Imprimir etiquetas" }).click();
    await (await popup).waitForEvent("close", { timeout: 5000 });
    const fits = await page.evaluate(() => (window as unknown as { __labelFits: string[] }).__labelFits);
    expect(fits).toEqual([await line.textContent()]);
  });

  test("'Seleccionar todos' alterna la lista filtrada y la posición inicial añade hojas", async ({
    page,
  }) => {
    await recordPrintWindows(page);
    await loginAs(page, "admin");
    const dialog = await openPrinter(page);
    await dialog.getByLabel("Buscar productos").fill("aceite");
    const total = await apiTotal(page, "aceite");
    expect(total).toBeGreaterThan(0);
    await expect(dialog.getByText(new RegExp(`de ${total} productos$`))).toBeVisible();
    await dialog.getByRole("button", { name: "Seleccionar todos" }).click();
    await expect(dialog.getByText(new RegExp(`^${total} productos? seleccionados?$`))).toBeVisible();

    // A 3 x 7 A4 sheet started at position 21 leaves one place on the first sheet.
    await dialog.getByRole("tab", { name: "Personalización" }).click();
    await dialog.getByLabel("Tamaño predefinido").selectOption({ label: "A4 · 3 x 7 (63,5 x 38,1 mm)" });
    await dialog.getByRole("tab", { name: "Diseño" }).click();
    await dialog.getByLabel("Empezar en la posición").fill("21");
    await dialog.getByLabel("Empezar en la posición").blur();
    const sheets = total === 1 ? 1 : 1 + Math.ceil((total - 1) / 21);
    await expect(dialog.getByText(new RegExp(`· ${sheets} hojas?$`))).toBeVisible();

    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Imprimir etiquetas" }).click();
    await (await popup).waitForEvent("close", { timeout: 5000 });
    const record = await page.evaluate(
      () => (window as unknown as { __labelPrint: { labels: number[]; sheets: number[] } }).__labelPrint,
    );
    expect(record.labels).toEqual([total]);
    expect(record.sheets).toEqual([sheets]);

    await dialog.getByRole("button", { name: "Deseleccionar todos" }).click();
    await expect(dialog.getByText("0 productos seleccionados")).toBeVisible();
  });

  test("una ventana emergente bloqueada muestra el error de la especificación", async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await loginAs(page, "vendedor");
    const dialog = await openPrinter(page);
    await tickProduct(dialog, 0);
    await dialog.getByRole("button", { name: "Imprimir etiquetas" }).click();
    await expectToast(
      page,
      "No se pudo abrir la ventana de impresión. Verifique que las ventanas emergentes estén permitidas.",
    );
    await expect(toast(page)).toContainText("Error");
  });

  test("'Gestionar Plantillas' lleva a /labels y el diálogo cabe en un teléfono", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    const dialog = await openPrinter(page);
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await dialog.getByRole("button", { name: "Gestionar Plantillas" }).click();
    await expect(page).toHaveURL(/\/labels$/);
    await expect(page.getByRole("heading", { name: "Etiquetas", level: 1 })).toBeVisible();
  });
});

test.describe("plantillas y tamaños", () => {
  test("crear, editar y eliminar una plantilla y un tamaño", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/labels" });
    const name = `Plantilla E2E ${suffix}`;

    await page.getByRole("button", { name: "Nueva Plantilla" }).click();
    let form = page.getByRole("dialog", { name: "Nueva Plantilla" });
    await expect(form.getByLabel(/^Columnas/)).toHaveValue("2");
    await expect(form.getByLabel(/^Ancho/)).toHaveValue("300");
    await form.getByRole("button", { name: "Crear plantilla" }).click();
    await expect(form.getByText("El ID de la plantilla es obligatorio")).toBeVisible();
    await form.getByLabel(/^ID de la plantilla/).fill(`e2e-${suffix}`);
    await form.getByLabel(/^Nombre/).fill(name);
    await form.getByLabel(/^Columnas/).fill("3");
    await form.getByRole("button", { name: "Crear plantilla" }).click();
    await expectToast(page, "Plantilla creada");
    await expect(page.getByRole("article", { name })).toContainText("3 columnas");

    await page.getByRole("button", { name: `Editar ${name}` }).click();
    form = page.getByRole("dialog", { name: "Editar Plantilla" });
    await form.getByLabel(/^Alto/).fill("40");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(form.getByText("El alto debe ser un número entero entre 50 y 1000 px")).toBeVisible();
    await form.getByLabel(/^Alto/).fill("200");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "Plantilla actualizada");
    await expect(page.getByRole("article", { name })).toContainText("300 x 200 px");

    await page.getByRole("button", { name: `Eliminar ${name}` }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expectToast(page, "Plantilla eliminada");
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    const size = `Tamaño E2E ${suffix}`;
    await page.getByRole("tab", { name: /^Tamaños/ }).click();
    await page.getByRole("button", { name: "Nuevo Tamaño" }).click();
    form = page.getByRole("dialog", { name: "Nuevo Tamaño" });
    await form.getByLabel(/^ID del tamaño/).fill(`e2e-size-${suffix}`);
    await form.getByLabel(/^Nombre/).fill(size);
    await form.getByLabel(/^Ancho/).fill("192");
    await form.getByLabel(/^Alto/).fill("96");
    await form.getByRole("button", { name: "Crear tamaño" }).click();
    await expectToast(page, "Tamaño creado");
    await expect(page.getByRole("article", { name: size })).toContainText("≈ 2.00 x 1.00 pulg.");
    await page.getByRole("button", { name: `Eliminar ${size}` }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expectToast(page, "Tamaño eliminado");
  });

  test("exportar y volver a importar; un archivo inválido no importa nada", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/labels" });
    const name = `Exportada E2E ${suffix}`;
    await page.getByRole("button", { name: "Nueva Plantilla" }).click();
    const form = page.getByRole("dialog", { name: "Nueva Plantilla" });
    await form.getByLabel(/^ID de la plantilla/).fill(`export-${suffix}`);
    await form.getByLabel(/^Nombre/).fill(name);
    await form.getByRole("button", { name: "Crear plantilla" }).click();
    await expectToast(page, "Plantilla creada");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exportar" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^etiquetas-\d{4}-\d{2}-\d{2}\.json$/);
    const content = readFileSync(await download.path(), "utf8");
    const file = JSON.parse(content) as { templates: { name: string }[]; sizes: unknown[] };
    expect(file.templates.map((t) => t.name)).toContain(name);

    await page.getByRole("button", { name: `Eliminar ${name}` }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expectToast(page, "Plantilla eliminada");
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    // A file with one bad entry is refused whole: the good template in it is not created.
    const bad = {
      templates: [{ ...file.templates.find((t) => t.name === name), columns: 2 }],
      sizes: [{ size_id: "x", name: "X", width: 10, height: 96 }],
    };
    await page.getByLabel("Archivo de etiquetas para importar").setInputFiles({
      name: "malo.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expectToast(page, "Tamaño 1: El ancho debe ser un número entero entre 50 y 1000 px");
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    // One the screen lets through but the server refuses (a name over 120 characters): the server
    // writes nothing either, in one transaction.
    const refused = {
      ...bad,
      sizes: [{ size_id: `x-${suffix}`, name: "X".repeat(121), width: 96, height: 96 }],
    };
    await page.getByLabel("Archivo de etiquetas para importar").setInputFiles({
      name: "largo.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(refused)),
    });
    await expectToast(page, "El campo 'sizes.0.name' admite como máximo 120 caracteres. No se importó nada.");
    await expect(page.getByRole("article", { name })).toHaveCount(0);

    await page.getByLabel("Archivo de etiquetas para importar").setInputFiles({
      name: "etiquetas.json",
      mimeType: "application/json",
      buffer: Buffer.from(content),
    });
    await expectToast(page, "Etiquetas importadas");
    await expect(page.getByRole("article", { name })).toBeVisible();

    // Clean up: the journeys share one database.
    await page.getByRole("button", { name: `Eliminar ${name}` }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expectToast(page, "Plantilla eliminada");
  });
});
