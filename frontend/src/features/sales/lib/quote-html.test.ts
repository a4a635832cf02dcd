import { describe, expect, it } from "vitest";
import type { Quote, ShopSettings } from "@/lib/api/types";
import { quoteHtml } from "./quote-html";

const SHOP: ShopSettings = {
  counterMode: true,
  businessName: "Repuestos <El Gato>",
  taxId: "J-1",
  address: "",
  phone: "",
  receiptFooter: "",
  taxRate: 16,
  maxDiscount: 25,
  paymentMethods: ["efectivo"],
};

const QUOTE: Quote = {
  id: 12,
  number: "COT-000012",
  createdAt: "2026-11-25T15:00:00.000Z",
  validityDays: 15,
  validUntil: "2026-12-10T15:00:00.000Z",
  state: "vigente",
  customerId: null,
  customerName: "Taller Los Pinos",
  seller: { id: 2, name: "Carlos Pérez" },
  taxRate: 16,
  subtotal: 936,
  discountTotal: 104,
  tax: 149.76,
  total: 1085.76,
  saleId: null,
  convertedAt: null,
  lines: [
    {
      productId: 1,
      name: "Bujía NGK",
      sku: "B-1",
      quantity: 2,
      unitPrice: 520,
      discount: 10,
      discountAmount: 104,
      subtotal: 936,
    },
  ],
};

const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("quoteHtml", () => {
  it("says it is a quote and not an invoice, with its number, validity, customer and money", () => {
    const body = visibleText(quoteHtml(QUOTE, SHOP, "80mm"));
    expect(body).toContain("Cotización COT-000012");
    expect(body.match(/Cotización — no es una factura/g)).toHaveLength(2);
    expect(body).toContain("(15 días)");
    expect(body).toContain("Cliente: Taller Los Pinos");
    expect(body).toContain("Descuento 10%");
    expect(body).toMatch(/Total \$\s1\.086/);
    expect(body).toContain("Repuestos &lt;El Gato&gt;");
  });

  it("lays out an 80 mm roll or an A4 sheet", () => {
    expect(quoteHtml(QUOTE, SHOP, "80mm")).toContain("size: 80mm auto");
    expect(quoteHtml(QUOTE, SHOP, "a4")).toContain("size: A4");
  });
});
