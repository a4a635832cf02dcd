import { describe, expect, it } from "vitest";
import type { PurchaseOrder } from "@/lib/api/types";
import { addPart, countedFromZero, lineInputs, overDue, previewTotals, receiptLinesOf } from "./order-lines";

const filter = { id: 1, name: "Filtro de aceite", sku: "FA-1", costPrice: 10.5 };

describe("order lines", () => {
  it("adds a part once with its cost; a second add is one unit more", () => {
    const once = addPart([], filter);
    expect(once).toEqual([
      { productId: 1, name: "Filtro de aceite", sku: "FA-1", quantity: "1", unitCost: "10.5" },
    ]);
    expect(addPart(once, filter)[0]!.quantity).toBe("2");
  });

  it("sends whole quantities above zero and costs as numbers (comma decimals too)", () => {
    const lines = [
      { productId: 1, name: "A", sku: "A", quantity: "3", unitCost: "3,35" },
      { productId: 2, name: "B", sku: "B", quantity: "0", unitCost: "1" },
      { productId: 3, name: "C", sku: "C", quantity: "2", unitCost: "" },
    ];
    expect(lineInputs(lines)).toEqual([
      { productId: 1, quantity: 3, unitCost: 3.35 },
      { productId: 3, quantity: 2, unitCost: null },
    ]);
  });

  it("previews the server's totals in exact cents", () => {
    const lines = [
      { productId: 1, name: "A", sku: "A", quantity: "3", unitCost: "10.5" },
      { productId: 2, name: "B", sku: "B", quantity: "3", unitCost: "3.35" },
    ];
    expect(previewTotals(lines, 16)).toEqual({ subtotal: 41.55, tax: 6.65, total: 48.2 });
  });

  it("starts a receipt with what is still due and flags more than that", () => {
    const order = {
      lines: [
        {
          id: 1,
          productId: 1,
          name: "A",
          sku: "A",
          quantity: 2,
          receivedQuantity: 2,
          pendingQuantity: 0,
          unitCost: 1,
          subtotal: 2,
        },
        {
          id: 2,
          productId: 2,
          name: "B",
          sku: "B",
          quantity: 3,
          receivedQuantity: 1,
          pendingQuantity: 2,
          unitCost: 4,
          subtotal: 12,
        },
      ],
    } as PurchaseOrder;
    const lines = receiptLinesOf(order);
    expect(lines).toEqual([{ productId: 2, name: "B", sku: "B", quantity: "2", unitCost: "4", due: 2 }]);
    expect(overDue(lines)).toEqual([]);
    expect(overDue([{ ...lines[0]!, quantity: "5" }])).toHaveLength(1);
  });

  it("'Contar desde cero': the lines at 0 with their due kept, then each scan counts one unit", () => {
    const due = [
      { productId: 1, name: "Filtro de aceite", sku: "FA-1", quantity: "2", unitCost: "10.5", due: 2 },
    ];
    const zero = countedFromZero(due);
    expect(zero).toEqual([{ ...due[0], quantity: "0" }]);
    expect(lineInputs(zero)).toEqual([]);
    const scanned = addPart(addPart(zero, filter), filter);
    expect(scanned).toEqual([{ ...due[0], quantity: "2" }]);
    expect(overDue(scanned)).toEqual([]);
    expect(overDue(addPart(scanned, filter))).toHaveLength(1);
  });
});
