import { describe, expect, it } from "vitest";
import type { Sale } from "@/lib/api/types";
import { creditReceiptRows, creditRefusalBeforeSending, onAccount } from "./credit-payment";

describe("credit at the counter", () => {
  it("knows a sale on account, whole or as a part of a split", () => {
    expect(onAccount("credito", null)).toBe(true);
    expect(onAccount("credito", [{ method: "efectivo" }])).toBe(false);
    expect(onAccount("efectivo", [{ method: "efectivo" }, { method: "credito" }])).toBe(true);
  });

  it("asks for a registered customer before sending a sale on account", () => {
    expect(creditRefusalBeforeSending(true, null)).toBe("Para vender a crédito elija un cliente registrado");
    expect(creditRefusalBeforeSending(true, 4)).toBeNull();
    expect(creditRefusalBeforeSending(false, null)).toBeNull();
  });

  it("prints 'Venta a crédito', the due date and the new balance", () => {
    const sale = { credit: { dueDate: "2026-01-15", balanceCents: 123_450 } } as Sale;
    expect(creditReceiptRows(sale)).toEqual([
      { label: "Venta a crédito", value: "" },
      { label: "Vence", value: "15/01/2026" },
      { label: "Saldo del cliente", value: "$\u00a01.234,50" },
    ]);
    expect(creditReceiptRows({} as Sale)).toEqual([]);
  });
});
