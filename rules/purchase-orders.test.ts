import { describe, expect, it } from "vitest";
import {
  canChangeByHand,
  orderNumber,
  pendingQuantity,
  receiptNumber,
  statusAfterReceipt,
} from "./purchase-orders";

describe("purchase orders", () => {
  it("numbers orders and receipts with six digits", () => {
    expect(orderNumber(7)).toBe("OC-000007");
    expect(receiptNumber(1234)).toBe("RC-001234");
  });

  it("sends only a draft and cancels only what is still open", () => {
    expect(canChangeByHand("draft", "sent")).toBe(true);
    expect(canChangeByHand("sent", "sent")).toBe(false);
    expect(canChangeByHand("partially_received", "canceled")).toBe(true);
    expect(canChangeByHand("received", "canceled")).toBe(false);
    expect(canChangeByHand("canceled", "canceled")).toBe(false);
  });

  it("is received once every line has its units, partially before", () => {
    expect(
      statusAfterReceipt([
        { quantity: 2, receivedQuantity: 2 },
        { quantity: 1, receivedQuantity: 0 },
      ]),
    ).toBe("partially_received");
    expect(statusAfterReceipt([{ quantity: 2, receivedQuantity: 3 }])).toBe("received");
  });

  it("owes nothing of a cancelled order", () => {
    expect(pendingQuantity("sent", { quantity: 5, receivedQuantity: 2 })).toBe(3);
    expect(pendingQuantity("canceled", { quantity: 5, receivedQuantity: 2 })).toBe(0);
    expect(pendingQuantity("received", { quantity: 5, receivedQuantity: 6 })).toBe(0);
  });
});
