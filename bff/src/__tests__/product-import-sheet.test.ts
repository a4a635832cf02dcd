// The products import's reading of spreadsheets written by hand, the way shops write them: Spanish
// headers, ';', Windows-1252, a byte-order mark, quoted cells, blank lines, Spanish numbers, .xlsx.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { suggestMapping } from "../../../rules/product-import-columns";
import { CatalogueNames } from "../../../server/product-import/catalogue-names";
import { checkRow } from "../../../server/product-import/check-row";
import { planRows } from "../../../server/product-import/plan-rows";
import { readSheet, type SheetRow } from "../../../server/product-import/read-sheet";

const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

async function allRows(bytes: Uint8Array): Promise<{ headers: string[]; rows: SheetRow[]; batches: number }> {
  const sheet = await readSheet(bytes);
  const rows: SheetRow[] = [];
  let batches = 0;
  for await (const batch of sheet.batches()) {
    batches += 1;
    rows.push(...batch);
  }
  return { headers: sheet.headers, rows, batches };
}

const catalogue = new CatalogueNames({
  categories: [{ id: 2, name: "Frenos" }],
  subcategories: [{ id: 5, name: "Pastillas", categoryId: 2 }],
  brands: [{ id: 7, name: "Brembo" }],
  vehicles: [{ id: 11, name: "Spark", brandName: "Chevrolet" }],
});

describe("reading a products spreadsheet", () => {
  it("reads a Windows-1252 file separated by semicolons, skipping blank lines but keeping line numbers", async () => {
    const file = latin1(
      "Código;Descripción;Categoría;Marca;Precio\r\nFRE-1;Pastilla ñandú;Frenos;Brembo;1.234,56\r\n\r\n;;;;\r\nFRE-2;Disco;Frenos;Brembo;99\r\n",
    );
    const { headers, rows } = await allRows(file);
    expect(headers).toEqual(["Código", "Descripción", "Categoría", "Marca", "Precio"]);
    expect(rows).toEqual([
      { line: 2, cells: ["FRE-1", "Pastilla ñandú", "Frenos", "Brembo", "1.234,56"] },
      { line: 5, cells: ["FRE-2", "Disco", "Frenos", "Brembo", "99"] },
    ]);
  });

  it("reads a supplier's two-column list ('Código;Precio'), whose separator the header alone shows", async () => {
    const { headers, rows } = await allRows(utf8("Código;Precio ($)\nFRE-1;12,50\n"));
    expect(headers).toEqual(["Código", "Precio ($)"]);
    expect(rows).toEqual([{ line: 2, cells: ["FRE-1", "12,50"] }]);
    expect(suggestMapping(headers)).toEqual(["sku", "sellingPrice"]);
  });

  it("reads UTF-8 with a byte-order mark, commas and quoted cells holding separators and line breaks", async () => {
    const file = utf8('\ufeffSKU,Name,Notes\nA-1,"Filtro, aceite","línea 1\nlínea 2"\n');
    const { headers, rows } = await allRows(file);
    expect(headers).toEqual(["SKU", "Name", "Notes"]);
    expect(rows[0]?.cells).toEqual(["A-1", "Filtro, aceite", "línea 1\nlínea 2"]);
  });

  it("reads a large file a batch at a time, every row once", async () => {
    const lines = ["SKU;Nombre"];
    for (let i = 0; i < 30_000; i += 1) lines.push(`S-${i};Repuesto ${i}`);
    const { rows, batches } = await allRows(utf8(lines.join("\n")));
    expect(rows.length).toBe(30_000);
    expect(batches).toBeGreaterThan(1);
    expect(rows.at(-1)).toEqual({ line: 30_001, cells: ["S-29999", "Repuesto 29999"] });
  });

  it("reads the first worksheet of an .xlsx: numbers, rich text and formula results as text", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Hoja1");
    sheet.addRow(["SKU", "Nombre", "Precio de venta", "Stock"]);
    sheet.addRow(["FRE-1", { richText: [{ text: "Pastilla " }, { text: "roja" }] }, 1234.567, 3]);
    sheet.addRow([]);
    sheet.addRow(["FRE-2", "Disco", { formula: "1+1", result: 2 }, 0]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { headers, rows } = await allRows(bytes);
    expect(headers).toEqual(["SKU", "Nombre", "Precio de venta", "Stock"]);
    expect(rows).toEqual([
      { line: 2, cells: ["FRE-1", "Pastilla roja", "1234,5670", "3"] },
      { line: 4, cells: ["FRE-2", "Disco", "2", "0"] },
    ]);
  });
});

describe("checking rows", () => {
  const headers = [
    "Código",
    "Nombre",
    "Categoría",
    "Subcategoría",
    "Marca",
    "Costo",
    "Precio",
    "Stock",
    "Años",
    "Compatibilidad",
  ];
  const mapping = suggestMapping(headers);
  const check = (cells: string[], createMissing = false) =>
    checkRow(2, cells, mapping, catalogue, createMissing);

  it("reads names in any case and accents, Spanish numbers, year ranges and fitment", () => {
    const row = check([
      "FRE-1",
      "Pastilla",
      "frenos",
      "PASTILLAS",
      "brembo",
      "1.234,56",
      "2.000",
      "4",
      "2006-2009",
      "chevrolet spark 2006-2009",
    ]);
    expect(row.problems).toEqual([]);
    expect(row.values).toMatchObject({
      sku: "FRE-1",
      category: { id: 2 },
      subcategory: { id: 5 },
      brand: { id: 7 },
      costPrice: 1234.56,
      sellingPrice: 2000,
      stock: 4,
      yearFrom: 2006,
      yearTo: 2009,
      fitments: [{ vehicleId: 11, yearFrom: 2006, yearTo: 2009, engine: null }],
    });
  });

  it("answers each problem with its column and the form's message", () => {
    const row = check(["", "", "Frenos", "", "Marca Nueva", "-1", "0", "2,5", "2010-2001", "Fiat Uno"]);
    expect(row.problems.map((p) => `${p.column}: ${p.message}`)).toEqual([
      "SKU: El SKU es requerido",
      "Nombre: El nombre es requerido",
      "Marca: La marca indicada no existe",
      "Precio de costo: El costo debe ser mayor o igual a 0",
      "Precio de venta: El precio debe ser mayor a 0",
      "Stock: El stock debe ser mayor o igual a 0",
      "Años: El año inicial no puede ser mayor que el año final",
      "Compatibilidad: El modelo de vehículo indicado no existe: 'Fiat Uno'",
    ]);
    expect(check(["X", "N", "Frenos", "", "Marca Nueva", "1", "2", "", "", ""], true).problems).toEqual([]);
  });

  it("refuses a SKU the file already had, in any case, naming the first line", () => {
    const rows = [
      checkRow(2, ["ab-1", "A", "Frenos", "", "Brembo", "1", "2", "", "", ""], mapping, catalogue, false),
      checkRow(3, ["AB-1", "B", "Frenos", "", "Brembo", "1", "2", "", "", ""], mapping, catalogue, false),
    ];
    const planned = planRows(rows, new Map(), new Map(), "upsert");
    expect(planned.map((p) => p.kind)).toEqual(["create", "refused"]);
    expect(planned[1]).toMatchObject({
      problems: [{ line: 3, column: "SKU", message: "El SKU 'AB-1' ya aparece en la fila 2" }],
    });
  });
});
