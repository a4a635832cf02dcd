// Promotions: every refusal of server/operations/promotions.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { checkPromotionDraft } from "../../rules/promotion-rules";
import { call, expectRefusal, freshStore, newProduct } from "./test-support/operation-harness";

beforeEach(freshStore);

const draft = (changes: Record<string, unknown> = {}) => ({
  name: "Semana del freno",
  discountPercentage: 10,
  startDate: "2026-01-01",
  endDate: "2026-01-31",
  ...changes,
});

const newPromotion = async (productIds: number[] = []) =>
  (await call("createPromotion", "admin", { body: draft({ productIds }) })).body.id;

describe("promotions", () => {
  it("creates, toggles and assigns and removes a product", async () => {
    const made = await call("createPromotion", "vendedor", { body: draft() });
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect((await call("togglePromotion", "vendedor", { params: { id } })).body.is_active).toBe(false);
    const product = await newProduct();
    expect(
      (await call("addPromotionProduct", "admin", { params: { id }, body: { productId: product.id } }))
        .status,
    ).toBe(201);
    expect((await call("listPromotionProducts", "vendedor", { params: { id } })).body).toHaveLength(1);
    expect(
      (await call("removePromotionProduct", "admin", { params: { id, productId: product.id } })).status,
    ).toBe(204);
  });

  it("refuses a seller a promotion with products (create and toggle)", async () => {
    const product = await newProduct();
    await expectRefusal(
      call("createPromotion", "vendedor", { body: draft({ productIds: [product.id] }) }),
      403,
      MESSAGES.promotionPricesAdminOnly,
    );
    const id = await newPromotion([product.id]);
    await expectRefusal(
      call("togglePromotion", "vendedor", { params: { id } }),
      403,
      MESSAGES.promotionPricesAdminOnly,
    );
  });

  it.each([
    ["a blank name", { name: " " }],
    ["a discount out of 1–100", { discountPercentage: 0 }],
    ["no start date", { startDate: null }],
    ["no end date", { endDate: "" }],
    ["a year out of 2000–2100", { endDate: "2200-01-01" }],
    ["an end before the start", { startDate: "2026-02-01" }],
  ])("refuses %s with the draft rule's message", async (_, changes) => {
    const body = draft(changes);
    await expectRefusal(call("createPromotion", "admin", { body }), 400, checkPromotionDraft(body)!.message);
  });

  it("refuses a product that does not exist in a new promotion", async () => {
    await expectRefusal(
      call("createPromotion", "admin", { body: draft({ productIds: [999_999] }) }),
      400,
      MESSAGES.productNotFound,
    );
  });

  it("answers 404 for a promotion that does not exist", async () => {
    const missing = { id: 999_999 };
    await expectRefusal(
      call("togglePromotion", "admin", { params: missing }),
      404,
      MESSAGES.promotionNotFound,
    );
    await expectRefusal(
      call("listPromotionProducts", "admin", { params: missing }),
      404,
      MESSAGES.promotionNotFound,
    );
    await expectRefusal(
      call("addPromotionProduct", "admin", { params: missing, body: { productId: 1 } }),
      404,
      MESSAGES.promotionNotFound,
    );
    await expectRefusal(
      call("removePromotionProduct", "admin", { params: { ...missing, productId: 1 } }),
      404,
      MESSAGES.promotionNotFound,
    );
  });

  it("answers 404 for a product that does not exist, 409 for one already assigned", async () => {
    const product = await newProduct();
    const id = await newPromotion([product.id]);
    await expectRefusal(
      call("addPromotionProduct", "admin", { params: { id }, body: { productId: 999_999 } }),
      404,
      MESSAGES.productNotFound,
    );
    await expectRefusal(
      call("addPromotionProduct", "admin", { params: { id }, body: { productId: product.id } }),
      409,
      MESSAGES.productAlreadyInPromotion,
    );
  });

  it("answers 404 when removing a product the promotion does not have", async () => {
    const id = await newPromotion();
    await expectRefusal(
      call("removePromotionProduct", "admin", { params: { id, productId: 1 } }),
      404,
      MESSAGES.productNotInPromotion,
    );
  });
});
