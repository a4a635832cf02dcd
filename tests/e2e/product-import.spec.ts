// 'Importar productos' and 'Exportar productos' by visible text: an Administrador imports a
// generated file of a few thousand rows with some bad ones (all or nothing refuses it; 'Importar
// solo las filas válidas' writes the rest and offers the refused rows), finds an imported product,
// and exports the search; a Vendedor sees neither button.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const ROWS = 3000;

/** One row in 300 has a selling price of 0: 10 bad rows. Windows-1252 bytes, ';' as a shop saves it. */
function generatedFile(): Buffer {
  const lines = ["Código;Descripción corta;Categoría;Marca;Costo;Precio;Existencias;Ubicación"];
  for (let i = 0; i < ROWS; i += 1) {
    const price = i % 300 === 299 ? "0" : `1.${String(i % 1000).padStart(3, "0")},50`;
    lines.push(
      `IMP${suffix}-${i};Repuesto importado ${suffix} ${i};Frenos;Bosch;850,25;${price};${i % 12};Góndola ${i % 9}`,
    );
  }
  return Buffer.from(lines.join("\r\n"), "latin1");
}

async function openImport(page: Page) {
  await page.goto("/inventory");
  await page.getByRole("button", { name: "Importar productos" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar productos" });
  await dialog.getByLabel("Archivo de productos").setInputFiles({
    name: "catalogo.csv",
    mimeType: "text/csv",
    buffer: generatedFile(),
  });
  await expect(dialog.getByRole("combobox", { name: "Dato de la columna Existencias" })).toHaveValue("stock");
  await dialog.getByRole("button", { name: "Vista previa" }).click();
  await expect(dialog.getByText(`${ROWS} filas en el archivo`)).toBeVisible();
  return dialog;
}

test.describe("importar y exportar productos", () => {
  test("un archivo de 3 000 filas con errores: vista previa, solo las filas válidas, exportar", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, "admin");
    const dialog = await openImport(page);
    await expect(
      dialog.getByText("2990 productos nuevos, 0 se actualizarán, 0 sin cambios, 10 con errores."),
    ).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "El precio debe ser mayor a 0" }).first()).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "301", exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Importar" })).toBeDisabled();

    await dialog.getByText("Importar solo las filas válidas", { exact: true }).click();
    await dialog.getByRole("button", { name: "Importar", exact: true }).click();
    await expect(dialog.getByText("Importación completada")).toBeVisible({ timeout: 120_000 });
    await expect(
      dialog.getByText(/2990 productos creados, 0 actualizados, 0 sin cambios, 10 filas rechazadas/),
    ).toBeVisible();
    const [refused] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Descargar filas rechazadas" }).click(),
    ]);
    const refusedText = readFileSync((await refused.path())!, "utf8");
    expect(refusedText).toContain("Precio de venta: El precio debe ser mayor a 0");
    expect(refusedText.trim().split("\r\n")).toHaveLength(11);
    await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();

    await page.getByLabel("Buscar productos").fill(`IMP${suffix}-1234`);
    await expect(page.getByText(`Repuesto importado ${suffix} 1234`).first()).toBeVisible();

    await page.getByRole("button", { name: "Exportar productos" }).click();
    const [exported] = await Promise.all([
      page.waitForEvent("download"),
      page.getByText("CSV (.csv)").click(),
    ]);
    const csv = readFileSync((await exported.path())!, "utf8");
    expect(csv).toContain(
      `IMP${suffix}-1234;Repuesto importado ${suffix} 1234;Frenos;;Bosch;850,25;1234,5;10;5`,
    );

    // The same file again changes nothing.
    const again = await openImport(page);
    await expect(
      again.getByText("0 productos nuevos, 0 se actualizarán, 2990 sin cambios, 10 con errores."),
    ).toBeVisible();
  });

  test("un Vendedor no ve importar ni exportar", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: "/inventory" });
    await expect(page.getByRole("button", { name: "Imprimir Etiquetas" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Importar productos" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Exportar productos" })).toHaveCount(0);
  });
});
