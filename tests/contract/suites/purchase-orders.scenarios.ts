// Purchase orders: the mode must be on, costs pre-filled from the part and editable, IVA in exact
// cents, the draft edited, sent and cancelled, and every other change refused.
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import { expectError, expectStatus } from "../support/expectations";
import { costedProduct, freshSupplier, sentOrder } from "../support/purchases";
import { counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

export const purchaseOrderScenarios: Scenario[] = [
  {
    title: "getPurchaseSettings / updatePurchaseSettings: 'Último costo' by default; an unknown rule → 400",
    covers: [
      ["getPurchaseSettings", "success"],
      ["updatePurchaseSettings", "success"],
      ["updatePurchaseSettings", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const res = await admin.call("getPurchaseSettings");
      expectStatus(res, 200);
      expect(res.body).toEqual({ costRule: "last", salesMayReceive: false });
      const saved = await admin.call("updatePurchaseSettings", { body: { costRule: "average" } });
      expect(saved.body).toEqual({ costRule: "average", salesMayReceive: false });
      expect((await admin.call("getPurchaseSettings")).body).toEqual({
        costRule: "average",
        salesMayReceive: false,
      });
      expectError(await admin.call("updatePurchaseSettings", { body: { costRule: "fifo" } }), 400);
      expectStatus(await admin.call("updatePurchaseSettings", { body: { costRule: "last" } }), 200);
    },
  },
  {
    title: "createPurchaseOrder: refused with the mode off; then a draft with costs, merged lines and IVA",
    covers: [
      ["createPurchaseOrder", "conflict"],
      ["createPurchaseOrder", "success"],
      ["getPurchaseOrder", "success"],
      ["listPurchaseOrders", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const supplier = await freshSupplier(admin);
      const a = await costedProduct(admin, 1, 10.5);
      const b = await costedProduct(admin, 1, 3.33);
      const body = {
        supplierId: supplier.id,
        expectedDate: "2026-12-15",
        notes: " Entregar por la puerta trasera ",
        lines: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 3, unitCost: 3.35 },
          { productId: a.id, quantity: 1 },
        ],
      };
      const settings = (await admin.call("getShopSettings")).body;
      await admin.call("updateShopSettings", { body: { ...settings, counterMode: false } });
      expectError(await admin.call("createPurchaseOrder", { body }), 409, PURCHASE_MESSAGES.counterModeOff);
      await counterModeOn(admin);
      const res = await admin.call("createPurchaseOrder", { body });
      expectStatus(res, 201);
      // 3 × 10.50 + 3 × 3.35 = 41.55; IVA 16 % = 6.648 → 6.65.
      expect(res.body).toMatchObject({
        number: `OC-${String(res.body.id).padStart(6, "0")}`,
        supplier: { id: supplier.id, name: supplier.name },
        status: "draft",
        expectedDate: "2026-12-15",
        notes: "Entregar por la puerta trasera",
        taxRate: 16,
        subtotal: 41.55,
        tax: 6.65,
        total: 48.2,
        createdBy: { name: expect.any(String) },
      });
      expect(res.body.lines).toEqual([
        expect.objectContaining({
          productId: a.id,
          quantity: 3,
          unitCost: 10.5,
          subtotal: 31.5,
          pendingQuantity: 3,
        }),
        expect.objectContaining({
          productId: b.id,
          quantity: 3,
          unitCost: 3.35,
          subtotal: 10.05,
          receivedQuantity: 0,
        }),
      ]);
      expect((await admin.call("getPurchaseOrder", { path: { id: res.body.id } })).body).toEqual(res.body);
      const drafts = await admin.call("listPurchaseOrders", { query: { status: "draft" } });
      expectStatus(drafts, 200);
      expect(drafts.body[0]).toEqual(res.body);
    },
  },
  {
    title:
      "createPurchaseOrder / getPurchaseOrder / listPurchaseOrders: refusals (empty, unknown supplier or part, bad id)",
    covers: [
      ["createPurchaseOrder", "validation"],
      ["createPurchaseOrder", "notFound"],
      ["getPurchaseOrder", "notFound"],
      ["getPurchaseOrder", "validation"],
      ["listPurchaseOrders", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const part = await costedProduct(admin, 1, 5);
      expectError(
        await admin.call("createPurchaseOrder", { body: { supplierId: supplier.id, lines: [] } }),
        400,
        PURCHASE_MESSAGES.orderEmpty,
      );
      expectError(
        await admin.call("createPurchaseOrder", {
          body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 0 }] },
        }),
        400,
      );
      expectError(
        await admin.call("createPurchaseOrder", {
          body: { supplierId: 999_999, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        404,
        PURCHASE_MESSAGES.supplierNotFound,
      );
      expectError(
        await admin.call("createPurchaseOrder", {
          body: { supplierId: supplier.id, lines: [{ productId: 999_999, quantity: 1 }] },
        }),
        404,
      );
      expectError(
        await admin.call("getPurchaseOrder", { path: { id: 999_999 } }),
        404,
        PURCHASE_MESSAGES.orderNotFound,
      );
      expectError(await admin.call("getPurchaseOrder", { path: { id: 0 } }), 400);
      expectError(await admin.call("listPurchaseOrders", { query: { status: "perdida" } }), 400);
    },
  },
  {
    title: "updatePurchaseOrder: a draft is replaced; once sent → 409; missing → 404; empty → 400",
    covers: [
      ["updatePurchaseOrder", "success"],
      ["updatePurchaseOrder", "conflict"],
      ["updatePurchaseOrder", "notFound"],
      ["updatePurchaseOrder", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const part = await costedProduct(admin, 1, 2);
      const order = (
        await admin.call("createPurchaseOrder", {
          body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] },
        })
      ).body;
      const res = await admin.call("updatePurchaseOrder", {
        path: { id: order.id },
        body: {
          supplierId: supplier.id,
          notes: "Urgente",
          lines: [{ productId: part.id, quantity: 4, unitCost: 2.5 }],
        },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ notes: "Urgente", subtotal: 10, tax: 1.6, total: 11.6 });
      expect(res.body.lines).toHaveLength(1);
      expectError(
        await admin.call("updatePurchaseOrder", {
          path: { id: order.id },
          body: { supplierId: supplier.id, lines: [] },
        }),
        400,
      );
      expectError(
        await admin.call("updatePurchaseOrder", {
          path: { id: 999_999 },
          body: { supplierId: supplier.id, lines: [] },
        }),
        404,
      );
      await admin.call("changePurchaseOrderStatus", { path: { id: order.id }, body: { status: "sent" } });
      expectError(
        await admin.call("updatePurchaseOrder", {
          path: { id: order.id },
          body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        409,
        PURCHASE_MESSAGES.onlyDraftEditable,
      );
    },
  },
  {
    title: "changePurchaseOrderStatus: Borrador → Enviada → Cancelada; the rest → 409; missing → 404",
    covers: [
      ["changePurchaseOrderStatus", "success"],
      ["changePurchaseOrderStatus", "conflict"],
      ["changePurchaseOrderStatus", "notFound"],
      ["changePurchaseOrderStatus", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const part = await costedProduct(admin, 1, 2);
      const order = await sentOrder(admin, [{ productId: part.id, quantity: 2 }]);
      expect(order.status).toBe("sent");
      expectError(
        await admin.call("changePurchaseOrderStatus", { path: { id: order.id }, body: { status: "sent" } }),
        409,
        "No se puede pasar una orden de 'Enviada' a 'Enviada'",
      );
      const canceled = await admin.call("changePurchaseOrderStatus", {
        path: { id: order.id },
        body: { status: "canceled" },
      });
      expectStatus(canceled, 200);
      expect(canceled.body.status).toBe("canceled");
      expect(canceled.body.lines[0].pendingQuantity).toBe(0);
      expectError(
        await admin.call("changePurchaseOrderStatus", {
          path: { id: order.id },
          body: { status: "canceled" },
        }),
        409,
      );
      expectError(
        await admin.call("changePurchaseOrderStatus", { path: { id: 999_999 }, body: { status: "sent" } }),
        404,
      );
      expectError(
        await admin.call("changePurchaseOrderStatus", {
          path: { id: order.id },
          body: { status: "received" },
        }),
        400,
      );
    },
  },
];
