// Promotions: the specification's creation rules in order, toggling, products of a promotion.
import { expect } from "vitest";
import { checkPromotionDraft } from "../../../rules/promotion-rules";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { promotionBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { Promotion } from "@contract/types";

// Each draft breaks the rule of its line and every later one, so only the order decides the message.
const RULE_CASES: Array<[string, Record<string, unknown>, string]> = [
  [
    "name missing",
    { discountPercentage: 0, startDate: null, endDate: null },
    "Por favor ingresa un nombre para la promoción",
  ],
  ["name blank", { name: "   ", discountPercentage: 500 }, "Por favor ingresa un nombre para la promoción"],
  [
    "discount 0",
    { name: "Promo", discountPercentage: 0, endDate: null },
    "El descuento debe estar entre 1% y 100%",
  ],
  ["discount 101", { name: "Promo", discountPercentage: 101 }, "El descuento debe estar entre 1% y 100%"],
  [
    "discount missing",
    { name: "Promo", discountPercentage: null },
    "El descuento debe estar entre 1% y 100%",
  ],
  [
    "start missing",
    { name: "Promo", discountPercentage: 15, startDate: null, endDate: null },
    "Por favor selecciona una fecha de inicio",
  ],
  [
    "start not a date",
    { name: "Promo", discountPercentage: 15, startDate: "mañana", endDate: null },
    "Por favor selecciona una fecha de inicio",
  ],
  [
    "end missing",
    { name: "Promo", discountPercentage: 15, startDate: "2030-01-10T00:00:00.000Z" },
    "Por favor selecciona una fecha de finalización",
  ],
  [
    "start after end",
    {
      name: "Promo",
      discountPercentage: 15,
      startDate: "2030-02-10T00:00:00.000Z",
      endDate: "2030-01-10T00:00:00.000Z",
    },
    "La fecha de finalización debe ser posterior a la fecha de inicio",
  ],
];

export const promotionsScenarioList: Scenario[] = [
  {
    title: "listPromotions: active, upcoming and deactivated ones in snake_case",
    covers: [["listPromotions", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listPromotions");
      expectStatus(res, 200);
      const rows = res.body as Promotion[];
      expect(rows.some((p) => p.is_active)).toBe(true);
      expect(rows.some((p) => !p.is_active)).toBe(true);
      expect(rows.some((p) => p.is_active && Date.parse(p.start_date) > Date.now())).toBe(true);
      expect(rows.some((p) => p.products_count > 0)).toBe(true);
    },
  },
  {
    title: "createPromotion: camelCase in, snake_case out, with its products counted",
    covers: [["createPromotion", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const products = (await client.call("listProducts", { query: { limit: 2 } })).body as Array<{
        id: number;
      }>;
      const body = { ...promotionBody(), discountPercentage: 25, productIds: products.map((p) => p.id) };
      const res = await client.call("createPromotion", { body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        name: body.name,
        discount_percentage: 25,
        is_active: true,
        products_count: 2,
      });
      const inPromo = await client.call("listPromotionProducts", { path: { id: res.body.id } });
      expect(inPromo.body.map((p: { id: number }) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
    },
  },
  {
    title: "createPromotion: the rules apply in the specification's order with its messages",
    covers: [["createPromotion", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const before = (await client.call("listPromotions")).body.length;
      for (const [label, draft, message] of RULE_CASES) {
        expect(checkPromotionDraft(draft as never)?.message, `rules/ disagrees on '${label}'`).toBe(message);
        const res = await client.call("createPromotion", { body: draft });
        expectError(res, 400, message);
      }
      expectError(
        await client.call("createPromotion", { body: { ...promotionBody(), discountPercentage: "diez" } }),
        400,
      );
      expect((await client.call("listPromotions")).body.length).toBe(before);
    },
  },
  {
    title: "togglePromotion: flips is_active and back; unknown → 404; bad id → 400",
    covers: [
      ["togglePromotion", "success"],
      ["togglePromotion", "notFound"],
      ["togglePromotion", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const created = (await client.call("createPromotion", { body: promotionBody() })).body as Promotion;
      const off = await client.call("togglePromotion", { path: { id: created.id } });
      expectStatus(off, 200);
      expect(off.body).toMatchObject({ id: created.id, is_active: false });
      const listed = ((await client.call("listPromotions")).body as Promotion[]).find(
        (p) => p.id === created.id,
      );
      expect(listed?.is_active).toBe(false);
      expect((await client.call("togglePromotion", { path: { id: created.id } })).body.is_active).toBe(true);
      expectError(await client.call("togglePromotion", { path: { id: 999999 } }), 404);
      expectError(await client.call("togglePromotion", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "listPromotionProducts: the seeded products of a promotion; unknown → 404; bad id → 400",
    covers: [
      ["listPromotionProducts", "success"],
      ["listPromotionProducts", "notFound"],
      ["listPromotionProducts", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      const promo = ((await client.call("listPromotions")).body as Promotion[]).find(
        (p) => p.products_count > 0,
      )!;
      const res = await client.call("listPromotionProducts", { path: { id: promo.id } });
      expectStatus(res, 200);
      expect(res.body).toHaveLength(promo.products_count);
      expectError(await client.call("listPromotionProducts", { path: { id: 999999 } }), 404);
      expectError(await client.call("listPromotionProducts", { path: { id: "abc" } }), 400);
    },
  },
  ...authScenarios("promotions"),
];

export function definePromotionsSuite(target: Target): void {
  runScenarios(target, "promotions", promotionsScenarioList);
}
