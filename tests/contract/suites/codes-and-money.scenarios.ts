// Smaller holes of the third probe: look-alike SKUs and barcodes (Unicode hyphens, no-break and
// zero-width spaces, full-width forms, Greek and Cyrillic letters, control and direction marks) on
// the form and the import; a Vendedor's product discount past the shop's maximum; sales whose money
// would pass Number.MAX_SAFE_INTEGER cents.
import { expect } from "vitest";
import { PART_NUMBER_MESSAGES } from "../../../rules/part-number";
import { MESSAGES } from "../../../rules/messages";
import { productDiscountAboveMaxMessage, SALE_MESSAGES } from "../../../rules/sale-messages";
import { ADJUSTMENT_MESSAGES } from "../../../rules/stock-adjustment";
import { importForm, productBody } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOn, saleBody, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

const serial = () => String(Math.floor(Math.random() * 1e9));

async function refOf(client: ApiClient): Promise<Json> {
  return (await client.call("listProducts", { query: { limit: 1 } })).body[0];
}

export const codesAndMoneyScenarios: Scenario[] = [
  {
    title:
      "createProduct: Unicode hyphens and spaces are stored as ASCII (twins 409); Greek, Cyrillic, RLO → 400",
    covers: [
      ["createProduct", "success"],
      ["createProduct", "validation"],
      ["createProduct", "conflict"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const ref = await refOf(seller);
      const create = (extra: Json) =>
        seller.call("createProduct", { body: { ...productBody(ref), ...extra } });
      const n = serial();
      for (const [lookAlike, ascii] of [
        [`FLT\u2010${n}`, `FLT-${n}`],
        [`FLT\u2014${n}B`, `FLT-${n}B`],
        [`FLT\u00A0${n}C`, `FLT ${n}C`],
        [`ＦＬＴ－${n}Ｄ`, `FLT-${n}D`],
      ]) {
        const made = await create({ sku: lookAlike });
        expectStatus(made, 201);
        expect(made.body.sku).toBe(ascii);
        expectError(await create({ sku: ascii }), 409, MESSAGES.duplicateSku);
      }
      expectError(await create({ sku: `\u039AFLT-${n}` }), 400, PART_NUMBER_MESSAGES.lookAlike("El SKU"));
      expectError(await create({ sku: `FLT-${n}\u0430` }), 400, PART_NUMBER_MESSAGES.lookAlike("El SKU"));
      expectError(await create({ sku: `FLT-\u202E${n}E` }), 400);
      expectError(
        await create({ barcode: `77\u0410${n}` }),
        400,
        PART_NUMBER_MESSAGES.lookAlike("El código de barras"),
      );
    },
  },
  {
    title:
      "import: look-alike SKUs are stored as the form stores them or refused; the same file imports twice",
    covers: [["previewProductImport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = await refOf(admin);
      const n = serial();
      const made = await admin.call("createProduct", { body: { ...productBody(ref), sku: `IMPL-${n}` } });
      expectStatus(made, 201);
      const row = (sku: string, name: string) =>
        `${sku},${name},${ref.category.name},${ref.brand.name},10,20,1`;
      const csv = [
        "SKU,Nombre,Categoría,Marca,Costo,Precio,Existencias",
        row(`ＩＭＰＬ－${n}`, "Gemela ancha"),
        row(`IMPL\u2011${n}X`, "Guion Unicode"),
        row(`IMPL-${n}X\u200B`, "Gemela invisible"),
        row(`\u039AIMPL-${n}`, "Kappa griega"),
        row(`IMPL-\u202E${n}`, "Dirección"),
      ].join("\n");
      const preview = async () => {
        const job = await admin.call("uploadProductImport", { form: importForm(csv) });
        expectStatus(job, 201);
        const res = await admin.call("previewProductImport", {
          path: { importId: job.body.id },
          body: { mapping: job.body.suggestedMapping, mode: "upsert", createMissing: false },
        });
        expectStatus(res, 200);
        return res.body;
      };
      const first = await preview();
      expect(first.rows.map((r: Json) => r.action)).toEqual([
        "update",
        "create",
        "refused",
        "refused",
        "refused",
      ]);
      expect(first.problems.map((p: Json) => [p.line, p.message])).toEqual([
        [4, `El SKU 'IMPL-${n}X' ya aparece en la fila 3`],
        [5, PART_NUMBER_MESSAGES.lookAlike("El SKU")],
        [6, PART_NUMBER_MESSAGES.control("El SKU")],
      ]);
    },
  },
  {
    title: "a Vendedor cannot give a product a discount past the shop's maximum (400); an Administrador can",
    covers: [
      ["createProduct", "validation"],
      ["createProduct", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const { maxDiscount } = (await seller.call("getShopSettings")).body;
      const ref = await refOf(seller);
      const create = (client: ApiClient, discount: number) =>
        client.call("createProduct", { body: { ...productBody(ref), discount } });
      expectError(await create(seller, 100), 400, productDiscountAboveMaxMessage(maxDiscount));
      expectError(await create(seller, maxDiscount + 0.5), 400, productDiscountAboveMaxMessage(maxDiscount));
      expectStatus(await create(seller, maxDiscount), 201);
      const byAdmin = await create(admin, 100);
      expectStatus(byAdmin, 201);
      expect(byAdmin.body.ownDiscount).toBe(100);
    },
  },
  {
    title: "createSale: money past Number.MAX_SAFE_INTEGER cents is refused in Spanish; nothing sold",
    covers: [["createSale", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 1_000_000, 1_000_000_000_000);
      expectError(
        await admin.call("createSale", { body: saleBody(product.id, 1_000_000) }),
        400,
        SALE_MESSAGES.totalTooLarge,
      );
      expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(1_000_000);
    },
  },
  {
    title:
      "adjustProductStock: a stock past the product's maximum (100 000 000) is refused; repeats cannot overflow",
    covers: [["adjustProductStock", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await stockedProduct(admin, 100_000_000);
      for (let i = 0; i < 3; i += 1)
        expectError(
          await admin.call("adjustProductStock", {
            path: { id: product.id },
            body: { quantity: 100_000_000, reason: "Otro", note: "Recuento" },
          }),
          400,
          ADJUSTMENT_MESSAGES.stockTooHigh,
        );
      expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(100_000_000);
    },
  },
];
