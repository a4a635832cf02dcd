// The repositories of quotes ('Cotización') and lost sales ('Venta perdida'), apart from
// server/store.ts so the counter's two new documents read in one place. Field types are declared
// here only.
import type { LostSale, LostSaleReason, LostSalesReport, Quote, QuoteState } from "@contract/types";
import type { SaleLineDraft } from "./store";

/** A quote as the operation priced it: the lines' prices and money of that moment, kept for good. */
export interface QuoteDraft {
  userId: number;
  customerId: number | null;
  customerName: string | null;
  createdAt: string;
  validityDays: number;
  validUntil: string;
  taxRate: number;
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: SaleLineDraft[];
}

/** A quote as stored: its state is derived by the operation from the time of asking. */
export type StoredQuote = Omit<Quote, "state">;

export interface QuotesFilter {
  /** Words of the customer's name. */
  search?: string;
  /** The number the search names, when it names one (matched besides the name). */
  id?: number;
  state?: QuoteState;
  from?: string;
  to?: string;
  /** The instant the state is judged at. */
  now: string;
  limit: number;
  offset: number;
}

export interface QuotesRepository {
  /** Newest first, with the total before paging. */
  list(filter: QuotesFilter): Promise<{ items: StoredQuote[]; total: number }>;
  find(id: number): Promise<StoredQuote | null>;
  create(draft: QuoteDraft): Promise<StoredQuote>;
}

export interface LostSaleDraft {
  productId: number | null;
  /** The part's name when recorded, or the text asked. */
  name: string;
  sku: string | null;
  vehicle: string | null;
  quantity: number;
  reason: LostSaleReason;
  /** rules/lost-sales.ts `lostSaleKey`: what the report groups by. */
  partKey: string;
  userId: number;
}

export interface LostSalesRepository {
  create(draft: LostSaleDraft): Promise<LostSale>;
  /** Rows per part key and reason, most units first, and the totals per reason, in [from, to). */
  report(period: { from: string; to: string | null }): Promise<Pick<LostSalesReport, "rows" | "byReason">>;
  /** Units lost per catalogue part since each instant (30, 60, 90 days back). */
  unitsByProduct(since: {
    d30: string;
    d60: string;
    d90: string;
  }): Promise<Map<number, { d30: number; d60: number; d90: number }>>;
}
