// 'Devolución a proveedor': received units go back — stock down, one ledger movement of its own
// kind, the version moved — and the refusals: short of stock (nothing written), more than the
// receipt received, an unknown receipt, supplier or part, an empty or malformed body.
import { expect } from "vitest";
import { PURCHASE_MESSAGES } from "../../../rules/purchase-messages";
import { MESSAGES } from "../../../rules/messages";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { costedProduct, freshSupplier, productNow } from "../support/purchases";
import { counterModeOn } from "../support/sales";
import type { Scenario } from "../support/scenario";

async function newestMovement(admin: ApiClient, productId: number) {
  return (await admin.call("listProductMovements", { path: { id: productId }, query: { limit: 1 } })).body
    .items[0];
}

async function receiptOf(
  admin: ApiClient,
  supplierId: number,
  lines: Array<{ productId: number; quantity: number }>,
) {
  const res = await admin.call("createPurchaseReceipt", { body: { supplierId, lines } });
  expectStatus(res, 201);
  return res.body;
}

export const supplierReturnScenarios: Scenario[] = [
  {
    title:
      "listSupplierReturns: the newest first, each as it was written (supplier, receipt, user, lines, stock after); limit",
    covers: [
      ["listSupplierReturns", "success"],
      ["listSupplierReturns", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const part = await costedProduct(admin, 1, 6);
      const receipt = await receiptOf(admin, supplier.id, [{ productId: part.id, quantity: 4 }]);
      const first = await admin.call("createSupplierReturn", {
        body: { receiptId: receipt.id, note: "Caja golpeada", lines: [{ productId: part.id, quantity: 1 }] },
      });
      expectStatus(first, 201);
      const second = await admin.call("createSupplierReturn", {
        body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 2 }] },
      });
      expectStatus(second, 201);
      const list = await admin.call("listSupplierReturns", { query: { limit: 2 } });
      expectStatus(list, 200);
      expect(list.body).toEqual([second.body, first.body]);
      expect(list.body[1]).toMatchObject({
        receiptNumber: receipt.number,
        supplier: { id: supplier.id, name: supplier.name },
        note: "Caja golpeada",
        lines: [{ productId: part.id, quantity: 1, stockAfter: 4 }],
      });
      const one = await admin.call("listSupplierReturns", { query: { limit: 1 } });
      expect(one.body.map((row: { id: number }) => row.id)).toEqual([second.body.id]);
      expectError(await admin.call("listSupplierReturns", { query: { limit: 0 } }), 400);
      expectError(await admin.call("listSupplierReturns", { query: { limit: 201 } }), 400);
    },
  },
  {
    title:
      "createSupplierReturn: against a receipt lowers the stock with a 'Devolución a proveedor' movement",
    covers: [["createSupplierReturn", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const [a, b] = [await costedProduct(admin, 1, 10), await costedProduct(admin, 0, 4)];
      const receipt = await receiptOf(admin, supplier.id, [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 2 },
      ]);
      const before = await productNow(admin, a.id);
      const res = await admin.call("createSupplierReturn", {
        body: {
          receiptId: receipt.id,
          note: "  Piezas dañadas  ",
          lines: [{ productId: a.id, quantity: 2 }],
        },
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        number: `DP-${String(res.body.id).padStart(6, "0")}`,
        receiptId: receipt.id,
        receiptNumber: receipt.number,
        supplier: { id: supplier.id, name: supplier.name },
        note: "Piezas dañadas",
        user: { name: expect.any(String) },
        lines: [{ productId: a.id, name: a.name, sku: a.sku, quantity: 2, stockAfter: 2 }],
      });
      const after = await productNow(admin, a.id);
      expect(after.stock).toBe(2);
      expect(after.version).toBeGreaterThan(before.version);
      expect(await newestMovement(admin, a.id)).toMatchObject({
        kind: "supplier_return",
        quantity: -2,
        stockAfter: 2,
        reference: res.body.number,
        reason: `Recepción ${receipt.number}`,
      });
      expect((await productNow(admin, b.id)).stock).toBe(2);
      // What the receipt brought in counts once: the first return already took 2 of its 3.
      expectError(
        await admin.call("createSupplierReturn", {
          body: { receiptId: receipt.id, lines: [{ productId: a.id, quantity: 2 }] },
        }),
        409,
        `Se devuelve más de lo recibido en ${receipt.number}: ${a.name} (recibido 3, ya devuelto 2, devuelve 2).`,
      );

      const loose = await admin.call("createSupplierReturn", {
        body: { supplierId: supplier.id, lines: [{ productId: b.id, quantity: 2 }] },
      });
      expectStatus(loose, 201);
      expect(loose.body).toMatchObject({ receiptId: null, receiptNumber: null, note: null });
      expect((await productNow(admin, b.id)).stock).toBe(0);
      expect(await newestMovement(admin, b.id)).toMatchObject({ kind: "supplier_return", reason: null });
    },
  },
  {
    title:
      "createSupplierReturn: short of stock or above the receipt is refused in Spanish and writes nothing",
    covers: [["createSupplierReturn", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const supplier = await freshSupplier(admin);
      const [a, b] = [await costedProduct(admin, 0, 10), await costedProduct(admin, 5, 4)];
      const receipt = await receiptOf(admin, supplier.id, [{ productId: a.id, quantity: 2 }]);
      expectError(
        await admin.call("createSupplierReturn", {
          body: { receiptId: receipt.id, lines: [{ productId: a.id, quantity: 3 }] },
        }),
        409,
        `Se devuelve más de lo recibido en ${receipt.number}: ${a.name} (recibido 2, devuelve 3).`,
      );
      expectError(
        await admin.call("createSupplierReturn", {
          body: {
            lines: [
              { productId: b.id, quantity: 1 },
              { productId: a.id, quantity: 2 },
              { productId: a.id, quantity: 1 },
            ],
          },
        }),
        409,
        `Stock insuficiente para devolver: ${a.name} (en stock 2, devuelve 3).`,
      );
      expect((await productNow(admin, a.id)).stock).toBe(2);
      expect((await productNow(admin, b.id)).stock).toBe(5);
      expect((await newestMovement(admin, b.id)).kind).not.toBe("supplier_return");
    },
  },
  {
    title:
      "createSupplierReturn: unknown receipt, supplier or part is 404; an empty or malformed body is 400",
    covers: [
      ["createSupplierReturn", "notFound"],
      ["createSupplierReturn", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const part = await costedProduct(admin, 3, 1);
      const line = [{ productId: part.id, quantity: 1 }];
      expectError(
        await admin.call("createSupplierReturn", { body: { receiptId: 999999, lines: line } }),
        404,
        PURCHASE_MESSAGES.receiptNotFound,
      );
      expectError(
        await admin.call("createSupplierReturn", { body: { supplierId: 999999, lines: line } }),
        404,
        PURCHASE_MESSAGES.supplierNotFound,
      );
      expectError(
        await admin.call("createSupplierReturn", { body: { lines: [{ productId: 999999, quantity: 1 }] } }),
        404,
        MESSAGES.productNotFound,
      );
      expectError(
        await admin.call("createSupplierReturn", { body: { lines: [] } }),
        400,
        PURCHASE_MESSAGES.returnEmpty,
      );
      expectStatus(
        await admin.call("createSupplierReturn", { body: { lines: [{ productId: part.id, quantity: 0 }] } }),
        400,
      );
      expect((await productNow(admin, part.id)).stock).toBe(3);
    },
  },
];
