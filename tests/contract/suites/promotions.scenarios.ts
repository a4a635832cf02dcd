// Promotions: the specification's creation rules in order, toggling, products of a promotion
// (assigned and removed by an Administrador) and the discount a running promotion gives a product.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { checkPromotionDraft } from "../../../rules/promotion-rules";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { productBody, promotionBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import type { ApiClient } from "../support/client";
import type { Product, Promotion, PromotionProduct } from "@contract/types";

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A throwaway product with its own discount, created from an existing one's category and brand. */
async function newProduct(admin: ApiClient, discount: number | null): Promise<Product> {
  const ref = ((await admin.call("listProducts", { query: { limit: 1 } })).body as Product[])[0]!;
  const res = await admin.call("createProduct", { body: { ...productBody(ref), discount } });
  expectStatus(res, 201);
  return res.body as Product;
}

async function newPromotion(client: ApiClient, fields: Record<string, unknown> = {}): Promise<Promotion> {
  const res = await client.call("createPromotion", { body: { ...promotionBody(), ...fields } });
  expectStatus(res, 201);
  return res.body as Promotion;
}

async function countOf(client: ApiClient, id: number): Promise<number | undefined> {
  const rows = (await client.call("listPromotions")).body as Promotion[];
  return rows.find((p) => p.id === id)?.products_count;
}

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
      const client = await ctx.admin();
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
  {
    title: "addPromotionProduct / removePromotionProduct: the count and the product list follow",
    covers: [
      ["addPromotionProduct", "success"],
      ["removePromotionProduct", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await newProduct(admin, null);
      const promo = await newPromotion(admin);
      expect(promo.products_count).toBe(0);

      const added = await admin.call("addPromotionProduct", {
        path: { id: promo.id },
        body: { productId: product.id },
      });
      expectStatus(added, 201);
      expect(added.body).toEqual({
        id: product.id,
        name: product.name,
        sku: product.sku,
        sellingPrice: product.sellingPrice,
        stock: product.stock,
        imageUrl: product.imageUrl,
      });
      expect(await countOf(admin, promo.id)).toBe(1);
      const listed = (await admin.call("listPromotionProducts", { path: { id: promo.id } }))
        .body as PromotionProduct[];
      expect(listed.map((p) => p.id)).toEqual([product.id]);
      // A Vendedor sees the assignment too (reading is theirs as well).
      expect(await countOf(await ctx.vendedor(), promo.id)).toBe(1);

      const removed = await admin.call("removePromotionProduct", {
        path: { id: promo.id, productId: product.id },
      });
      expectStatus(removed, 204);
      expect(await countOf(admin, promo.id)).toBe(0);
      expect((await admin.call("listPromotionProducts", { path: { id: promo.id } })).body).toEqual([]);
      // The product itself stays.
      expectStatus(await admin.call("getProduct", { path: { id: product.id } }), 200);
    },
  },
  {
    title: "addPromotionProduct: unknown promotion or product → 404; twice → 409; bad body or id → 400",
    covers: [
      ["addPromotionProduct", "notFound"],
      ["addPromotionProduct", "conflict"],
      ["addPromotionProduct", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const product = await newProduct(admin, null);
      const promo = await newPromotion(admin, { productIds: [product.id] });
      expectError(
        await admin.call("addPromotionProduct", { path: { id: 999999 }, body: { productId: product.id } }),
        404,
        "Promoción no encontrada",
      );
      expectError(
        await admin.call("addPromotionProduct", { path: { id: promo.id }, body: { productId: 999999 } }),
        404,
        "Producto no encontrado",
      );
      expectError(
        await admin.call("addPromotionProduct", { path: { id: promo.id }, body: { productId: product.id } }),
        409,
        "El producto ya está asignado a esta promoción",
      );
      expectError(await admin.call("addPromotionProduct", { path: { id: promo.id }, body: {} }), 400);
      expectError(
        await admin.call("addPromotionProduct", { path: { id: promo.id }, body: { productId: "uno" } }),
        400,
      );
      expectError(
        await admin.call("addPromotionProduct", { path: { id: "abc" }, body: { productId: product.id } }),
        400,
      );
      expect(await countOf(admin, promo.id)).toBe(1);
    },
  },
  {
    title: "removePromotionProduct: unknown promotion or product not assigned → 404; bad ids → 400",
    covers: [
      ["removePromotionProduct", "notFound"],
      ["removePromotionProduct", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const [inside, outside] = [await newProduct(admin, null), await newProduct(admin, null)];
      const promo = await newPromotion(admin, { productIds: [inside.id] });
      expectError(
        await admin.call("removePromotionProduct", { path: { id: 999999, productId: inside.id } }),
        404,
        "Promoción no encontrada",
      );
      expectError(
        await admin.call("removePromotionProduct", { path: { id: promo.id, productId: outside.id } }),
        404,
        "El producto no está asignado a esta promoción",
      );
      expectError(
        await admin.call("removePromotionProduct", { path: { id: promo.id, productId: "abc" } }),
        400,
      );
      expect(await countOf(admin, promo.id)).toBe(1);
    },
  },
  {
    title: "assigning and removing is the Administrador's: a Vendedor gets 403 and nothing changes",
    covers: [
      ["addPromotionProduct", "forbidden"],
      ["removePromotionProduct", "forbidden"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const vendedor = await ctx.vendedor();
      const [inside, outside] = [await newProduct(admin, null), await newProduct(admin, null)];
      const promo = await newPromotion(admin, { productIds: [inside.id] });
      expectError(
        await vendedor.call("addPromotionProduct", {
          path: { id: promo.id },
          body: { productId: outside.id },
        }),
        403,
        MESSAGES.forbiddenRole,
      );
      expectError(
        await vendedor.call("removePromotionProduct", { path: { id: promo.id, productId: inside.id } }),
        403,
        MESSAGES.forbiddenRole,
      );
      const listed = (await admin.call("listPromotionProducts", { path: { id: promo.id } }))
        .body as PromotionProduct[];
      expect(listed.map((p) => p.id)).toEqual([inside.id]);
    },
  },
  {
    title: "a product's discount is the larger of its own and its running promotions' (list and detail)",
    covers: [
      ["listProducts", "success"],
      ["getProduct", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const plain = await newProduct(admin, 5);
      const generous = await newProduct(admin, 50);
      expect(plain).toMatchObject({ discount: 5, ownDiscount: 5 });

      const running = await newPromotion(admin, {
        discountPercentage: 30,
        startDate: iso(-1),
        endDate: iso(1),
      });
      const weaker = await newPromotion(admin, {
        discountPercentage: 20,
        startDate: iso(-1),
        endDate: iso(1),
      });
      const future = await newPromotion(admin, {
        discountPercentage: 90,
        startDate: iso(2),
        endDate: iso(9),
      });
      const ended = await newPromotion(admin, {
        discountPercentage: 80,
        startDate: iso(-9),
        endDate: iso(-2),
      });
      for (const promo of [running, weaker, future, ended]) {
        for (const product of [plain, generous]) {
          const res = await admin.call("addPromotionProduct", {
            path: { id: promo.id },
            body: { productId: product.id },
          });
          expectStatus(res, 201);
        }
      }

      const discountOf = async (product: Product) => {
        const detail = (await admin.call("getProduct", { path: { id: product.id } })).body as Product;
        const found = (await admin.call("listProducts", { query: { search: product.sku } }))
          .body as Product[];
        const row = found.find((p) => p.id === product.id);
        expect(row?.discount, `list and detail agree for ${product.sku}`).toBe(detail.discount);
        expect(detail.ownDiscount).toBe(product.ownDiscount);
        return detail.discount;
      };
      // The best running promotion wins over a smaller own discount; upcoming and ended ones never count.
      expect(await discountOf(plain)).toBe(30);
      // A larger own discount stays.
      expect(await discountOf(generous)).toBe(50);

      // Switched off, the promotion no longer counts: the next best running one does.
      expectStatus(await admin.call("togglePromotion", { path: { id: running.id } }), 200);
      expect(await discountOf(plain)).toBe(20);
      // Taken out of the remaining one, the product is back to its own discount.
      expectStatus(
        await admin.call("removePromotionProduct", { path: { id: weaker.id, productId: plain.id } }),
        204,
      );
      expect(await discountOf(plain)).toBe(5);
    },
  },
  ...authScenarios("promotions"),
];

export function definePromotionsSuite(target: Target): void {
  runScenarios(target, "promotions", promotionsScenarioList);
}
