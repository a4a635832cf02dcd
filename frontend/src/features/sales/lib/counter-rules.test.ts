import { describe, expect, it } from "vitest";
import type { Product, Sale } from "@/lib/api/types";
import { overdueMessage, overLimitMessage, overrideNeedsReasonMessage } from "@rules/credit-messages";
import { cartMoney, rememberedReceiptFormat, splitMessage, toSaleProduct } from "./counter-rules";
import { salesByDay, salesByPaymentMethod } from "./counter-reports";
import { receiptHtml } from "./receipt-html";

const line = (price: number, quantity: number, discount: number) => ({
  productId: 1,
  name: "Filtro",
  sku: "F-1",
  price,
  quantity,
  discount,
  subtotal: 0,
});

const sale = (changes: Partial<Sale> = {}): Sale => ({
  id: 7,
  createdAt: "2026-11-25T15:00:00.000Z",
  completedAt: "2026-11-25T15:00:00.000Z",
  canceledAt: null,
  status: "completed",
  customerId: null,
  customerName: null,
  paymentMethod: "transferencia",
  seller: { id: 2, name: "Carlos Pérez" },
  itemsCount: 2,
  taxRate: 16,
  subtotal: 100,
  discountTotal: 0,
  tax: 16,
  total: 116,
  returnedTotal: 0,
  lines: [
    {
      id: 1,
      productId: 1,
      name: "Bujía <NGK>",
      sku: "B-1",
      quantity: 2,
      unitPrice: 50,
      discount: 0,
      discountAmount: 0,
      subtotal: 100,
      returnedQuantity: 0,
    },
  ],
  returns: [],
  payments: [],
  ...changes,
});

describe("counter rules", () => {
  it("computes the cart's subtotal, IVA and total in exact cents", () => {
    expect(cartMoney([line(10.5, 3, 10), line(1999.99, 1, 0)], 16)).toEqual({
      subtotal: 2028.34,
      tax: 324.53,
      total: 2352.87,
      discount: 3.15,
    });
    expect(cartMoney([], 16)).toEqual({ subtotal: 0, tax: 0, total: 0, discount: 0 });
  });

  it("splits a server refusal into the toast's title and text", () => {
    expect(splitMessage("Cantidad excede stock: Filtro. Solo hay 0 unidades disponibles.")).toEqual({
      title: "Cantidad excede stock",
      description: "Filtro. Solo hay 0 unidades disponibles.",
    });
    // The credit refusals keep their one colon after the title (none inside the figures).
    expect(splitMessage(overLimitMessage(2_000_000, 9_020_000))).toEqual({
      title: "Cupo insuficiente",
      description: "la venta supera el cupo del cliente por $\u00a020.000 (quedan $\u00a090.200 disponibles)",
    });
    expect(splitMessage(overrideNeedsReasonMessage(overdueMessage(2_500)))).toEqual({
      title: "Deuda vencida",
      description:
        "el cliente tiene $\u00a025 vencidos; registre un abono antes de venderle a crédito. Indique el motivo para autorizar la venta a crédito",
    });
    expect(splitMessage("Venta no encontrada")).toEqual({
      title: "Error",
      description: "Venta no encontrada",
    });
  });

  it("remembers the receipt format, 80 mm unless A4 was chosen", () => {
    expect(rememberedReceiptFormat({ getItem: () => null })).toBe("80mm");
    expect(rememberedReceiptFormat({ getItem: () => "a4" })).toBe("a4");
  });

  it("draws the reports from completed sales only", () => {
    const now = new Date("2026-11-25T20:00:00.000Z");
    const sales = [
      sale(),
      sale({ id: 8, status: "canceled" }),
      sale({ id: 9, paymentMethod: "efectivo", total: 10 }),
    ];
    const days = salesByDay(sales, now);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ value: 126, count: 2 });
    expect(salesByPaymentMethod(sales).map((bar) => [bar.label, bar.value])).toEqual([
      ["Efectivo", 10],
      ["Tarjeta de crédito/débito", 0],
      ["Transferencia bancaria", 116],
    ]);
  });

  it("prints the shop, the sale, escaped lines, money and payment on the receipt", () => {
    const shop = {
      counterMode: true,
      businessName: "Repuestos & Cía",
      taxId: "J-1",
      address: "Av. 1",
      phone: "0241",
      receiptFooter: "Gracias",
      taxRate: 16,
      maxDiscount: 25,
      paymentMethods: ["efectivo" as const],
    };
    const html = receiptHtml(sale(), shop, "80mm");
    for (const text of [
      "Repuestos &amp; Cía",
      "#7",
      "Carlos Pérez",
      "Cliente General",
      "Bujía &lt;NGK&gt;",
      "IVA (16%)",
      "Transferencia bancaria",
      "Gracias",
      "size: 80mm auto",
      "<svg",
    ])
      expect(html).toContain(text);
    expect(receiptHtml(sale({ status: "canceled" }), shop, "a4")).toContain("VENTA ANULADA");
    expect(receiptHtml(sale(), shop, "a4")).toContain("size: A4");
  });
});

describe("toSaleProduct", () => {
  const product = (discount: number | null) =>
    ({ id: 4, name: "Correa", sku: "C-4", sellingPrice: 25000, stock: 3, discount }) as Product;

  it("keeps the real stock and the promotion's discount in whole percent", () => {
    expect(toSaleProduct(product(12.5))).toEqual({
      id: 4,
      name: "Correa",
      sku: "C-4",
      sellingPrice: 25000,
      stockQuantity: 3,
      discount: 12,
    });
  });

  it("has no discount when the product has none", () => {
    expect(toSaleProduct(product(null)).discount).toBeUndefined();
    expect(toSaleProduct(product(0)).discount).toBeUndefined();
  });
});
