// Quotes in each state and a lost-sales report, for the stories of the counter's quotes.
import type { LostSalesReport, Quote, Sale } from "@/lib/api/types";

export const QUOTE: Quote = {
  id: 12,
  number: "COT-000012",
  createdAt: "2026-11-25T15:00:00.000Z",
  validityDays: 15,
  validUntil: "2099-12-10T15:00:00.000Z",
  state: "vigente",
  customerId: null,
  customerName: "Taller Los Pinos",
  seller: { id: 2, name: "Carlos Pérez" },
  taxRate: 16,
  subtotal: 536500,
  discountTotal: 24500,
  tax: 85840,
  total: 622340,
  saleId: null,
  convertedAt: null,
  lines: [
    {
      productId: 1,
      name: "Kit de distribución con tensor",
      sku: "MOT-DI-8919",
      quantity: 1,
      unitPrice: 245000,
      discount: 10,
      discountAmount: 24500,
      subtotal: 220500,
    },
    {
      productId: 2,
      name: "Bomba de agua",
      sku: "REF-BO-1234",
      quantity: 2,
      unitPrice: 158000,
      discount: 0,
      discountAmount: 0,
      subtotal: 316000,
    },
  ],
};

export const EXPIRED_QUOTE: Quote = {
  ...QUOTE,
  id: 9,
  number: "COT-000009",
  customerName: null,
  validUntil: "2026-11-10T15:00:00.000Z",
  createdAt: "2026-10-26T15:00:00.000Z",
  state: "vencida",
};

export const CONVERTED_QUOTE: Quote = {
  ...QUOTE,
  id: 7,
  number: "COT-000007",
  customerName: "Ana Gómez",
  state: "convertida",
  saleId: 1043,
  convertedAt: "2026-11-26T10:00:00.000Z",
};

export const SALE_FROM_QUOTE: Sale = {
  id: 1043,
  createdAt: "2026-11-26T10:00:00.000Z",
  completedAt: "2026-11-26T10:00:00.000Z",
  canceledAt: null,
  status: "completed",
  customerId: null,
  customerName: "Taller Los Pinos",
  paymentMethod: "efectivo",
  seller: { id: 2, name: "Carlos Pérez" },
  itemsCount: 3,
  taxRate: 16,
  subtotal: 536500,
  discountTotal: 24500,
  tax: 85840,
  total: 622340,
  returnedTotal: 0,
  lines: [],
  returns: [],
  payments: [],
};

export const LOST_REPORT: LostSalesReport = {
  from: "2026-10-28T00:00:00.000Z",
  to: null,
  occurrences: 6,
  quantity: 9,
  byReason: [
    { reason: "no_stock", occurrences: 4, quantity: 7 },
    { reason: "not_carried", occurrences: 2, quantity: 2 },
  ],
  rows: [
    {
      productId: 31,
      name: "Filtro de combustible",
      sku: "FIL-FI-1234",
      reason: "no_stock",
      occurrences: 4,
      quantity: 7,
      lastAt: "2026-11-26T16:00:00.000Z",
    },
    {
      productId: null,
      name: "Faro antiniebla Aveo",
      sku: null,
      reason: "not_carried",
      occurrences: 2,
      quantity: 2,
      lastAt: "2026-11-25T11:00:00.000Z",
    },
  ],
};
