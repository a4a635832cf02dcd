// The import's reading under attack and in every encoding a spreadsheet is saved in: an expanding
// .xlsx (honest and lying about its sizes), too many rows or columns, a cell past Excel's length, a
// UTF-16 or UTF-8 CSV with or without a byte-order mark, and cells holding control or
// direction-override characters or look-alike spellings of a SKU (refused or canonical as the form
// would, so importing the same file twice never fails whole).
import { Buffer } from "node:buffer";
import { expect } from "vitest";
import { SHEET_LIMIT_MESSAGES } from "../../../rules/spreadsheet-limits";
import { importForm } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { hostileXlsx } from "../support/xlsx-files";

const HEADER = "SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock";
const row = (sku: string, name = "Pastilla ñandú importada") =>
  `${sku};${name};frenos;BOSCH;1.234,50;2.000;7`;
const skuPrefix = () => unique("IMB").replace(" ", "-").toUpperCase();

let bombs: Promise<{ honest: Uint8Array; lying: Uint8Array }> | null = null;
/** Built once per run: deflating 300 MB takes a second or two. */
const hostileFiles = () =>
  (bombs ??= (async () => ({
    honest: await hostileXlsx(300),
    lying: await hostileXlsx(300, { declaredSize: 95 * 1024 * 1024 }),
  }))());

async function imported(client: ApiClient, bytes: Uint8Array, validOnly = false): Promise<Json> {
  const up = await client.call("uploadProductImport", { form: importForm(bytes) });
  expectStatus(up, 201);
  const body = { mapping: up.body.suggestedMapping, mode: "upsert", createMissing: false, validOnly };
  expectStatus(await client.call("startProductImport", { path: { importId: up.body.id }, body }), 202);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const res = await client.call("getProductImport", { path: { importId: up.body.id } });
    if (res.body.state !== "running") return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the import never finished");
}

async function productsNamed(client: ApiClient, sku: string): Promise<Json[]> {
  const res = await client.call("listProducts", { query: { search: sku, limit: 50 } });
  return (res.body as Json[]).filter((p) => p.sku.toLowerCase().startsWith(sku.toLowerCase()));
}

const utf16le = (text: string) => new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf16le"));
const utf16be = (text: string) => new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf16le").swap16());
const utf8 = (text: string, bom: boolean) => new TextEncoder().encode(bom ? `\uFEFF${text}` : text);
const fullWidth = (text: string) =>
  [...text]
    .map((c) => (c >= "!" && c <= "~" ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
    .join("");

export const importBoundsScenarios: Scenario[] = [
  {
    title: "uploadProductImport: a 300 KB .xlsx expanding to 300 MB is refused quickly, telling why",
    covers: [["uploadProductImport", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const { honest, lying } = await hostileFiles();
      for (const file of [honest, lying]) {
        const started = performance.now();
        const res = await admin.call("uploadProductImport", { form: importForm(file, "productos.xlsx") });
        expectError(res, 400, SHEET_LIMIT_MESSAGES.uncompressedTooLarge);
        expect(performance.now() - started).toBeLessThan(10_000);
      }
      expect(SHEET_LIMIT_MESSAGES.uncompressedTooLarge).toBe(
        "El archivo es demasiado grande al descomprimirlo (más de 100 MB).",
      );
    },
  },
  {
    title: "uploadProductImport: too many rows, too many columns, or a cell past 32 767 characters → 400",
    covers: [["uploadProductImport", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const upload = (text: string) => admin.call("uploadProductImport", { form: importForm(text) });
      expectError(
        await upload(`SKU\n${"X\n".repeat(200_001)}`),
        400,
        "El archivo tiene demasiadas filas (más de 200.000).",
      );
      expectError(
        await upload(`${Array.from({ length: 101 }, (_, i) => `C${i}`).join(";")}\nA\n`),
        400,
        "El archivo tiene demasiadas columnas (más de 100).",
      );
      expectError(
        await upload(`SKU;Nombre\nA;B\nC;${"x".repeat(32_768)}\n`),
        400,
        "La fila 3 tiene una celda demasiado larga (más de 32.767 caracteres).",
      );
    },
  },
  {
    title: "uploadProductImport: CSV in UTF-16 LE and BE with a BOM, UTF-8 with and without one → read alike",
    covers: [["uploadProductImport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const files = [
        ["LE", (t: string) => utf16le(t)],
        ["BE", (t: string) => utf16be(t)],
        ["B8", (t: string) => utf8(t, true)],
        ["U8", (t: string) => utf8(t, false)],
      ] as const;
      for (const [label, encode] of files) {
        const text = `${HEADER}\r\n${row(`${p}-${label}`)}\r\n`;
        const up = await admin.call("uploadProductImport", { form: importForm(encode(text)) });
        expectStatus(up, 201);
        expect(up.body.headers).toEqual(HEADER.split(";"));
        expect(up.body.rowsTotal).toBe(1);
        expect(await imported(admin, encode(text))).toMatchObject({ state: "done", created: 1 });
        const [product] = await productsNamed(admin, `${p}-${label}`);
        expect(product).toMatchObject({ sku: `${p}-${label}`, name: "Pastilla ñandú importada" });
      }
    },
  },
  {
    title:
      "startProductImport: control and direction-override characters refused per cell, look-alike SKUs canonical; twice the same file does not fail",
    covers: [["startProductImport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const file = utf8(
        [
          HEADER,
          row(`${p}-1`, "Pastilla\u202Egnp.exe"),
          row(`${p}-2\u0007`),
          row(`${p}-3\u200B`),
          row(fullWidth(`${p}-3`)),
          row(`${p}-4`, "Filtro\u2066aislado\u2069"),
        ].join("\n"),
        false,
      );
      const first = await imported(admin, file, true);
      expect(first).toMatchObject({ state: "done", created: 1, refused: 4 });
      const refused = await admin.call("downloadRefusedRows", { path: { importId: first.id } });
      expect(refused.text).toContain("El campo 'Nombre' contiene caracteres no permitidos");
      expect(refused.text).toContain(
        "El SKU no puede llevar caracteres de control ni de dirección del texto",
      );
      const stored = await productsNamed(admin, p);
      expect(stored.map((product) => product.sku)).toEqual([`${p}-3`]);
      const again = await imported(admin, file, true);
      expect(again).toMatchObject({ state: "done", created: 0, unchanged: 1, refused: 4 });
    },
  },
  {
    title: "createCategory: a name with a direction override (U+202E) or an isolate (U+2066) → 400",
    covers: [["createCategory", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      for (const name of ["Frenos\u202Eevil", "Frenos\u2066x\u2069"]) {
        const res = await admin.call("createCategory", { body: { name } });
        expectStatus(res, 400);
        expect(res.body.message).toMatch(/contiene caracteres no permitidos$/);
      }
    },
  },
];
