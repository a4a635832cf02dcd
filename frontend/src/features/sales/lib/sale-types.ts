// The in-memory shapes of the sales page. No server holds them.

export type PaymentMethod = "efectivo" | "tarjeta" | "transferencia" | "credito";
export type SaleStatus = "completed" | "pending" | "canceled";

export interface Sale {
  id: number;
  /** ISO date-time. */
  date: string;
  /** null is shown as 'Cliente General'. */
  customerName: string | null;
  total: number;
  /** Number of units sold. */
  items: number;
  paymentMethod: PaymentMethod;
  status: SaleStatus;
}

/** A product the new-sale dialog offers (fixed sample list). */
export interface SaleProduct {
  id: number;
  name: string;
  sku: string;
  sellingPrice: number;
  stockQuantity: number;
  /** The discount the product sells with (an active promotion's), percent. */
  discount?: number;
}

export interface SaleLine {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  price: number;
  /** Percent, integer 0-100. */
  discount: number;
  subtotal: number;
}

/** What 'Completar Venta' / 'Venta Pendiente' hand over. */
export interface SaleSubmission {
  items: SaleLine[];
  total: number;
  customer: string | null;
  paymentMethod: PaymentMethod;
  /** ISO date-time. */
  date: string;
}
