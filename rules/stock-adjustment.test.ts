import { describe, expect, it } from "vitest";
import { ADJUSTMENT_MESSAGES, planAdjustment } from "./stock-adjustment";

describe("planAdjustment", () => {
  it("sets the stock to a counted quantity, even when it matches", () => {
    expect(planAdjustment(10, { countedQuantity: 7, reason: "Conteo físico" })).toEqual({
      ok: true,
      quantity: -3,
      stockAfter: 7,
      reason: "Conteo físico",
    });
    expect(planAdjustment(4, { countedQuantity: 4, reason: "Conteo físico" })).toMatchObject({ quantity: 0 });
  });

  it("adds or removes a signed quantity and keeps a note after the reason", () => {
    expect(planAdjustment(5, { quantity: -2, reason: "Producto dañado", note: " caja mojada " })).toEqual({
      ok: true,
      quantity: -2,
      stockAfter: 3,
      reason: "Producto dañado: caja mojada",
    });
  });

  it("refuses both or neither quantity, zero, a negative result and 'Otro' without a text", () => {
    const refused = (message: string) => ({ ok: false, message });
    expect(planAdjustment(5, { reason: "Conteo físico" })).toEqual(refused(ADJUSTMENT_MESSAGES.oneQuantity));
    expect(planAdjustment(5, { countedQuantity: 1, quantity: 1, reason: "Otro", note: "x" })).toEqual(
      refused(ADJUSTMENT_MESSAGES.oneQuantity),
    );
    expect(planAdjustment(5, { quantity: 0, reason: "Pérdida o robo" })).toEqual(
      refused(ADJUSTMENT_MESSAGES.zeroQuantity),
    );
    expect(planAdjustment(5, { quantity: -6, reason: "Pérdida o robo" })).toEqual(
      refused(ADJUSTMENT_MESSAGES.negativeStock),
    );
    expect(planAdjustment(5, { quantity: 1, reason: "Otro", note: "  " })).toEqual(
      refused(ADJUSTMENT_MESSAGES.noteRequired),
    );
    expect(planAdjustment(100_000_000, { quantity: 1, reason: "Otro", note: "x" })).toEqual(
      refused(ADJUSTMENT_MESSAGES.stockTooHigh),
    );
    expect(planAdjustment(99_999_999, { quantity: 1, reason: "Otro", note: "x" })).toMatchObject({
      ok: true,
      stockAfter: 100_000_000,
    });
  });
});
