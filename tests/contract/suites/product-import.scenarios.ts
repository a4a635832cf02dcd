// Products import and export: spreadsheets written as shops write them (Spanish headers, ';',
// Windows-1252, '1.234,56', blank lines, a duplicated SKU, an unknown brand), all or nothing, valid
// rows only, twice the same file, cancel, and an export that imports back unchanged.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { importBoundsScenarios } from "./import-bounds.scenarios";
import { IMPORT_MAPPING, importCsv, importForm } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

const skuPrefix = () => unique("IMP").replace(" ", "-").toUpperCase();

/** Windows-1252 bytes of a Latin-1 text (every character the test uses is in Latin-1). */
const windows1252 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

async function upload(
  client: ApiClient,
  content: string | Uint8Array,
  name = "productos.csv",
): Promise<Json> {
  const res = await client.call("uploadProductImport", { form: importForm(content, name) });
  expectStatus(res, 201);
  return res.body;
}

async function finished(client: ApiClient, id: string): Promise<Json> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const res = await client.call("getProductImport", { path: { importId: id } });
    expectStatus(res, 200);
    if (res.body.state !== "running") return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the import never finished");
}

async function importAll(client: ApiClient, content: string | Uint8Array, extra: Json = {}, name?: string) {
  const job = await upload(client, content, name);
  const body = { mapping: job.suggestedMapping, mode: "upsert", createMissing: false, ...extra };
  const started = await client.call("startProductImport", { path: { importId: job.id }, body });
  expectStatus(started, 202);
  return finished(client, job.id);
}

async function bySku(client: ApiClient, sku: string): Promise<Json[]> {
  const res = await client.call("listProducts", { query: { search: sku, limit: 50 } });
  return (res.body as Json[]).filter((p) => p.sku.toLowerCase() === sku.toLowerCase());
}

/** A semicolon-separated Windows-1252 file with a blank line, a duplicate SKU and an unknown brand. */
function shopFile(p: string): Uint8Array {
  const lines = [
    "Código;Nombre;Categoría;Subcategoría;Marca;Costo;Precio;Existencias;Compatibilidad",
    `${p}-1;Pastilla delantera;FRENOS;pastillas;bosch;1.234,56;2.500;10;Chevrolet Spark 2006-2009`,
    "",
    `${p}-2;Disco ventilado;Frenos;Discos;Brembo;800;1.200,5;4;`,
    `${p}-1;Pastilla repetida;Frenos;;Bosch;10;20;1;`,
    `${p}-3;Filtro raro;Filtros;;Marca Desconocida;10;20;1;`,
    `${p}-4;Precio cero;Filtros;;Bosch;10;0;1;`,
    "",
  ];
  return windows1252(lines.join("\r\n"));
}

export const productImportScenarioList: Scenario[] = [
  {
    title: "uploadProductImport: a Windows-1252 ';' file → 201 with its headers matched, blank lines skipped",
    covers: [["uploadProductImport", "success"]],
    async run(ctx) {
      const job = await upload(await ctx.admin(), shopFile(skuPrefix()));
      expect(job.state).toBe("ready");
      expect(job.headers[1]).toBe("Nombre");
      expect(job.headers[0]).toBe("Código");
      expect(job.rowsTotal).toBe(5);
      expect(job.suggestedMapping).toEqual([
        "sku",
        "name",
        "category",
        "subcategory",
        "brand",
        "costPrice",
        "sellingPrice",
        "stock",
        "fitment",
      ]);
    },
  },
  {
    title: "uploadProductImport: no file, or a file without rows → 400 in Spanish",
    covers: [["uploadProductImport", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("uploadProductImport", { form: new FormData() }),
        400,
        MESSAGES.importFileMissing,
      );
      expectError(
        await admin.call("uploadProductImport", { form: importForm("SKU;Nombre\r\n\r\n") }),
        400,
        MESSAGES.importFileEmpty,
      );
    },
  },
  {
    title: "previewProductImport: every row's problems in the forms' words, nothing written",
    covers: [["previewProductImport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const job = await upload(admin, shopFile(p));
      const res = await admin.call("previewProductImport", {
        path: { importId: job.id },
        body: { mapping: job.suggestedMapping, mode: "upsert", createMissing: false },
      });
      expectStatus(res, 200);
      const preview = res.body;
      expect(preview).toMatchObject({ rowsTotal: 5, create: 2, update: 0, unchanged: 0, refused: 3 });
      expect(preview.problems).toEqual([
        { line: 5, column: "SKU", message: `El SKU '${p}-1' ya aparece en la fila 2` },
        { line: 6, column: "Marca", message: "La marca indicada no existe" },
        { line: 7, column: "Precio de venta", message: "El precio debe ser mayor a 0" },
      ]);
      expect(preview.rows[0]).toMatchObject({ line: 2, action: "create" });
      expect(await bySku(admin, `${p}-1`)).toEqual([]);
      const allowed = await admin.call("previewProductImport", {
        path: { importId: job.id },
        body: { mapping: job.suggestedMapping, mode: "upsert", createMissing: true },
      });
      expect(allowed.body.newBrands).toEqual(["Marca Desconocida"]);
      expect(allowed.body.refused).toBe(2);
    },
  },
  {
    title: "previewProductImport: a mapping of another length, or no SKU column → 400",
    covers: [["previewProductImport", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const job = await upload(admin, importCsv(skuPrefix()));
      const call = (body: Json) => admin.call("previewProductImport", { path: { importId: job.id }, body });
      expectError(
        await call({ mapping: ["sku"], mode: "upsert", createMissing: false }),
        400,
        MESSAGES.importMappingLength,
      );
      expectError(
        await call({
          mapping: IMPORT_MAPPING.map((f) => (f === "sku" ? null : f)),
          mode: "upsert",
          createMissing: false,
        }),
        400,
        MESSAGES.importSkuUnmapped,
      );
    },
  },
  {
    title:
      "getProductImport / previewProductImport / startProductImport / cancelProductImport / downloadRefusedRows: unknown import → 404",
    covers: [
      ["getProductImport", "notFound"],
      ["previewProductImport", "notFound"],
      ["startProductImport", "notFound"],
      ["cancelProductImport", "notFound"],
      ["downloadRefusedRows", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const path = { importId: "00000000-0000-4000-8000-000000000000" };
      const body = { mapping: IMPORT_MAPPING, mode: "upsert", createMissing: false };
      expectError(await admin.call("getProductImport", { path }), 404, MESSAGES.importNotFound);
      expectError(await admin.call("previewProductImport", { path, body }), 404, MESSAGES.importNotFound);
      expectError(await admin.call("startProductImport", { path, body }), 404, MESSAGES.importNotFound);
      expectError(await admin.call("cancelProductImport", { path }), 404, MESSAGES.importNotFound);
      expectError(await admin.call("downloadRefusedRows", { path }), 404, MESSAGES.importNotFound);
    },
  },
  {
    title: "startProductImport: all or nothing: one bad row → failed, no product written",
    covers: [
      ["startProductImport", "success"],
      ["getProductImport", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const done = await importAll(admin, shopFile(p));
      expect(done.state).toBe("failed");
      expect(done.message).toContain("no se guardó ningún cambio");
      expect(done.message).toContain("Fila 5");
      expect(done).toMatchObject({ created: 0, updated: 0, refused: 0 });
      expect(await bySku(admin, `${p}-1`)).toEqual([]);
      expect(await bySku(admin, `${p}-2`)).toEqual([]);
    },
  },
  {
    title:
      "startProductImport: 'valid rows only' writes the rest, refuses the bad ones into a file; twice changes nothing",
    covers: [["downloadRefusedRows", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const file = shopFile(p);
      const done = await importAll(admin, file, { validOnly: true });
      expect(done).toMatchObject({ state: "done", created: 2, updated: 0, unchanged: 0, refused: 3 });
      const [pastilla] = await bySku(admin, `${p}-1`);
      expect(pastilla).toMatchObject({
        name: "Pastilla delantera",
        costPrice: 1234.56,
        sellingPrice: 2500,
        stock: 10,
        category: { name: "Frenos" },
        subcategory: { name: "Pastillas" },
        brand: { name: "Bosch" },
      });
      const fitment = await admin.call("listProductFitments", { path: { id: pastilla.id } });
      expect(fitment.body).toMatchObject([
        { vehicleName: "Spark", brandName: "Chevrolet", yearFrom: 2006, yearTo: 2009 },
      ]);
      const refused = await admin.call("downloadRefusedRows", { path: { importId: done.id } });
      expectStatus(refused, 200);
      expect(refused.headers.get("content-type")).toContain("text/csv");
      expect(refused.text).toContain("Fila;Motivos");
      expect(refused.text).toContain("Precio de venta: El precio debe ser mayor a 0");
      expect(refused.text).toContain("Marca Desconocida");

      const again = await importAll(admin, file, { validOnly: true });
      expect(again).toMatchObject({ state: "done", created: 0, updated: 0, unchanged: 2, refused: 3 });
      expect((await bySku(admin, `${p}-1`))[0]).toMatchObject({ stock: 10, updatedAt: pastilla.updatedAt });
    },
  },
  {
    title:
      "startProductImport: an update by SKU changes only what differs; mode 'create' refuses an existing SKU",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const sku = skuPrefix();
      expect(await importAll(admin, importCsv(sku))).toMatchObject({ state: "done", created: 1 });
      const changed = importCsv(sku).replace(";7\n", ";9\n");
      expect(await importAll(admin, changed)).toMatchObject({ state: "done", updated: 1 });
      expect((await bySku(admin, sku))[0].stock).toBe(9);
      const refused = await importAll(admin, changed, { mode: "create" });
      expect(refused).toMatchObject({ state: "failed" });
      expect(refused.message).toContain(MESSAGES.duplicateSku);
    },
  },
  {
    title: "startProductImport: allowed, a missing category, subcategory and brand are created once",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const category = `Categoría ${p}`;
      const brand = `Marca ${p}`;
      const csv = [
        "SKU;Nombre;Categoría;Subcategoría;Marca;Costo;Precio",
        `${p}-1;Uno;${category};Sub Nueva;${brand};1;2`,
        `${p}-2;Dos;${category.toUpperCase()};sub nueva;${brand.toLowerCase()};1;2`,
      ].join("\n");
      expect(await importAll(admin, csv, { createMissing: true })).toMatchObject({
        state: "done",
        created: 2,
      });
      const categories = (await admin.call("listCategories")).body as Json[];
      expect(categories.filter((c) => c.name.toLowerCase() === category.toLowerCase())).toHaveLength(1);
      const brands = (await admin.call("listBrands")).body as Json[];
      expect(brands.filter((b) => b.name.toLowerCase() === brand.toLowerCase())).toHaveLength(1);
      const [one] = await bySku(admin, `${p}-1`);
      const [two] = await bySku(admin, `${p}-2`);
      expect(two.category).toEqual(one.category);
      expect(two.subcategory).toEqual(one.subcategory);
      expect(two.brand).toEqual(one.brand);
      expect(one.subcategory.name).toBe("Sub Nueva");
    },
  },
  {
    title: "startProductImport: a second start of the same import → 409",
    covers: [
      ["startProductImport", "validation"],
      ["startProductImport", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const job = await upload(admin, importCsv(skuPrefix()));
      const path = { importId: job.id };
      expectError(
        await admin.call("startProductImport", {
          path,
          body: { mapping: [], mode: "upsert", createMissing: false },
        }),
        400,
      );
      const body = { mapping: IMPORT_MAPPING, mode: "upsert", createMissing: false };
      expectStatus(await admin.call("startProductImport", { path, body }), 202);
      await finished(admin, job.id);
      expectError(await admin.call("startProductImport", { path, body }), 409, MESSAGES.importBusy);
    },
  },
  {
    title: "cancelProductImport: a cancelled import cannot start and writes nothing",
    covers: [["cancelProductImport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const sku = skuPrefix();
      const job = await upload(admin, importCsv(sku));
      const res = await admin.call("cancelProductImport", { path: { importId: job.id } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ state: "cancelled", message: MESSAGES.importCancelled });
      const body = { mapping: IMPORT_MAPPING, mode: "upsert", createMissing: false };
      expectError(await admin.call("startProductImport", { path: { importId: job.id }, body }), 409);
      expect(await bySku(admin, sku)).toEqual([]);
    },
  },
  {
    title: "cancelProductImport: a cancel half-way through a 20 000-row import leaves nothing written",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const lines = ["SKU;Nombre;Categoría;Marca;Costo;Precio;Stock"];
      for (let i = 0; i < 20_000; i += 1) lines.push(`${p}-${i};Repuesto ${i};Frenos;Bosch;10;20;${i % 9}`);
      const job = await upload(admin, lines.join("\n"));
      const path = { importId: job.id };
      const body = { mapping: job.suggestedMapping, mode: "upsert", createMissing: false };
      expectStatus(await admin.call("startProductImport", { path, body }), 202);
      expectStatus(await admin.call("cancelProductImport", { path }), 200);
      const done = await finished(admin, job.id);
      expect(done).toMatchObject({ state: "cancelled", created: 0, message: MESSAGES.importCancelled });
      expect(done.rowsDone).toBeLessThan(20_000);
      expect(await bySku(admin, `${p}-0`)).toEqual([]);
      expect(await bySku(admin, `${p}-19999`)).toEqual([]);
    },
  },
  {
    title: "exportProducts: CSV and .xlsx are formula-safe and import back with nothing changed",
    covers: [["exportProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const rows = [
        "SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock;Notas;Compatibilidad;Año desde;Año hasta",
        `${p}-A;=HYPERLINK("http://x");Frenos;Bosch;0,125;20,5;3;"+notas; con punto y coma";"Chevrolet Spark 2006-2009; Toyota Corolla (1.8L) 2010-";2006;2019`,
        `${p}-B;Filtro "especial";Filtros;Bosch;1.500;2.000;0;;;;`,
      ];
      expect(await importAll(admin, rows.join("\n"))).toMatchObject({ state: "done", created: 2 });
      const csv = await admin.call("exportProducts", { query: { format: "csv", search: p } });
      expectStatus(csv, 200);
      expect(csv.text.startsWith("SKU;Nombre;Categoría;Subcategoría;Marca")).toBe(true);
      expect(csv.text).toContain(`'=HYPERLINK`);
      expect(csv.text).toContain(";0,1250;20,5;3;");
      expect(await importAll(admin, csv.text)).toMatchObject({
        state: "done",
        unchanged: 2,
        updated: 0,
        created: 0,
      });

      const xlsx = await fetch(
        `${admin.baseUrl}/api/products/export?format=xlsx&search=${encodeURIComponent(p)}`,
        {
          headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        },
      );
      expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
      const bytes = new Uint8Array(await xlsx.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
      expect(await importAll(admin, bytes, {}, "productos.xlsx")).toMatchObject({
        state: "done",
        unchanged: 2,
        updated: 0,
        created: 0,
      });
    },
  },
  {
    title: "exportProducts: an unknown format → 400",
    covers: [["exportProducts", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(await admin.call("exportProducts", { query: { format: "pdf" } }), 400);
    },
  },
  ...importBoundsScenarios,
  {
    title:
      "startProductImport: 'No. OEM' and 'Intercambio' columns become OEM and 'Proveedor' codes; a number another part holds makes the two equivalent",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = skuPrefix();
      const file = [
        "Código;Nombre;Categoría;Marca;Costo;Precio;Existencias;No. OEM;Intercambio",
        `${p}-1;Filtro con OEM;Filtros;Bosch;10;20;1;OEM-${p}-A, OEM-${p}-B;INT-${p}`,
        `${p}-2;Filtro alterno;Filtros;Bosch;10;20;1;;${p}-1`,
      ].join("\n");
      const job = await upload(admin, file);
      expect(job.suggestedMapping.slice(-2)).toEqual(["oemCodes", "interchangeCodes"]);
      const done = await importAll(admin, file);
      expect(done).toMatchObject({ state: "done", created: 2 });
      const [first] = await bySku(admin, `${p}-1`);
      const [second] = await bySku(admin, `${p}-2`);
      const codes = await admin.call("listProductCodes", { path: { id: first!.id } });
      expect((codes.body as Json[]).map((code) => [code.code, code.kind])).toEqual([
        [`OEM-${p}-A`, "OEM"],
        [`OEM-${p}-B`, "OEM"],
        [`INT-${p}`, "Proveedor"],
      ]);
      const equivalents = await admin.call("listProductEquivalents", { path: { id: second!.id } });
      expect((equivalents.body as Json[]).map((product) => product.sku)).toEqual([`${p}-1`]);
      // The same file again adds nothing twice.
      expect(await importAll(admin, file)).toMatchObject({ state: "done", unchanged: 2 });
      const again = await admin.call("listProductCodes", { path: { id: first!.id } });
      expect(again.body).toHaveLength(3);
    },
  },
  ...authScenarios("product-import"),
];

export function defineProductImportSuite(target: Target): void {
  runScenarios(target, "product import", productImportScenarioList);
}
