// The new-sale rules, free of React so they are tested on their own.
import { PAYMENT_METHOD_LABELS, WALK_IN_CUSTOMER as GENERAL_CUSTOMER } from "@rules/sale-messages";
export {
  SALE_STATUS_LABELS as STATUS_LABEL,
  WALK_IN_CUSTOMER as GENERAL_CUSTOMER,
} from "@rules/sale-messages";
import type { PaymentMethod, Sale, SaleLine, SaleProduct, SaleStatus, SaleSubmission } from "./sale-types";

export const IVA_PERCENT = 16;
export const PRODUCT_SEARCH_MIN_CHARS = 2;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "efectivo";

// The rule texts below are getters: read when shown, not while the module loads
// (build/eslint-rule-reads-at-load.js).

/** The dialog's choices, in the specification's order and wording. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethod; label: string }[] = [
  {
    value: "efectivo",
    get label() {
      return PAYMENT_METHOD_LABELS.efectivo;
    },
  },
  {
    value: "tarjeta",
    get label() {
      return PAYMENT_METHOD_LABELS.tarjeta;
    },
  },
  {
    value: "transferencia",
    get label() {
      return PAYMENT_METHOD_LABELS.transferencia;
    },
  },
];

/** Short label shown in the sales list. */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = {
  get efectivo() {
    return PAYMENT_METHOD_LABELS.efectivo;
  },
  tarjeta: "Tarjeta",
  transferencia: "Transferencia",
  get credito() {
    return PAYMENT_METHOD_LABELS.credito;
  },
};

/** Lower case without accents, so "bujia" finds "Bujía". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** price × quantity, less the discount percent. */
export function lineSubtotal(price: number, quantity: number, discount: number): number {
  return price * quantity * (1 - discount / 100);
}

export function saleTotal(lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.subtotal, 0);
}

export function unitCount(lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface LineError {
  title: string;
  description: string;
}

export type AddLineResult = { ok: true; lines: SaleLine[] } | { ok: false; error: LineError };

/**
 * Adds `quantity` of a product with a discount. Quantity must be above zero and, together with
 * what the sale already holds of that product, within stock. A product already in the sale is
 * merged: quantities add up and the new discount replaces the old one.
 */
export function addLine(
  lines: readonly SaleLine[],
  product: SaleProduct,
  quantity: number,
  discount: number,
): AddLineResult {
  if (!Number.isInteger(quantity) || quantity <= 0) {
    return {
      ok: false,
      error: { title: "Cantidad inválida", description: "La cantidad debe ser mayor que cero." },
    };
  }
  const safeDiscount = clampDiscount(discount);
  const existing = lines.find((line) => line.productId === product.id);
  const combined = (existing?.quantity ?? 0) + quantity;
  if (combined > product.stockQuantity) {
    const suffix = existing ? " en total" : "";
    return {
      ok: false,
      error: {
        title: "Cantidad excede stock",
        description: `Solo hay ${product.stockQuantity} unidades disponibles${suffix}.`,
      },
    };
  }
  const line: SaleLine = {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    quantity: combined,
    price: product.sellingPrice,
    discount: safeDiscount,
    subtotal: lineSubtotal(product.sellingPrice, combined, safeDiscount),
  };
  return {
    ok: true,
    lines: existing
      ? lines.map((current) => (current.productId === product.id ? line : current))
      : [...lines, line],
  };
}

/**
 * Sets a cart line's quantity and discount as typed in the cart, by the same rules as adding it
 * (quantity above zero and within stock); the line keeps its place.
 */
export function changeLine(
  lines: readonly SaleLine[],
  product: SaleProduct,
  quantity: number,
  discount: number,
): AddLineResult {
  const result = addLine(removeLine(lines, product.id), product, quantity, discount);
  if (!result.ok) return result;
  const changed = result.lines[result.lines.length - 1]!;
  return {
    ok: true,
    lines: lines.map((line) => (line.productId === product.id ? changed : line)),
  };
}

export function removeLine(lines: readonly SaleLine[], productId: number): SaleLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** An integer 0-100: anything else is brought into range (the input only takes digits). */
export function clampDiscount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Digits only, as typed into an integer field ("" when nothing usable). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, "");
}

/** A discount as typed: digits only, brought into 0-100 ("" while nothing is typed). */
export function discountDigits(text: string): string {
  const digits = digitsOnly(text);
  return digits === "" ? "" : String(clampDiscount(Number(digits)));
}

export type SubmitResult = { ok: true; submission: SaleSubmission } | { ok: false; error: LineError };

export function buildSubmission(
  lines: readonly SaleLine[],
  customer: string,
  paymentMethod: PaymentMethod,
  now: Date,
): SubmitResult {
  if (lines.length === 0) {
    return {
      ok: false,
      error: { title: "Venta vacía", description: "Agregue al menos un producto a la venta." },
    };
  }
  const name = customer.trim();
  return {
    ok: true,
    submission: {
      items: [...lines],
      total: saleTotal(lines),
      customer: name ? name : null,
      paymentMethod,
      date: now.toISOString(),
    },
  };
}

/** New id = highest existing id + 1 (1 for the first sale). */
export function nextSaleId(sales: readonly Sale[]): number {
  return sales.reduce((max, sale) => Math.max(max, sale.id), 0) + 1;
}

export function saleFromSubmission(
  sales: readonly Sale[],
  submission: SaleSubmission,
  status: SaleStatus,
): Sale {
  return {
    id: nextSaleId(sales),
    date: submission.date,
    customerName: submission.customer,
    total: submission.total,
    items: unitCount(submission.items),
    paymentMethod: submission.paymentMethod,
    status,
  };
}

/** Search of the sales list: sale number, customer (or 'Cliente General') or payment method. */
export function filterSales(sales: readonly Sale[], query: string): Sale[] {
  // "#1003" is how the list shows a sale number; the '#' is not part of it.
  const q = fold(query).replace(/^#/, "");
  if (!q) return [...sales];
  return sales.filter((sale) =>
    [
      String(sale.id),
      sale.customerName ?? GENERAL_CUSTOMER,
      sale.paymentMethod,
      PAYMENT_METHOD_SHORT[sale.paymentMethod],
    ].some((text) => fold(text).includes(q)),
  );
}

/** Newest first. The dates are ISO 8601, whose text sorts as their time does: compared as text,
 * not with localeCompare, whose first call builds a collator (10 ms on a fast machine). */
export function sortSalesNewestFirst(sales: readonly Sale[]): Sale[] {
  return [...sales].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** The dialog's product search: from 2 characters on, by name or SKU; shorter text lists them all. */
export function filterSaleProducts(products: readonly SaleProduct[], query: string): SaleProduct[] {
  const q = fold(query);
  if (q.length < PRODUCT_SEARCH_MIN_CHARS) return [...products];
  return products.filter((product) => fold(product.name).includes(q) || fold(product.sku).includes(q));
}
