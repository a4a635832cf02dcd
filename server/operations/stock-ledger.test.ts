// The stock ledger and price history: every refusal of server/operations/stock-ledger.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { ADJUSTMENT_MESSAGES } from "../../rules/stock-adjustment";
import { call, expectRefusal, freshStore, newProduct } from "./test-support/operation-harness";

beforeEach(freshStore);

const adjustment = (changes: Record<string, unknown>) => ({ reason: "Conteo físico" as const, ...changes });

describe("stock ledger", () => {
  it("adjusts a stock and lists the movement and the price history", async () => {
    const { id } = await newProduct({ stock: 5 });
    const made = await call("adjustProductStock", "admin", {
      params: { id },
      body: adjustment({ countedQuantity: 3 }),
    });
    expect(made).toMatchObject({ status: 201, body: { quantity: -2, stockAfter: 3 } });
    expect((await call("listProductMovements", "vendedor", { params: { id } })).body.items[0]?.id).toBe(
      made.body.id,
    );
    expect((await call("listStockMovements", "admin", { query: { from: "2000-01-01" } })).status).toBe(200);
    expect((await call("listProductPriceHistory", "vendedor", { params: { id } })).status).toBe(200);
  });

  it("answers 404 for a product that does not exist", async () => {
    const params = { id: 999_999 };
    await expectRefusal(call("listProductMovements", "admin", { params }), 404, MESSAGES.productNotFound);
    await expectRefusal(call("listProductPriceHistory", "admin", { params }), 404, MESSAGES.productNotFound);
    await expectRefusal(
      call("adjustProductStock", "admin", { params, body: adjustment({ quantity: 1 }) }),
      404,
      MESSAGES.productNotFound,
    );
  });

  it("refuses a period bound that is not an instant", async () => {
    await expectRefusal(
      call("listStockMovements", "admin", { query: { to: "ayer" } }),
      400,
      MESSAGES.invalidRequest,
    );
  });

  it.each([
    ["both quantities", { countedQuantity: 1, quantity: 1 }, ADJUSTMENT_MESSAGES.oneQuantity],
    ["no quantity", {}, ADJUSTMENT_MESSAGES.oneQuantity],
    ["a zero change", { quantity: 0 }, ADJUSTMENT_MESSAGES.zeroQuantity],
    ["'Otro' without its note", { quantity: 1, reason: "Otro", note: "" }, ADJUSTMENT_MESSAGES.noteRequired],
    ["a negative stock", { quantity: -6 }, ADJUSTMENT_MESSAGES.negativeStock],
    ["a stock past the maximum", { countedQuantity: 100_000_001 }, ADJUSTMENT_MESSAGES.stockTooHigh],
  ])("refuses an adjustment with %s", async (_, changes, message) => {
    const { id } = await newProduct({ stock: 5 });
    await expectRefusal(
      call("adjustProductStock", "admin", { params: { id }, body: adjustment(changes) }),
      400,
      message,
    );
  });
});
