// A supplier's price list written as suppliers write them ('Código;Descripción;Precio ($)', ';',
// decimal commas): matched by SKU and by a 'Proveedor' code, previewed without writing, applied
// with the price history and the margin rule; unknown codes listed and never created; a list with a
// bad row refused whole; the refusals (mode off, unknown upload, columns).
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import { MESSAGES } from "../../../rules/messages";
import { importForm } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { costedProduct, productNow } from "../support/purchases";
import { counterModeOff, counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

async function uploadList(admin: ApiClient, csv: string): Promise<string> {
  const res = await admin.call("uploadProductImport", { form: importForm(csv, "lista.csv") });
  expectStatus(res, 201);
  return res.body.id as string;
}

const priceList = (admin: ApiClient, importId: string, body: Json) =>
  admin.call("applySupplierPriceList", { path: { importId }, body });

/** Two parts, one matched by its SKU and one by its supplier's code, and the list naming them. */
async function listedParts(admin: ApiClient) {
  await counterModeOn(admin);
  const bySku = await costedProduct(admin, 0, 100);
  const byCode = await costedProduct(admin, 0, 200);
  const supplierCode = unique("PROV").replace(" ", "-");
  const code = await admin.call("addProductCode", {
    path: { id: byCode.id },
    body: { code: supplierCode, kind: "Proveedor" },
  });
  expectStatus(code, 201);
  const unknown = unique("NOEXISTE").replace(" ", "-");
  const csv =
    "Código;Descripción;Precio ($)\n" +
    `${bySku.sku};Pastilla;120,50\n` +
    `${supplierCode.toLowerCase()};Filtro;1.000\n` +
    `${unknown};Otra;5\n`;
  return { bySku, byCode, supplierCode, unknown, importId: await uploadList(admin, csv) };
}

export const supplierPriceListScenarios: Scenario[] = [
  {
    title:
      "applySupplierPriceList: previewed, then applied: costs by SKU and 'Proveedor' code, selling prices by the margin, price history",
    covers: [["applySupplierPriceList", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const { bySku, byCode, unknown, importId } = await listedParts(admin);
      const body = { codeColumn: 0, costColumn: 2, updateSellingPrices: true };
      const preview = await priceList(admin, importId, body);
      expectStatus(preview, 200);
      expect(preview.body).toMatchObject({
        applied: false,
        rowsTotal: 3,
        changed: 2,
        unchanged: 0,
        unknownCodes: [{ line: 4, code: unknown }],
        problems: [],
      });
      expect(preview.body.changes).toMatchObject([
        { line: 2, sku: bySku.sku, oldCostPrice: 100, newCostPrice: 120.5, newSellingPrice: 18075 },
        { line: 3, sku: byCode.sku, oldCostPrice: 200, newCostPrice: 1000, newSellingPrice: 75000 },
      ]);
      expect((await productNow(admin, bySku.id)).costPrice).toBe(100);

      const applied = await priceList(admin, importId, { ...body, apply: true });
      expectStatus(applied, 200);
      expect(applied.body).toMatchObject({ applied: true, changed: 2 });
      expect(await productNow(admin, bySku.id)).toMatchObject({ costPrice: 120.5, sellingPrice: 18075 });
      expect(await productNow(admin, byCode.id)).toMatchObject({ costPrice: 1000, sellingPrice: 75000 });
      const history = await admin.call("listProductPriceHistory", { path: { id: bySku.id } });
      expect(history.body.at(-1)).toMatchObject({
        oldCostPrice: 100,
        newCostPrice: 120.5,
        oldSellingPrice: 15000,
        newSellingPrice: 18075,
      });
      const search = await admin.call("listProducts", { query: { search: unknown } });
      expect(search.body).toEqual([]);

      const again = await priceList(admin, importId, { ...body, apply: true });
      expect(again.body).toMatchObject({ applied: true, changed: 0, unchanged: 2 });
    },
  },
  {
    title:
      "applySupplierPriceList: a bad row is shown in Spanish and refuses the whole list; 'Modo mostrador' off is 409",
    covers: [["applySupplierPriceList", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const part = await costedProduct(admin, 0, 100);
      const other = await costedProduct(admin, 0, 100);
      const importId = await uploadList(
        admin,
        `Código;Costo\n${part.sku};150\n${other.sku};barato\n;\n${part.sku};160\n`,
      );
      const body = { codeColumn: 0, costColumn: 1 };
      const preview = await priceList(admin, importId, body);
      expectStatus(preview, 200);
      expect(preview.body.problems).toEqual([
        { line: 3, column: "Costo", message: PURCHASE_MESSAGES.priceListCost },
        { line: 5, column: "Código", message: `El código '${part.sku}' ya aparece en la fila 2` },
      ]);
      expectError(
        await priceList(admin, importId, { ...body, apply: true }),
        409,
        PURCHASE_MESSAGES.priceListHasProblems,
      );
      expect((await productNow(admin, part.id)).costPrice).toBe(100);

      await counterModeOff(admin);
      try {
        expectError(await priceList(admin, importId, body), 409, PURCHASE_MESSAGES.counterModeOff);
      } finally {
        await counterModeOn(admin);
      }
    },
  },
  {
    title: "applySupplierPriceList: the same column twice, a column past the file or an unknown field is 400",
    covers: [["applySupplierPriceList", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const { importId } = await listedParts(admin);
      expectError(
        await priceList(admin, importId, { codeColumn: 1, costColumn: 1 }),
        400,
        PURCHASE_MESSAGES.priceListColumns,
      );
      expectError(
        await priceList(admin, importId, { codeColumn: 0, costColumn: 7 }),
        400,
        PURCHASE_MESSAGES.priceListColumns,
      );
      expectStatus(await priceList(admin, importId, { codeColumn: 0, costColumn: 2, supplierId: 1 }), 400);
    },
  },
  {
    title: "applySupplierPriceList: an upload that does not exist (or is another user's) is 404",
    covers: [["applySupplierPriceList", "notFound"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const res = await priceList(admin, "00000000-0000-4000-8000-000000000000", {
        codeColumn: 0,
        costColumn: 1,
      });
      expectError(res, 404, MESSAGES.importNotFound);
    },
  },
  {
    title:
      "listProducts: the order dialog's part search finds a part by its supplier's own number ('Proveedor' code), in another spelling",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await costedProduct(admin, 0, 100);
      const code = unique("AND").replace(" ", "/");
      expectStatus(
        await admin.call("addProductCode", { path: { id: part.id }, body: { code, kind: "Proveedor" } }),
        201,
      );
      // The dialog sends what the clerk typed: here without the separator and in lower case.
      const typed = code.replace("/", "").toLowerCase();
      const res = await admin.call("listProducts", { query: { search: typed, limit: 6, offset: 0 } });
      expectStatus(res, 200);
      expect(res.body.map((product: Json) => product.id)).toContain(part.id);
    },
  },
];
