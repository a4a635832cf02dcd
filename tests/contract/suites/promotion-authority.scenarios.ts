// Who changes what a part costs: attaching products to a promotion, at creation or later, and
// switching one that has products on or off is for the Administrador; a promotion without products
// stays open to everyone. Promotion dates stay within 2000-2100.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { promotionBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

export const promotionAuthorityScenarios: Scenario[] = [
  {
    title: "promotions: a Vendedor cannot create one with products (403) and the product keeps its price",
    covers: [
      ["createPromotion", "forbidden"],
      ["createPromotion", "success"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const product = (await seller.call("listProducts", { query: { limit: 1 } })).body[0];
      const attack = { ...promotionBody(), discountPercentage: 100, startDate: "2020-01-01T00:00:00.000Z" };
      expectError(
        await seller.call("createPromotion", { body: { ...attack, productIds: [product.id] } }),
        403,
        MESSAGES.promotionPricesAdminOnly,
      );
      const after = (await seller.call("getProduct", { path: { id: product.id } })).body;
      expect(after.discount).toBe(product.discount);
      expectStatus(
        await seller.call("createPromotion", { body: { ...promotionBody(), productIds: [] } }),
        201,
      );
    },
  },
  {
    title: "promotions: a Vendedor toggles one without products, not one with products",
    covers: [
      ["togglePromotion", "success"],
      ["togglePromotion", "forbidden"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const admin = await ctx.admin();
      const open = await seller.call("createPromotion", { body: promotionBody() });
      expectStatus(open, 201);
      expectStatus(await seller.call("togglePromotion", { path: { id: open.body.id } }), 200);
      const product = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
      const priced = await admin.call("createPromotion", {
        body: { ...promotionBody(), productIds: [product.id] },
      });
      expectStatus(priced, 201);
      expectError(
        await seller.call("togglePromotion", { path: { id: priced.body.id } }),
        403,
        MESSAGES.promotionPricesAdminOnly,
      );
      const list = (await admin.call("listPromotions")).body as Array<{ id: number; is_active: boolean }>;
      expect(list.find((p) => p.id === priced.body.id)?.is_active).toBe(true);
      expectStatus(await admin.call("togglePromotion", { path: { id: priced.body.id } }), 200);
    },
  },
  {
    title: "promotions: dates outside the years 2000-2100 are refused in Spanish",
    covers: [["createPromotion", "validation"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      for (const [startDate, endDate] of [
        ["1999-12-31T00:00:00.000Z", "2030-01-01T00:00:00.000Z"],
        ["2030-01-01T00:00:00.000Z", "2101-01-01T00:00:00.000Z"],
        ["+010000-01-01T00:00:00.000Z", "+010000-02-01T00:00:00.000Z"],
        ["-000001-01-01T00:00:00.000Z", "2030-01-01T00:00:00.000Z"],
      ]) {
        const res = await seller.call("createPromotion", {
          body: { ...promotionBody(), startDate, endDate },
        });
        expect(res.status, `${startDate} → ${endDate}`).toBe(400);
      }
      expectError(
        await seller.call("createPromotion", {
          body: { ...promotionBody(), startDate: "1999-12-31T00:00:00.000Z" },
        }),
        400,
        "entre los años 2000 y 2100",
      );
    },
  },
];
