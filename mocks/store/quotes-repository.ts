// Quotes in memory: the mocks' counterpart of bff/src/store/quotes-repository.ts.
import { quoteNumber } from "../../rules/quotes";
import { fromCents } from "../../rules/sale-money";
import type { QuotesRepository, StoredQuote } from "../../server/store/quotes-repository";
import { quoteRows, type MemoryQuote } from "./quotes-state";
import { nextOf } from "./register-state";
import { userRef } from "./to-contract";

function quoteDto(quote: MemoryQuote): StoredQuote {
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    createdAt: quote.createdAt,
    validityDays: quote.validityDays,
    validUntil: quote.validUntil,
    customerId: quote.customerId,
    customerName: quote.customerName,
    seller: userRef(quote.userId),
    taxRate: quote.taxRate,
    subtotal: fromCents(quote.subtotalCents),
    discountTotal: fromCents(quote.discountCents),
    tax: fromCents(quote.taxCents),
    total: fromCents(quote.totalCents),
    saleId: quote.saleId,
    convertedAt: quote.convertedAt,
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: fromCents(line.unitPriceCents),
      discount: line.discount,
      discountAmount: fromCents(line.discountCents),
      subtotal: fromCents(line.subtotalCents),
    })),
  };
}

const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

export const quotes: QuotesRepository = {
  async list(filter) {
    const search = filter.search === undefined ? undefined : lowerAscii(filter.search);
    const matching = quoteRows.quotes.filter((quote) => {
      if (
        search !== undefined &&
        quote.id !== filter.id &&
        !lowerAscii(quote.customerName ?? "").includes(search)
      )
        return false;
      if (filter.state === "convertida" && quote.saleId === null) return false;
      if (filter.state === "vigente" && (quote.saleId !== null || quote.validUntil <= filter.now))
        return false;
      if (filter.state === "vencida" && (quote.saleId !== null || quote.validUntil > filter.now))
        return false;
      if (filter.from !== undefined && quote.createdAt < filter.from) return false;
      if (filter.to !== undefined && quote.createdAt >= filter.to) return false;
      return true;
    });
    matching.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
    return {
      items: matching.slice(filter.offset, filter.offset + filter.limit).map(quoteDto),
      total: matching.length,
    };
  },
  async find(id) {
    const quote = quoteRows.quotes.find((row) => row.id === id);
    return quote ? quoteDto(quote) : null;
  },
  async create(draft) {
    const quote: MemoryQuote = {
      ...structuredClone(draft),
      id: nextOf(quoteRows.quotes),
      saleId: null,
      convertedAt: null,
    };
    quoteRows.quotes.push(quote);
    return quoteDto(quote);
  },
};
