// Stale stock: every stock change (sale, completion, cancellation, return, adjustment) moves the
// product's version, so an edit dialog opened before it cannot save its older stock back: the edit
// gets the existing 412 and the stock stays what the change left. An edit without a version never
// writes a stock: a different one is refused with the same 412.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { ADJUSTMENT_MESSAGES } from "../../../rules/stock-adjustment";
import type { ApiClient, Json } from "../support/client";
import { productUpdateBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOn, saleBody, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

const read = async (client: ApiClient, id: number): Promise<Json> =>
  (await client.call("getProduct", { path: { id } })).body;

/** Saves the product as it was opened (its old stock and old version): must be refused. */
async function expectStaleEditRefused(admin: ApiClient, opened: Json, stockNow: number) {
  const edit = await admin.call("updateProduct", {
    path: { id: opened.id },
    body: { ...productUpdateBody(opened), version: opened.version },
  });
  expectError(edit, 412, MESSAGES.productStale);
  expect((await read(admin, opened.id)).stock).toBe(stockNow);
}

export const stockVersionScenarios: Scenario[] = [
  {
    title: "a sale moves the version: the edit opened before it gets 412 and the sold-down stock stays",
    covers: [["createSale", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 10);
      const opened = await read(admin, product.id);
      const sale = await (await ctx.vendedor()).call("createSale", { body: saleBody(product.id, 3) });
      expectStatus(sale, 201);
      await expectStaleEditRefused(admin, opened, 7);
    },
  },
  {
    title: "a pending sale's completion and a cancellation move the version (412 on the older edit)",
    covers: [
      ["completeSale", "success"],
      ["cancelSale", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 10);
      const pending = await admin.call("createSale", {
        body: saleBody(product.id, 4, { status: "pending" }),
      });
      expectStatus(pending, 201);
      const beforeCompletion = await read(admin, product.id);
      expectStatus(await admin.call("completeSale", { path: { id: pending.body.id } }), 200);
      await expectStaleEditRefused(admin, beforeCompletion, 6);
      const beforeCancel = await read(admin, product.id);
      expectStatus(await admin.call("cancelSale", { path: { id: pending.body.id } }), 200);
      await expectStaleEditRefused(admin, beforeCancel, 10);
    },
  },
  {
    title: "a return moves the version: the edit opened before it gets 412 and the returned stock stays",
    covers: [["createSaleReturn", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 10);
      const sale = await admin.call("createSale", { body: saleBody(product.id, 3) });
      expectStatus(sale, 201);
      const opened = await read(admin, product.id);
      const back = await admin.call("createSaleReturn", {
        path: { id: sale.body.id },
        body: { reason: "No era la pieza", lines: [{ lineId: sale.body.lines[0].id, quantity: 2 }] },
      });
      expectStatus(back, 201);
      await expectStaleEditRefused(admin, opened, 9);
    },
  },
  {
    title: "an adjustment moves the version: the edit opened before it gets 412 and the counted stock stays",
    covers: [["adjustProductStock", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await stockedProduct(admin, 10);
      const opened = await read(admin, product.id);
      const counted = await admin.call("adjustProductStock", {
        path: { id: product.id },
        body: { countedQuantity: 6, reason: "Conteo físico" },
      });
      expectStatus(counted, 201);
      await expectStaleEditRefused(admin, opened, 6);
      // From the version read after the adjustment the edit goes through, with the counted stock.
      const fresh = await read(admin, product.id);
      const saved = await admin.call("updateProduct", {
        path: { id: product.id },
        body: { ...productUpdateBody(fresh), notes: "revisado", version: fresh.version },
      });
      expectStatus(saved, 200);
      expect([saved.body.stock, saved.body.notes]).toEqual([6, "revisado"]);
    },
  },
  {
    title:
      "an edit without version never writes a stock it did not read: a changed stock → 412, the same is left",
    covers: [["updateProduct", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await stockedProduct(admin, 10);
      const opened = await read(admin, product.id);
      const unversioned = productUpdateBody(opened);
      expectStatus(
        await admin.call("adjustProductStock", {
          path: { id: product.id },
          body: { quantity: -4, reason: "Producto dañado" },
        }),
        201,
      );
      // The stock it opened with (10), sent without a version after the adjustment left 6.
      const stale = await admin.call("updateProduct", { path: { id: product.id }, body: unversioned });
      expectError(stale, 412, MESSAGES.productStockUnversioned);
      expect((await read(admin, product.id)).stock).toBe(6);
      // A stock change without a version is refused even when nothing moved it meanwhile.
      const changed = await admin.call("updateProduct", {
        path: { id: product.id },
        body: { ...unversioned, stock: 9 },
      });
      expectError(changed, 412, MESSAGES.productStockUnversioned);
      // The stored stock sent back without a version: the rest is saved, the stock is not written.
      const same = await admin.call("updateProduct", {
        path: { id: product.id },
        body: { ...unversioned, stock: 6, notes: "sin versión" },
      });
      expectStatus(same, 200);
      expect([same.body.stock, same.body.notes]).toEqual([6, "sin versión"]);
      const movements = await admin.call("listProductMovements", { path: { id: product.id } });
      expect(movements.body.items.map((m: Json) => m.kind)).not.toContain("manual_edit");
    },
  },
  {
    title:
      "updateProduct with stockAdjustment: the stock change is recorded as an adjustment with its reason",
    covers: [
      ["updateProduct", "success"],
      ["updateProduct", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await stockedProduct(admin, 10);
      const edit = (extra: Json) =>
        admin.call("updateProduct", {
          path: { id: product.id },
          body: { ...productUpdateBody(product), version: product.version, ...extra },
        });
      // 'Otro' without its description is refused, and nothing changes.
      expectError(
        await edit({ stock: 8, stockAdjustment: { reason: "Otro", note: " " } }),
        400,
        ADJUSTMENT_MESSAGES.noteRequired,
      );
      expect((await read(admin, product.id)).stock).toBe(10);
      const saved = await edit({
        stock: 8,
        stockAdjustment: { reason: "Producto dañado", note: "Caja mojada" },
      });
      expectStatus(saved, 200);
      expect(saved.body.stock).toBe(8);
      const movements = await admin.call("listProductMovements", { path: { id: product.id } });
      expect(movements.body.items[0]).toMatchObject({
        kind: "adjustment",
        quantity: -2,
        stockAfter: 8,
        reason: "Producto dañado: Caja mojada",
      });
      expect(movements.body.items.map((m: Json) => m.kind)).not.toContain("manual_edit");
    },
  },
];
