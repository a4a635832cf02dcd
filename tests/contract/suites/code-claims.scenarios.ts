// One code key for every number a part carries: giving a cheap part the barcode, OEM code or SKU of
// another part (in any spelling) is refused with a 409 naming that part, on every write path (the
// product form, the barcode route, the codes, the import); only an Administrador sets a barcode.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { importForm, productBody, productUpdateBody } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";

const serial = () => String(Math.floor(Math.random() * 1e9));

/** An expensive part with a barcode and an OEM code, and a cheap one with neither. */
async function twoParts(admin: ApiClient) {
  const ref = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
  const make = async (extra: Json) => {
    const res = await admin.call("createProduct", { body: { ...productBody(ref), ...extra } });
    expectStatus(res, 201);
    return res.body;
  };
  const n = serial();
  const dear = await make({ name: unique("Kit de embrague"), barcode: `77${n}01`, sellingPrice: 900000 });
  const oem = `OEM-${n}-K`;
  expectStatus(
    await admin.call("addProductCode", { path: { id: dear.id }, body: { code: oem, kind: "OEM" } }),
    201,
  );
  const cheap = await make({ name: unique("Arandela"), sellingPrice: 500 });
  return { dear, cheap, oem, ref };
}

const namedBy = (part: Json) => MESSAGES.codeTakenBy(part.name, part.sku);

export const codeClaimScenarios: Scenario[] = [
  {
    title: "updateProductBarcode: another part's barcode, OEM code or SKU (any spelling) → 409 naming it",
    covers: [
      ["updateProductBarcode", "conflict"],
      ["updateProductBarcode", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const { dear, cheap, oem } = await twoParts(admin);
      const setBarcode = (barcode: string) =>
        admin.call("updateProductBarcode", { path: { id: cheap.id }, body: { barcode } });
      for (const taken of [
        dear.barcode,
        ` ${dear.barcode}\u200B`,
        oem.toLowerCase().replace(/-/g, " "),
        dear.sku,
      ])
        expectError(await setBarcode(taken), 409, namedBy(dear));
      // A scan of the expensive part still rings up the expensive part.
      const scanned = await admin.call("lookupProductCode", { query: { code: dear.barcode } });
      expect(scanned.body.product.id).toBe(dear.id);
      // Its own SKU as its barcode is its own number: allowed.
      const own = await setBarcode(cheap.sku);
      expectStatus(own, 200);
      expect(own.body.barcode).toBe(cheap.sku);
    },
  },
  {
    title: "product form: a barcode or SKU another part carries (code, barcode or SKU) → 409 naming it",
    covers: [
      ["createProduct", "conflict"],
      ["updateProduct", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const { dear, cheap, oem, ref } = await twoParts(admin);
      expectError(
        await seller.call("createProduct", { body: { ...productBody(ref), barcode: oem } }),
        409,
        namedBy(dear),
      );
      expectError(
        await seller.call("createProduct", { body: { ...productBody(ref), sku: dear.barcode } }),
        409,
        namedBy(dear),
      );
      // A SKU that differs only by separators and case is the same SKU.
      expectError(
        await seller.call("createProduct", {
          body: { ...productBody(ref), sku: dear.sku.toLowerCase().replace(/-/g, " ") },
        }),
        409,
        MESSAGES.duplicateSku,
      );
      const edit = (extra: Json) =>
        admin.call("updateProduct", {
          path: { id: cheap.id },
          body: { ...productUpdateBody(cheap), version: cheap.version, ...extra },
        });
      expectError(await edit({ barcode: dear.barcode }), 409, namedBy(dear));
      expectError(await edit({ barcode: oem }), 409, namedBy(dear));
      expectError(await edit({ sku: oem }), 409, namedBy(dear));
      const after = (await admin.call("getProduct", { path: { id: cheap.id } })).body;
      expect([after.sku, after.barcode]).toEqual([cheap.sku, cheap.barcode]);
    },
  },
  {
    title: "addProductCode: another part's barcode → 409 naming it; 50 codes at most; the list is paged",
    covers: [
      ["addProductCode", "conflict"],
      ["listProductCodes", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const { dear, cheap } = await twoParts(admin);
      const add = (code: string) =>
        admin.call("addProductCode", { path: { id: cheap.id }, body: { code, kind: "OEM" } });
      expectError(await add(dear.barcode), 409, namedBy(dear));
      const n = serial();
      for (let i = 0; i < 50; i += 1) expectStatus(await add(`LOT-${n}-${i}`), 201);
      expectError(await add(`LOT-${n}-50`), 409, MESSAGES.codesFull(50));
      const first = await admin.call("listProductCodes", { path: { id: cheap.id } });
      expectStatus(first, 200);
      expect(first.body).toHaveLength(50);
      expect(first.headers.get("x-total-count")).toBe("50");
      const page = await admin.call("listProductCodes", {
        path: { id: cheap.id },
        query: { limit: 10, offset: 45 },
      });
      expect(page.body.map((c: Json) => c.code)).toEqual([45, 46, 47, 48, 49].map((i) => `LOT-${n}-${i}`));
      expect(page.headers.get("x-total-count")).toBe("50");
    },
  },
  {
    title: "import: a row whose barcode or SKU another part carries is refused naming it; nothing written",
    covers: [
      ["previewProductImport", "success"],
      ["startProductImport", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const { dear, oem } = await twoParts(admin);
      const category = dear.category.name;
      const brand = dear.brand.name;
      const n = serial();
      const csv = [
        "SKU,Nombre,Categoría,Marca,Costo,Precio,Existencias,Código de barras",
        `IMPB-${n}-1,Arandela uno,${category},${brand},10,20,1,${dear.barcode}`,
        `IMPB-${n}-2,Arandela dos,${category},${brand},10,20,1,${oem}`,
        `${dear.barcode},Arandela tres,${category},${brand},10,20,1,`,
        `IMPB-${n}-4,Arandela cuatro,${category},${brand},10,20,1,EAN-${n}`,
        `IMPB-${n}-5,Arandela cinco,${category},${brand},10,20,1,ean ${n}`,
      ].join("\n");
      const job = await admin.call("uploadProductImport", { form: importForm(csv) });
      expectStatus(job, 201);
      const options = { mapping: job.body.suggestedMapping, mode: "upsert", createMissing: false };
      const preview = await admin.call("previewProductImport", {
        path: { importId: job.body.id },
        body: options,
      });
      expectStatus(preview, 200);
      expect(preview.body.problems.map((p: Json) => [p.line, p.message])).toEqual([
        [2, namedBy(dear)],
        [3, namedBy(dear)],
        [4, namedBy(dear)],
        [6, `El código 'ean ${n}' ya aparece en la fila 5`],
      ]);
      const started = await admin.call("startProductImport", {
        path: { importId: job.body.id },
        body: options,
      });
      expectStatus(started, 202);
      for (let i = 0; i < 200; i += 1) {
        const state = (await admin.call("getProductImport", { path: { importId: job.body.id } })).body;
        if (state.state !== "running") {
          expect(state.state).toBe("failed");
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const found = await admin.call("listProducts", { query: { search: `IMPB-${n}`, limit: 10 } });
      expect(found.body).toEqual([]);
    },
  },
];
