// Quotes and lost sales in memory: plain arrays, emptied with the rest of the mocks' database. The
// sales store marks a quote converted in the same step that records its sale
// (mocks/store/sales-repository.ts).
import type { LostSale } from "@contract/types";
import type { QuoteDraft } from "../../server/store/quotes-repository";
import { onMockDbReset } from "../db";

export interface MemoryQuote extends QuoteDraft {
  id: number;
  saleId: number | null;
  convertedAt: string | null;
}

export interface MemoryLostSale extends Omit<LostSale, "user"> {
  userId: number;
  partKey: string;
}

export const quoteRows = {
  quotes: [] as MemoryQuote[],
  lostSales: [] as MemoryLostSale[],
};

onMockDbReset(() => {
  quoteRows.quotes.length = 0;
  quoteRows.lostSales.length = 0;
});

/** True while the quote may still be converted (checked before the sale moves any stock). */
export function quoteOpen(quoteId: number): boolean {
  const quote = quoteRows.quotes.find((row) => row.id === quoteId);
  return quote !== undefined && quote.saleId === null;
}

/** Marks the quote converted by `saleId`, once the sale is certain to be written. */
export function claimQuote(quoteId: number, saleId: number, at: string): void {
  const quote = quoteRows.quotes.find((row) => row.id === quoteId);
  if (quote) {
    quote.saleId = saleId;
    quote.convertedAt = at;
  }
}
