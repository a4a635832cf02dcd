// Sales: drafts the operations priced, their transactional writes (create, complete, cancel,
// return) and the paged list.
import type { Sale, SaleStatus } from "@contract/types";
import type { RefundParts } from "../../rules/sale-payments";
import type { SaleAccountDraft } from "./accounts-repository";

/** One line of a sale as the operation priced it (names kept: a product may be renamed or deleted). */
export interface SaleLineDraft {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  discount: number;
  unitPriceCents: number;
  discountCents: number;
  subtotalCents: number;
}

/** A payment row as the operation checked it (rules/sale-payments.ts). */
export interface SalePaymentDraft {
  method: string;
  amountCents: number;
  tenderedCents: number | null;
  changeCents: number | null;
  reference: string | null;
  /** Only for cash in another currency (rules/currencies.ts). */
  currency?: string;
  foreignAmount?: number;
  rate?: string;
}

/** How a completed sale is paid and the register session its payments belong to. */
export interface SalePaymentsDraft {
  /** Empty for a pending sale. */
  payments: SalePaymentDraft[];
  registerSessionId: number | null;
  /** Present when some payment is 'credito': the debit of the customer's account ('Crédito'). */
  account?: SaleAccountDraft;
}

export interface SaleDraft extends SalePaymentsDraft {
  status: "completed" | "pending";
  userId: number;
  customerId: number | null;
  customerName: string | null;
  paymentMethod: string;
  taxRate: number;
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** One per product (the operation merged repeats). */
  lines: SaleLineDraft[];
  /** The quote the sale is made from: marked converted in the sale's transaction, `stale` if it was. */
  quoteId?: number;
}

/** What a pending sale completes at: today's prices, discounts, IVA, payment and money. */
export interface SaleCompletionTerms extends SalePaymentsDraft {
  paymentMethod: string;
  taxRate: number;
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  lines: Array<{
    productId: number;
    unitPriceCents: number;
    discount: number;
    discountCents: number;
    subtotalCents: number;
  }>;
}

/** A line asked for more than the product's stock at the moment of the write. */
export interface StockShortage {
  productId: number;
  available: number;
}

/** `sessionClosed`: the register session the payments were for closed before the write. */
export type SaleWrite =
  | { sale: Sale }
  | { shortage: StockShortage }
  | { stale: true }
  | { sessionClosed: true }
  /** A sale on account the customer's account refused (limit, overdue debt, credit not enabled). */
  | { creditRefused: string };

export interface SalesFilter {
  /** Digits: the sale number; otherwise words of the customer's name or the payment method. */
  search?: string;
  status?: SaleStatus;
  limit: number;
  offset: number;
}

export interface SaleReturnDraft {
  userId: number;
  reason: string;
  lines: Array<{ lineId: number; quantity: number }>;
  refundCents: number;
  /** The method of what does not go back on the customer's account (cash leaves the drawer). */
  refundMethod: string;
  /**
   * For a sale with any 'credito' payment: the refund's parts given what the sale still charges on
   * the account, read inside the return's write (the account part is a 'return' movement).
   */
  accountShare?: (chargedOnAccountCents: number) => RefundParts;
  registerSessionId: number | null;
}

export interface SalesRepository {
  /** Newest first (then the higher number); `total` counts every match before paging. */
  list(filter: SalesFilter): Promise<{ items: Sale[]; total: number }>;
  find(id: number): Promise<Sale | null>;
  /**
   * In one transaction: the sale and its lines and, when completed, every line's stock lowered with a
   * 'sale' movement by the seller. When a line asks for more than the stock, nothing is written.
   */
  create(draft: SaleDraft): Promise<SaleWrite>;
  /**
   * A pending sale becomes completed at `terms` (its lines' prices and money, IVA and payment
   * rewritten), by the same stock rule; `stale` when it is no longer pending.
   */
  complete(id: number, userId: number, terms: SaleCompletionTerms): Promise<SaleWrite>;
  /**
   * The sale becomes canceled; a completed one's unreturned units go back with a 'cancellation'
   * movement per line. `stale` when it was canceled meanwhile.
   */
  cancel(id: number, userId: number): Promise<SaleWrite>;
  /**
   * The units go back with a 'return' movement per line (the reason as the movement's). `stale` when
   * the sale is no longer completed or a line has fewer units left to return than asked.
   */
  addReturn(id: number, draft: SaleReturnDraft): Promise<SaleWrite>;
}
