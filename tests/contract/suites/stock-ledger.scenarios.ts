// The stock ledger and price history: edits and adjustments write movements a client can page
// through (newest first, by key), price changes are listed with the cost for an Administrador only,
// and every product's movements can be filtered.
import { expect } from "vitest";
import type { PriceChange, Product, StockMovement, StockMovementPage } from "@contract/types";
import { ADJUSTMENT_MESSAGES } from "../../../rules/stock-adjustment";
import type { ApiClient } from "../support/client";
import { productBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

const MISSING = 999_999;

async function newProduct(admin: ApiClient, fields: Record<string, unknown> = {}): Promise<Product> {
  const [sample] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Product[];
  const res = await admin.call("createProduct", { body: { ...productBody(sample!), ...fields } });
  expectStatus(res, 201);
  return res.body as Product;
}

async function movements(client: ApiClient, id: number, query: Record<string, number> = {}) {
  const res = await client.call("listProductMovements", { path: { id }, query });
  expectStatus(res, 200);
  return res.body as StockMovementPage;
}

const editBody = (p: Product, changes: Record<string, unknown>) => ({
  name: p.name,
  sku: p.sku,
  categoryId: p.categoryId,
  brandId: p.brandId,
  costPrice: p.costPrice,
  sellingPrice: p.sellingPrice,
  stock: p.stock,
  // An edit that changes the stock carries the version it read (else 412).
  version: p.version,
  ...changes,
});

export const stockLedgerScenarioList: Scenario[] = [
  {
    title: "listProductMovements: creation, edits and adjustments, newest first, paged by key",
    covers: [
      ["listProductMovements", "success"],
      ["adjustProductStock", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await newProduct(admin, { stock: 4 });
      try {
        expectStatus(
          await admin.call("updateProduct", {
            path: { id: product.id },
            body: editBody(product, { stock: 9 }),
          }),
          200,
        );
        const counted = await admin.call("adjustProductStock", {
          path: { id: product.id },
          body: { countedQuantity: 6, reason: "Conteo físico" },
        });
        expectStatus(counted, 201);
        expect(counted.body).toMatchObject({
          quantity: -3,
          stockAfter: 6,
          kind: "adjustment",
          userName: "Administrador",
        });
        const lost = await admin.call("adjustProductStock", {
          path: { id: product.id },
          body: { quantity: -2, reason: "Otro", note: "Usada en el taller" },
        });
        expectStatus(lost, 201);
        expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(4);

        const seller = await ctx.vendedor();
        const all = await movements(seller, product.id);
        expect(all.nextBefore).toBeNull();
        expect(all.items.map((m) => [m.kind, m.quantity, m.stockAfter, m.reason])).toEqual([
          ["adjustment", -2, 4, "Otro: Usada en el taller"],
          ["adjustment", -3, 6, "Conteo físico"],
          ["manual_edit", 5, 9, null],
          ["created", 4, 4, null],
        ]);
        expect(all.items.reduce((sum, m) => sum + m.quantity, 0)).toBe(4);
        expect(all.items[0]).toMatchObject({ productId: product.id, productSku: product.sku, userId: 1 });

        const first = await movements(seller, product.id, { limit: 3 });
        expect(first.items.map((m) => m.id)).toEqual(all.items.slice(0, 3).map((m) => m.id));
        expect(first.nextBefore).toBe(all.items[2]!.id);
        const second = await movements(seller, product.id, { limit: 3, before: first.nextBefore! });
        expect(second.items.map((m) => m.id)).toEqual([all.items[3]!.id]);
        expect(second.nextBefore).toBeNull();
      } finally {
        await admin.call("deleteProduct", { path: { id: product.id } });
      }
    },
  },
  {
    title: "listProductMovements: unknown product 404, bad limit 400, no session 401",
    covers: [
      ["listProductMovements", "notFound"],
      ["listProductMovements", "validation"],
      ["listProductMovements", "unauthenticated"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      expectError(
        await seller.call("listProductMovements", { path: { id: MISSING } }),
        404,
        "Producto no encontrado",
      );
      expectError(await seller.call("listProductMovements", { path: { id: 1 }, query: { limit: 0 } }), 400);
      expectError(await ctx.anon().call("listProductMovements", { path: { id: 1 } }), 401);
    },
  },
  {
    title: "listProductPriceHistory: old and new prices by user; the cost for an Administrador only",
    covers: [
      ["listProductPriceHistory", "success"],
      ["listProductPriceHistory", "notFound"],
      ["listProductPriceHistory", "validation"],
      ["listProductPriceHistory", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await newProduct(admin, { costPrice: 100, sellingPrice: 150 });
      try {
        const body = editBody(product, { costPrice: 110, sellingPrice: 170 });
        expectStatus(await admin.call("updateProduct", { path: { id: product.id }, body }), 200);
        const asAdmin = (await admin.call("listProductPriceHistory", { path: { id: product.id } }))
          .body as PriceChange[];
        expect(
          asAdmin.map((p) => [p.oldCostPrice, p.newCostPrice, p.oldSellingPrice, p.newSellingPrice]),
        ).toEqual([
          [null, 100, null, 150],
          [100, 110, 150, 170],
        ]);
        expect(asAdmin[1]!.userName).toBe("Administrador");
        const seller = await ctx.vendedor();
        const asSeller = await seller.call("listProductPriceHistory", { path: { id: product.id } });
        expectStatus(asSeller, 200);
        expect((asSeller.body as PriceChange[]).map((p) => [p.oldSellingPrice, p.newSellingPrice])).toEqual([
          [null, 150],
          [150, 170],
        ]);
        expect(asSeller.text).not.toContain("CostPrice");
      } finally {
        await admin.call("deleteProduct", { path: { id: product.id } });
      }
      expectError(await admin.call("listProductPriceHistory", { path: { id: MISSING } }), 404);
      expectError(await admin.call("listProductPriceHistory", { path: { id: "x" } }), 400);
      expectError(await ctx.anon().call("listProductPriceHistory", { path: { id: 1 } }), 401);
    },
  },
  {
    title: "adjustProductStock: refusals leave the stock as it was",
    covers: [
      ["adjustProductStock", "validation"],
      ["adjustProductStock", "notFound"],
      ["adjustProductStock", "forbidden"],
      ["adjustProductStock", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await newProduct(admin, { stock: 3 });
      const adjust = (client: ApiClient, body: Record<string, unknown>, id = product.id) =>
        client.call("adjustProductStock", { path: { id }, body });
      try {
        expectError(await adjust(admin, { reason: "Conteo físico" }), 400, ADJUSTMENT_MESSAGES.oneQuantity);
        expectError(
          await adjust(admin, { quantity: 0, reason: "Pérdida o robo" }),
          400,
          ADJUSTMENT_MESSAGES.zeroQuantity,
        );
        expectError(
          await adjust(admin, { quantity: -4, reason: "Pérdida o robo" }),
          400,
          ADJUSTMENT_MESSAGES.negativeStock,
        );
        expectError(
          await adjust(admin, { quantity: 1, reason: "Otro" }),
          400,
          ADJUSTMENT_MESSAGES.noteRequired,
        );
        expectError(await adjust(admin, { quantity: 1, reason: "Inventado" }), 400);
        expectError(await adjust(admin, { quantity: 1, reason: "Conteo físico" }, MISSING), 404);
        expectError(await adjust(await ctx.vendedor(), { quantity: 1, reason: "Conteo físico" }), 403);
        expectError(await adjust(ctx.anon(), { quantity: 1, reason: "Conteo físico" }), 401);
        expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(3);
        expect((await movements(admin, product.id)).items).toHaveLength(1);
      } finally {
        await admin.call("deleteProduct", { path: { id: product.id } });
      }
    },
  },
  {
    title: "listStockMovements: every product's movements filtered by product, kind, user and time",
    covers: [
      ["listStockMovements", "success"],
      ["listStockMovements", "validation"],
      ["listStockMovements", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const started = new Date(Date.now() - 1000).toISOString();
      const product = await newProduct(admin, { stock: 2 });
      try {
        await admin.call("adjustProductStock", {
          path: { id: product.id },
          body: { quantity: 5, reason: "Devolución a proveedor" },
        });
        const seller = await ctx.vendedor();
        const list = async (query: Record<string, string | number>) => {
          const res = await seller.call("listStockMovements", { query });
          expectStatus(res, 200);
          return (res.body as StockMovementPage).items;
        };
        const kinds = (items: StockMovement[]) => items.map((m) => m.kind);
        expect(kinds(await list({ productId: product.id }))).toEqual(["adjustment", "created"]);
        expect(kinds(await list({ productId: product.id, kind: "created" }))).toEqual(["created"]);
        expect(kinds(await list({ productId: product.id, userId: 2 }))).toEqual([]);
        expect(kinds(await list({ productId: product.id, userId: 1, from: started }))).toEqual([
          "adjustment",
          "created",
        ]);
        expect(await list({ productId: product.id, to: started })).toEqual([]);
        const newest = await list({ limit: 5 });
        expect(newest[0]).toMatchObject({ productId: product.id, kind: "adjustment", quantity: 5 });
        const ids = newest.map((m) => m.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
      } finally {
        await admin.call("deleteProduct", { path: { id: product.id } });
      }
      expectError(await admin.call("listStockMovements", { query: { kind: "robo" } }), 400);
      expectError(await admin.call("listStockMovements", { query: { from: "ayer" } }), 400);
      expectError(await ctx.anon().call("listStockMovements"), 401);
    },
  },
];

export function defineStockLedgerSuite(target: Target): void {
  runScenarios(target, "stock ledger", stockLedgerScenarioList);
}
