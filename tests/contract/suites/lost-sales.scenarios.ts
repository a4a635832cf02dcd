// Lost sales ('Venta perdida'): recorded only with the mode on, a catalogue part or free text and a
// vehicle; the report groups a period's by part and reason; 'Sugerencias' counts them as demand.
import { expect } from "vitest";
import { LOST_SALE_MESSAGES } from "../../../rules/lost-sales";
import { MESSAGES } from "../../../rules/messages";
import { expectError, expectStatus, unique } from "../support/expectations";
import { freshSupplier } from "../support/purchases";
import { counterModeOff, counterModeOn, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

export const lostSaleScenarios: Scenario[] = [
  {
    title: "createLostSale: refused with the mode off; a part or free text, with the user and time",
    covers: [
      ["createLostSale", "conflict"],
      ["createLostSale", "success"],
      ["createLostSale", "validation"],
      ["createLostSale", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const part = await stockedProduct(admin, 0);
      await counterModeOff(admin);
      const body = { productId: part.id, quantity: 2, reason: "no_stock" };
      expectError(await seller.call("createLostSale", { body }), 409, LOST_SALE_MESSAGES.counterModeOff);
      await counterModeOn(admin);
      const res = await seller.call("createLostSale", { body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        productId: part.id,
        name: part.name,
        sku: part.sku,
        vehicle: null,
        quantity: 2,
        reason: "no_stock",
        user: { name: expect.any(String) },
      });
      const text = await seller.call("createLostSale", {
        body: {
          description: "  Faro antiniebla ",
          vehicle: " Aveo 2010 ",
          quantity: 1,
          reason: "not_carried",
        },
      });
      expectStatus(text, 201);
      expect(text.body).toMatchObject({
        productId: null,
        name: "Faro antiniebla",
        sku: null,
        vehicle: "Aveo 2010",
      });
      expectError(
        await seller.call("createLostSale", { body: { description: "  ", quantity: 1, reason: "other" } }),
        400,
        LOST_SALE_MESSAGES.whatRequired,
      );
      expectError(await seller.call("createLostSale", { body: { ...body, reason: "caro" } }), 400);
      expectError(await seller.call("createLostSale", { body: { ...body, quantity: 0 } }), 400);
      expectError(
        await seller.call("createLostSale", { body: { ...body, productId: 999_999 } }),
        404,
        MESSAGES.productNotFound,
      );
    },
  },
  {
    title:
      "getLostSalesReport: a period's lost sales by part and reason, most asked first; 'Sugerencias' counts them",
    covers: [
      ["getLostSalesReport", "success"],
      ["getLostSalesReport", "validation"],
      ["listPurchaseSuggestions", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      await counterModeOn(admin);
      const start = new Date().toISOString();
      const part = await stockedProduct(admin, 0);
      // Ordered from a supplier who takes 30 days: 30 days of demand are ordered beside the minimum.
      const supplier = await freshSupplier(admin, { leadTimeDays: 30 });
      expectStatus(
        await admin.call("createPurchaseOrder", {
          body: { supplierId: supplier.id, lines: [{ productId: part.id, quantity: 1 }] },
        }),
        201,
      );
      const asked = unique("Sensor raro");
      const record = (body: Record<string, unknown>) => seller.call("createLostSale", { body });
      expectStatus(await record({ productId: part.id, quantity: 2, reason: "no_stock" }), 201);
      expectStatus(await record({ productId: part.id, quantity: 3, reason: "no_stock" }), 201);
      expectStatus(await record({ productId: part.id, quantity: 1, reason: "price" }), 201);
      expectStatus(
        await record({ description: asked, vehicle: "Spark", quantity: 1, reason: "not_carried" }),
        201,
      );
      expectStatus(
        await record({ description: asked.toUpperCase(), quantity: 1, reason: "not_carried" }),
        201,
      );
      const res = await admin.call("getLostSalesReport", { query: { from: start } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ from: start, to: null, occurrences: 5, quantity: 8 });
      expect(res.body.byReason).toEqual([
        { reason: "no_stock", occurrences: 2, quantity: 5 },
        { reason: "price", occurrences: 1, quantity: 1 },
        { reason: "not_carried", occurrences: 2, quantity: 2 },
      ]);
      expect(res.body.rows).toEqual([
        expect.objectContaining({
          productId: part.id,
          name: part.name,
          reason: "no_stock",
          occurrences: 2,
          quantity: 5,
        }),
        expect.objectContaining({ productId: null, reason: "not_carried", occurrences: 2, quantity: 2 }),
        expect.objectContaining({ productId: part.id, reason: "price", occurrences: 1, quantity: 1 }),
      ]);
      const future = new Date(Date.now() + 60_000).toISOString();
      const empty = await admin.call("getLostSalesReport", { query: { from: future } });
      expect(empty.body).toMatchObject({ occurrences: 0, quantity: 0, byReason: [], rows: [] });
      expectError(await admin.call("getLostSalesReport", { query: { from: "ayer" } }), 400);

      const suggestions = await admin.call("listPurchaseSuggestions", { query: { days: 30 } });
      expectStatus(suggestions, 200);
      const item = suggestions.body
        .flatMap((group: { items: Array<{ productId: number }> }) => group.items)
        .find((row: { productId: number }) => row.productId === part.id);
      // Six units lost in 30 days with 30 days of lead time: six more than the minimum stock.
      expect(item).toMatchObject({ lostSales: 6, sold30: 0, suggestedQuantity: part.stockThreshold + 6 });
      // Each group lists the most asked for first, sold and lost alike: the part with nothing sold
      // comes before every part of its group asked for less.
      for (const group of suggestions.body as Array<{
        items: Array<{ sold30: number; lostSales: number }>;
      }>) {
        const demand = group.items.map((row) => row.sold30 + row.lostSales);
        expect(demand).toEqual([...demand].sort((a, b) => b - a));
      }
    },
  },
];
