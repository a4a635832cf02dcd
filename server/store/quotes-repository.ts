// Quotes ('Cotización'): stored as priced; the operation derives their state.
import type { Quote, QuoteState } from "@contract/types";
import type { SaleLineDraft } from "./sales-repository";

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
