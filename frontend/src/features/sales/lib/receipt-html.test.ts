import { describe, expect, it } from "vitest";
import type { Sale, ShopSettings } from "@/lib/api/types";
import { rememberedReceiptFormat, type ReceiptFormat } from "./counter-rules";
import { receiptHtml } from "./receipt-html";

const SHOP: ShopSettings = {
  counterMode: true,
  businessName: "Repuestos",
  taxId: "J-1",
  address: "",
  phone: "",
  receiptFooter: "",
  taxRate: 16,
  maxDiscount: 25,
  paymentMethods: ["efectivo"],
};

const SALE: Sale = {
  id: 121,
  createdAt: "2026-11-25T15:00:00.000Z",
  completedAt: "2026-11-25T15:00:00.000Z",
  canceledAt: null,
  status: "completed",
  customerId: null,
  customerName: null,
  paymentMethod: "efectivo",
  seller: { id: 2, name: "Carlos Pérez" },
  itemsCount: 1,
  taxRate: 16,
  subtotal: 520,
  discountTotal: 0,
  tax: 83.2,
  total: 603.2,
  returnedTotal: 0,
  lines: [
    {
      id: 1,
      productId: 1,
      name: "Bujía NGK",
      sku: "B-1",
      quantity: 1,
      unitPrice: 520,
      discount: 0,
      discountAmount: 0,
      subtotal: 520,
      returnedQuantity: 0,
    },
  ],
  returns: [],
  payments: [],
};

interface Cell {
  classes: string[];
  text: string;
}

/** The rows of the receipt's products table, each as its cells (class list and text, tags dropped). */
function productRows(format: ReceiptFormat): Cell[][] {
  const html = receiptHtml(SALE, SHOP, format);
  const table = html.slice(html.indexOf('<table aria-label="Productos">'), html.indexOf("</table>"));
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<td([^>]*)>([\s\S]*?)<\/td>/g)].map(([, attributes, inner]) => ({
      classes: /class="([^"]*)"/.exec(attributes!)?.[1]?.split(" ") ?? [],
      text: inner!.replace(/<[^>]+>/g, "").trim(),
    })),
  );
}

describe("receipt", () => {
  it.each(["58mm", "80mm", "a4"] as const)(
    "keeps units × price apart from the line's amount (%s): left and right of the line, not two amounts side by side",
    (format) => {
      const row = productRows(format).find((cells) => cells.some((cell) => cell.text.includes("1 × $")))!;
      expect(row.map((cell) => cell.text)).toEqual(["1 × $\u00a0520", "$\u00a0520"]);
      expect(row[0]!.classes).not.toContain("num");
      expect(row[1]!.classes).toContain("num");
    },
  );

  it("lays out a 58 mm roll beside 80 mm and A4, and remembers it", () => {
    const html = receiptHtml(SALE, SHOP, "58mm");
    expect(html).toContain('<body class="receipt receipt-58mm">');
    expect(html).toContain("size: 58mm auto");
    expect(rememberedReceiptFormat({ getItem: () => "58mm" })).toBe("58mm");
    expect(rememberedReceiptFormat({ getItem: () => "carta" })).toBe("80mm");
  });
});

describe("receipt of a split payment", () => {
  it("prints each payment, the cash handed over and the change", () => {
    const split: Sale = {
      ...SALE,
      payments: [
        {
          id: 1,
          method: "efectivo",
          amountCents: 7_400,
          tenderedCents: 10_000,
          changeCents: 2_600,
          reference: null,
          registerSessionId: 3,
        },
        {
          id: 2,
          method: "tarjeta",
          amountCents: 10_000,
          tenderedCents: null,
          changeCents: null,
          reference: "4512",
          registerSessionId: 3,
        },
      ],
    };
    const html = receiptHtml(split, SHOP, "80mm");
    const text = html.replace(/<[^>]+>/g, " ").replace(/[ \t\n]+/g, " ");
    expect(text).toContain("Efectivo $\u00a074 Recibido $\u00a0100 Vuelto $\u00a026");
    expect(text).toContain("Tarjeta de crédito/débito (ref. 4512) $\u00a0100");
    expect(text).not.toContain("Pago ");
  });
});

describe("receipt of cash in another currency", () => {
  it("prints what was handed over in it, the day's rate, its value in pesos and the change in pesos", () => {
    const usd: Sale = {
      ...SALE,
      payments: [
        {
          id: 1,
          method: "efectivo",
          amountCents: 1_240_000,
          tenderedCents: 1_600_000,
          changeCents: 360_000,
          reference: null,
          registerSessionId: 3,
          currency: "USD",
          foreignAmount: 400,
          rate: "4000",
        },
      ],
    };
    const text = receiptHtml(usd, SHOP, "80mm")
      .replace(/<[^>]+>/g, " ")
      .replace(/[ \t\n]+/g, " ");
    expect(text).toContain(
      "Efectivo $\u00a012.400 Recibido en USD (tasa $ 4.000) USD\u00a04,00 = $\u00a016.000 Vuelto $\u00a03.600",
    );
  });
});

describe("receipt of a sale on account", () => {
  it("says 'Venta a crédito', the due date and the customer's new balance", () => {
    const onAccount: Sale = {
      ...SALE,
      paymentMethod: "credito",
      customerName: "Taller Rápido",
      payments: [
        {
          id: 1,
          method: "credito",
          amountCents: 60_320,
          tenderedCents: null,
          changeCents: null,
          reference: null,
          registerSessionId: null,
        },
      ],
      credit: { dueDate: "2026-12-25", balanceCents: 160_320 },
    };
    const html = receiptHtml(onAccount, SHOP, "80mm");
    expect(html).toContain("<td>Crédito</td>");
    expect(html).toContain("<td>Venta a crédito</td>");
    expect(html).toContain('<td>Vence</td><td class="num">25/12/2026</td>');
    expect(html).toContain('<td>Saldo del cliente</td><td class="num">$\u00a01.603,20</td>');
    expect(receiptHtml(SALE, SHOP, "80mm")).not.toContain("Venta a crédito");
  });
});
