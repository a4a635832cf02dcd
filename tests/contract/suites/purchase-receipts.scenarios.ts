// 'Recibir mercancía': a short delivery leaves the order partly received with what is still due, a
// delivery above the order is refused until confirmed, both cost rules, the ledger and the price
// history written with the stock, and the refusals.
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { costedProduct, freshSupplier, productNow, sentOrder } from "../support/purchases";
import { counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

async function newestMovement(admin: ApiClient, productId: number) {
  return (await admin.call("listProductMovements", { path: { id: productId }, query: { limit: 1 } })).body
    .items[0];
}

async function priceChanges(admin: ApiClient, productId: number) {
  return (await admin.call("listProductPriceHistory", { path: { id: productId } })).body as Array<{
    oldCostPrice: number | null;
    newCostPrice: number;
  }>;
}

export const purchaseReceiptScenarios: Scenario[] = [
  {
    title:
      "createPurchaseReceipt: a short delivery, then the rest — stock, ledger, cost ('Último costo'), status",
    covers: [
      ["createPurchaseReceipt", "success"],
      ["createPurchaseReceipt", "conflict"],
      ["getPurchaseReceipt", "success"],
      ["listPurchaseReceipts", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const [a, b, c] = [
        await costedProduct(admin, 1, 10),
        await costedProduct(admin, 0, 4),
        await costedProduct(admin, 2, 7),
      ];
      const order = await sentOrder(admin, [
        { productId: a.id, quantity: 2, unitCost: 12 },
        { productId: b.id, quantity: 3 },
        { productId: c.id, quantity: 1 },
      ]);
      const first = await admin.call("createPurchaseReceipt", {
        body: {
          orderId: order.id,
          lines: [
            { productId: a.id, quantity: 2 },
            { productId: b.id, quantity: 1 },
          ],
        },
      });
      expectStatus(first, 201);
      expect(first.body).toMatchObject({
        number: `RC-${String(first.body.id).padStart(6, "0")}`,
        orderId: order.id,
        orderNumber: order.number,
        supplier: order.supplier,
        total: 28,
        user: { name: expect.any(String) },
      });
      expect(first.body.lines).toEqual([
        {
          productId: a.id,
          name: a.name,
          sku: a.sku,
          quantity: 2,
          unitCost: 12,
          costBefore: 10,
          costAfter: 12,
          stockAfter: 3,
        },
        {
          productId: b.id,
          name: b.name,
          sku: b.sku,
          quantity: 1,
          unitCost: 4,
          costBefore: 4,
          costAfter: 4,
          stockAfter: 1,
        },
      ]);
      const afterFirst = (await admin.call("getPurchaseOrder", { path: { id: order.id } })).body;
      expect(afterFirst.status).toBe("partially_received");
      expect(afterFirst.lines.map((l: { pendingQuantity: number }) => l.pendingQuantity)).toEqual([0, 2, 1]);
      const partA = await productNow(admin, a.id);
      expect(partA).toMatchObject({ stock: 3, costPrice: 12 });
      expect(partA.version).toBeGreaterThan(a.version);
      expect(await newestMovement(admin, a.id)).toMatchObject({
        kind: "purchase",
        quantity: 2,
        stockAfter: 3,
        reference: first.body.number,
        reason: `Orden ${order.number}`,
      });
      expect((await priceChanges(admin, a.id)).at(-1)).toMatchObject({ oldCostPrice: 10, newCostPrice: 12 });
      expect(await priceChanges(admin, b.id)).toHaveLength(1);

      const second = await admin.call("createPurchaseReceipt", {
        body: {
          orderId: order.id,
          lines: [
            { productId: b.id, quantity: 2 },
            { productId: c.id, quantity: 1 },
          ],
        },
      });
      expectStatus(second, 201);
      expect((await admin.call("getPurchaseOrder", { path: { id: order.id } })).body.status).toBe("received");
      expect((await productNow(admin, b.id)).stock).toBe(3);
      expectError(
        await admin.call("createPurchaseReceipt", {
          body: { orderId: order.id, lines: [{ productId: c.id, quantity: 1 }] },
        }),
        409,
        PURCHASE_MESSAGES.orderNotReceivable,
      );
      const list = await admin.call("listPurchaseReceipts", { query: { orderId: order.id } });
      expectStatus(list, 200);
      expect(list.body.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id]);
      expect((await admin.call("getPurchaseReceipt", { path: { id: first.body.id } })).body).toEqual(
        first.body,
      );
    },
  },
  {
    title:
      "createPurchaseReceipt: more than ordered → 409 with the parts; confirmed → received with the extra",
    covers: [["createPurchaseReceipt", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await costedProduct(admin, 0, 5);
      const order = await sentOrder(admin, [{ productId: part.id, quantity: 2 }]);
      const body = { orderId: order.id, lines: [{ productId: part.id, quantity: 5 }] };
      expectError(
        await admin.call("createPurchaseReceipt", { body }),
        409,
        `Se recibe más de lo pedido: ${part.name} (pendiente 2, recibe 5). Confirme para registrar el excedente.`,
      );
      expect((await productNow(admin, part.id)).stock).toBe(0);
      const res = await admin.call("createPurchaseReceipt", { body: { ...body, confirmOverReceipt: true } });
      expectStatus(res, 201);
      expect((await productNow(admin, part.id)).stock).toBe(5);
      const after = (await admin.call("getPurchaseOrder", { path: { id: order.id } })).body;
      expect(after).toMatchObject({ status: "received" });
      expect(after.lines[0]).toMatchObject({ receivedQuantity: 5, pendingQuantity: 0 });
    },
  },
  {
    title: "createPurchaseReceipt without an order, 'Costo promedio': the cost weighed by units, a price row",
    covers: [["createPurchaseReceipt", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      await admin.call("updatePurchaseSettings", { body: { costRule: "average" } });
      try {
        const supplier = await freshSupplier(admin);
        const part = await costedProduct(admin, 4, 10);
        const res = await admin.call("createPurchaseReceipt", {
          body: {
            supplierId: supplier.id,
            note: "Factura 123",
            lines: [{ productId: part.id, quantity: 2, unitCost: 13 }],
          },
        });
        expectStatus(res, 201);
        expect(res.body).toMatchObject({
          orderId: null,
          orderNumber: null,
          supplier: { id: supplier.id },
          note: "Factura 123",
        });
        // (4 × 10 + 2 × 13) / 6 = 11
        expect(res.body.lines[0]).toMatchObject({ costBefore: 10, costAfter: 11, stockAfter: 6 });
        expect(await productNow(admin, part.id)).toMatchObject({ stock: 6, costPrice: 11 });
        expect((await priceChanges(admin, part.id)).at(-1)).toMatchObject({
          oldCostPrice: 10,
          newCostPrice: 11,
        });
        expect(await newestMovement(admin, part.id)).toMatchObject({
          kind: "purchase",
          quantity: 2,
          reason: null,
        });
      } finally {
        await admin.call("updatePurchaseSettings", { body: { costRule: "last" } });
      }
    },
  },
  {
    title: "createPurchaseReceipt / getPurchaseReceipt / listPurchaseReceipts: refusals",
    covers: [
      ["createPurchaseReceipt", "validation"],
      ["createPurchaseReceipt", "notFound"],
      ["getPurchaseReceipt", "notFound"],
      ["getPurchaseReceipt", "validation"],
      ["listPurchaseReceipts", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const part = await costedProduct(admin, 0, 1);
      expectError(
        await admin.call("createPurchaseReceipt", { body: { lines: [] } }),
        400,
        PURCHASE_MESSAGES.receiptEmpty,
      );
      expectError(
        await admin.call("createPurchaseReceipt", {
          body: { lines: [{ productId: part.id, quantity: -1 }] },
        }),
        400,
      );
      expectError(
        await admin.call("createPurchaseReceipt", {
          body: { orderId: 999_999, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        404,
        PURCHASE_MESSAGES.orderNotFound,
      );
      expectError(
        await admin.call("createPurchaseReceipt", {
          body: { supplierId: 999_999, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        404,
        PURCHASE_MESSAGES.supplierNotFound,
      );
      expectError(
        await admin.call("createPurchaseReceipt", { body: { lines: [{ productId: 999_999, quantity: 1 }] } }),
        404,
      );
      expect((await productNow(admin, part.id)).stock).toBe(0);
      expectError(
        await admin.call("getPurchaseReceipt", { path: { id: 999_999 } }),
        404,
        PURCHASE_MESSAGES.receiptNotFound,
      );
      expectError(await admin.call("getPurchaseReceipt", { path: { id: 0 } }), 400);
      expectError(await admin.call("listPurchaseReceipts", { query: { orderId: 0 } }), 400);
    },
  },
];

export const purchaseSuggestionScenarios: Scenario[] = [
  {
    title:
      "listPurchaseSuggestions: a part under its minimum, its sales, by its supplier, the quantity by window",
    covers: [
      ["listPurchaseSuggestions", "success"],
      ["listPurchaseSuggestions", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin, { leadTimeDays: 10 });
      const part = await costedProduct(admin, 10, 4);
      const sale = await admin.call("createSale", {
        body: {
          status: "completed",
          paymentMethod: "efectivo",
          lines: [{ productId: part.id, quantity: 8, discount: 0 }],
        },
      });
      expectStatus(sale, 201);
      await admin.call("createPurchaseOrder", {
        body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] },
      });
      const res = await admin.call("listPurchaseSuggestions", { query: { days: 30 } });
      expectStatus(res, 200);
      const group = res.body.find((g: { supplier: { id: number } | null }) => g.supplier?.id === supplier.id);
      expect(group).toMatchObject({ supplier: { id: supplier.id, name: supplier.name }, leadTimeDays: 10 });
      // minimum 5 + ceil(8 × 10 / 30) = 3 − stock 2 → 6
      expect(group.items).toEqual([
        {
          productId: part.id,
          name: part.name,
          sku: part.sku,
          stock: 2,
          minimumStock: 5,
          sold30: 8,
          sold60: 8,
          sold90: 8,
          lostSales: 0,
          suggestedQuantity: 6,
          unitCost: 4,
        },
      ]);
      const slow = await admin.call("listPurchaseSuggestions", { query: { days: 90 } });
      const slowGroup = slow.body.find(
        (g: { supplier: { id: number } | null }) => g.supplier?.id === supplier.id,
      );
      // minimum 5 + ceil(8 × 10 / 90) = 1 − stock 2 → 4
      expect(slowGroup.items[0].suggestedQuantity).toBe(4);
      expectError(await admin.call("listPurchaseSuggestions", { query: { days: 45 } }), 400);
    },
  },
];
