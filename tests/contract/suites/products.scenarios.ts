// Products: CRUD, barcode, SKU conflicts (listing scenarios live in product-listing.scenarios.ts).
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { productBody } from "../support/bodies";
import { codeClaimScenarios } from "./code-claims.scenarios";
import { productListingScenarios } from "./product-listing.scenarios";
import { productSearchWordsScenarios } from "./product-search-words.scenarios";
import { searchRankingScenarios } from "./search-ranking.scenarios";
import { searchSynonymsScenarios } from "./search-synonyms.scenarios";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Product } from "@contract/types";

async function allProducts(client: ApiClient): Promise<Product[]> {
  const res = await client.call("listProducts");
  expectStatus(res, 200);
  return res.body;
}

async function createProduct(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Product> {
  const [p] = await allProducts(client);
  const res = await client.call("createProduct", { body: { ...productBody(p!), ...overrides } });
  expectStatus(res, 201);
  return res.body;
}

export const productsScenarioList: Scenario[] = [
  ...productListingScenarios,
  ...productSearchWordsScenarios,
  ...searchSynonymsScenarios,
  ...searchRankingScenarios,
  {
    title: "createProduct: a seller creates a product; it is listed with its category and brand",
    covers: [
      ["createProduct", "success"],
      ["getProduct", "success"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const created = await createProduct(client, {
        yearFrom: 2008,
        yearTo: 2014,
        barcode: null,
        notes: "Prueba",
      });
      expect(created).toMatchObject({ yearFrom: 2008, yearTo: 2014, notes: "Prueba", stock: 4 });
      expect(created.category).toMatchObject({ id: created.categoryId });
      expect(created.brand).toMatchObject({ id: created.brandId });
      const fetched = await client.call("getProduct", { path: { id: created.id } });
      expectStatus(fetched, 200);
      expect(fetched.body).toMatchObject({ id: created.id, sku: created.sku, name: created.name });
    },
  },
  {
    title: "createProduct: missing name, negative stock, reversed years, unknown category → 400",
    covers: [["createProduct", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const [p] = await allProducts(client);
      const valid = productBody(p!);
      const { name: _n, ...noName } = valid;
      expectError(await client.call("createProduct", { body: noName }), 400);
      expectError(await client.call("createProduct", { body: { ...valid, stock: -1 } }), 400);
      expectError(await client.call("createProduct", { body: { ...valid, costPrice: "mucho" } }), 400);
      expectError(
        await client.call("createProduct", { body: { ...valid, yearFrom: 2015, yearTo: 2010 } }),
        400,
        MESSAGES.yearsReversed,
      );
      expectError(
        await client.call("createProduct", { body: { ...valid, categoryId: 999999 } }),
        400,
        MESSAGES.categoryMissing,
      );
      expectError(
        await client.call("createProduct", { body: { ...valid, brandId: 999999 } }),
        400,
        MESSAGES.brandMissing,
      );
      const before = await client.call("listProducts", { query: { limit: 1 } });
      expectError(await client.call("createProduct", { body: { ...valid, sku: valid.sku, name: "" } }), 400);
      const after = await client.call("listProducts", { query: { limit: 1 } });
      expect(after.headers.get("x-total-count")).toBe(before.headers.get("x-total-count"));
    },
  },
  {
    title: "createProduct: a subcategory of another category → 400",
    covers: [["createProduct", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const subs = (await client.call("listSubcategories")).body as Array<{
        id: number;
        parts_category_id: number;
      }>;
      const sub = subs[0]!;
      const otherCategory = subs.find(
        (s) => s.parts_category_id !== sub.parts_category_id,
      )!.parts_category_id;
      const [p] = await allProducts(client);
      const res = await client.call("createProduct", {
        body: { ...productBody(p!), categoryId: otherCategory, subcategoryId: sub.id },
      });
      expectError(res, 400, MESSAGES.subcategoryOutsideCategory);
    },
  },
  {
    title: "createProduct: duplicate SKU → 409 and no second product",
    covers: [["createProduct", "conflict"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const all = await allProducts(client);
      const existing = all[0]!;
      const res = await client.call("createProduct", {
        body: { ...productBody(existing), sku: existing.sku },
      });
      expectError(res, 409, MESSAGES.duplicateSku);
      const after = await allProducts(client);
      expect(after.filter((p) => p.sku === existing.sku)).toHaveLength(1);
    },
  },
  {
    title:
      "createProduct/updateProduct: unknown subcategory → 400; a SKU in other case is taken, except by itself",
    covers: [
      ["createProduct", "validation"],
      ["createProduct", "conflict"],
      ["updateProduct", "conflict"],
    ],
    async run(ctx) {
      const client = await ctx.admin();
      const [p, other] = await allProducts(client);
      expectError(
        await client.call("createProduct", {
          body: { ...productBody(p!), sku: "SUB-NUEVA-1", subcategoryId: 999999 },
        }),
        400,
        MESSAGES.subcategoryMissing,
      );
      expectError(
        await client.call("createProduct", {
          body: { ...productBody(p!), sku: ` ${p!.sku.toLowerCase()} ` },
        }),
        409,
        MESSAGES.duplicateSku,
      );
      expectError(
        await client.call("updateProduct", {
          path: { id: p!.id },
          body: { ...productBody(p!), sku: other!.sku.toLowerCase() },
        }),
        409,
        MESSAGES.duplicateSku,
      );
      const kept = await client.call("updateProduct", {
        path: { id: p!.id },
        body: { ...productBody(p!), sku: p!.sku.toLowerCase(), stock: p!.stock + 1, version: p!.version },
      });
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ id: p!.id, sku: p!.sku.toLowerCase(), stock: p!.stock + 1 });
    },
  },
  {
    title: "getProduct: unknown id → 404; non-numeric id → 400",
    covers: [
      ["getProduct", "notFound"],
      ["getProduct", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      expectError(await client.call("getProduct", { path: { id: 999999 } }), 404, MESSAGES.productNotFound);
      expectError(await client.call("getProduct", { path: { id: "abc" } }), 400);
      expectError(await client.call("getProduct", { path: { id: 0 } }), 400);
    },
  },
  {
    title: "updateProduct: admin changes price and stock; the change is visible",
    covers: [["updateProduct", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = await createProduct(admin);
      const body = {
        ...productBody(p),
        name: p.name,
        sku: p.sku,
        sellingPrice: 22000,
        stock: 9,
        version: p.version,
      };
      const res = await admin.call("updateProduct", { path: { id: p.id }, body });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: p.id, sellingPrice: 22000, stock: 9 });
      const fetched = await admin.call("getProduct", { path: { id: p.id } });
      expect(fetched.body).toMatchObject({ sellingPrice: 22000, stock: 9 });
    },
  },
  {
    title:
      "updateProduct: invalid body → 400 and nothing changes; unknown → 404; another product's SKU → 409",
    covers: [
      ["updateProduct", "validation"],
      ["updateProduct", "notFound"],
      ["updateProduct", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = await createProduct(admin);
      const other = (await allProducts(admin)).find((x) => x.id !== p.id)!;
      expectError(
        await admin.call("updateProduct", {
          path: { id: p.id },
          body: { ...productBody(p), sellingPrice: -5 },
        }),
        400,
      );
      expectError(
        await admin.call("updateProduct", { path: { id: p.id }, body: { name: "solo nombre" } }),
        400,
      );
      expect((await admin.call("getProduct", { path: { id: p.id } })).body.name).toBe(p.name);
      expectError(await admin.call("updateProduct", { path: { id: 999999 }, body: productBody(p) }), 404);
      // An unknown product is 404 even when the body names a missing category and a taken SKU.
      expectError(
        await admin.call("updateProduct", {
          path: { id: 999999 },
          body: { ...productBody(p), categoryId: 999999, sku: other.sku },
        }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(
        await admin.call("updateProduct", {
          path: { id: p.id },
          body: { ...productBody(p), sku: other.sku },
        }),
        409,
        MESSAGES.duplicateSku,
      );
    },
  },
  {
    title: "deleteProduct: admin deletes; the product is gone; unknown → 404; bad id → 400",
    covers: [
      ["deleteProduct", "success"],
      ["deleteProduct", "notFound"],
      ["deleteProduct", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const p = await createProduct(admin);
      expectStatus(await admin.call("deleteProduct", { path: { id: p.id } }), 204);
      expectError(await admin.call("getProduct", { path: { id: p.id } }), 404);
      expectError(await admin.call("deleteProduct", { path: { id: p.id } }), 404);
      expectError(await admin.call("deleteProduct", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "deleteProduct: a seller → 403 and the product stays",
    covers: [["deleteProduct", "forbidden"]],
    async run(ctx) {
      const p = await createProduct(await ctx.admin());
      expectError(
        await (await ctx.vendedor()).call("deleteProduct", { path: { id: p.id } }),
        403,
        MESSAGES.forbiddenRole,
      );
      expectStatus(await (await ctx.admin()).call("getProduct", { path: { id: p.id } }), 200);
    },
  },
  {
    title:
      "updateProductBarcode: an Administrador sets a free-text code (a seller → 403); empty → 400; unknown → 404",
    covers: [
      ["updateProductBarcode", "success"],
      ["updateProductBarcode", "validation"],
      ["updateProductBarcode", "notFound"],
      ["updateProductBarcode", "forbidden"],
    ],
    async run(ctx) {
      const client = await ctx.admin();
      const p = await createProduct(client);
      // Who may set a barcode is who may edit the product: a barcode is what a scan rings up.
      expectError(
        await (
          await ctx.vendedor()
        ).call("updateProductBarcode", {
          path: { id: p.id },
          body: { barcode: `${p.sku}-1700000001` },
        }),
        403,
        MESSAGES.forbiddenRole,
      );
      const res = await client.call("updateProductBarcode", {
        path: { id: p.id },
        body: { barcode: `${p.sku}-1700000000` },
      });
      expectStatus(res, 200);
      expect(res.body.barcode).toBe(`${p.sku}-1700000000`);
      expectError(
        await client.call("updateProductBarcode", { path: { id: p.id }, body: { barcode: "" } }),
        400,
      );
      expectError(await client.call("updateProductBarcode", { path: { id: p.id }, body: {} }), 400);
      expectError(
        await client.call("updateProductBarcode", { path: { id: 999999 }, body: { barcode: "X" } }),
        404,
      );
    },
  },
  ...codeClaimScenarios,
  ...authScenarios("products"),
];

export function defineProductsSuite(target: Target): void {
  runScenarios(target, "products", productsScenarioList);
}
