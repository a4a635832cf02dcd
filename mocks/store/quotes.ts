// Quotes and lost sales in memory: the mocks' counterpart of bff/src/store/quotes-repository.ts and
// lost-sales-repository.ts.
import type { LostSale } from "@contract/types";
import { quoteNumber } from "../../rules/quotes";
import { fromCents } from "../../rules/sale-money";
import type { LostSalesRepository, QuotesRepository, StoredQuote } from "../../server/quote-store";
import { db } from "../db";
import { quoteRows, type MemoryLostSale, type MemoryQuote } from "./quotes-state";

const nextOf = (rows: Array<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

function userRef(id: number | null) {
  if (id === null) return null;
  const user = db.users.findFirst((q) => q.where({ id }));
  return user ? { id, name: user.name } : null;
}

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

function lostSaleDto(row: MemoryLostSale): LostSale {
  return {
    id: row.id,
    createdAt: row.createdAt,
    productId: row.productId,
    name: row.name,
    sku: row.sku,
    vehicle: row.vehicle,
    quantity: row.quantity,
    reason: row.reason,
    user: userRef(row.userId),
  };
}

const inPeriod = (row: MemoryLostSale, period: { from: string; to: string | null }) =>
  row.createdAt >= period.from && (period.to === null || row.createdAt < period.to);

export const lostSales: LostSalesRepository = {
  async create(draft) {
    const row: MemoryLostSale = {
      id: nextOf(quoteRows.lostSales),
      createdAt: new Date().toISOString(),
      productId: draft.productId,
      name: draft.name,
      sku: draft.sku,
      vehicle: draft.vehicle,
      quantity: draft.quantity,
      reason: draft.reason,
      userId: draft.userId,
      partKey: draft.partKey,
    };
    quoteRows.lostSales.push(row);
    return lostSaleDto(row);
  },
  async report(period) {
    const groups = new Map<string, Awaited<ReturnType<LostSalesRepository["report"]>>["rows"][number]>();
    const reasons = new Map<
      string,
      { reason: MemoryLostSale["reason"]; occurrences: number; quantity: number }
    >();
    for (const row of quoteRows.lostSales.filter((candidate) => inPeriod(candidate, period))) {
      const key = `${row.partKey}\u0000${row.reason}`;
      const group = groups.get(key) ?? {
        productId: null,
        name: "",
        sku: null,
        reason: row.reason,
        occurrences: 0,
        quantity: 0,
        lastAt: row.createdAt,
      };
      // As the SQL's MAX over the group: the largest of each value.
      group.productId = Math.max(group.productId ?? 0, row.productId ?? 0) || null;
      group.name = group.name > row.name ? group.name : row.name;
      group.sku = (group.sku ?? "") > (row.sku ?? "") ? group.sku : row.sku;
      group.occurrences += 1;
      group.quantity += row.quantity;
      group.lastAt = group.lastAt > row.createdAt ? group.lastAt : row.createdAt;
      groups.set(key, group);
      const total = reasons.get(row.reason) ?? { reason: row.reason, occurrences: 0, quantity: 0 };
      total.occurrences += 1;
      total.quantity += row.quantity;
      reasons.set(row.reason, total);
    }
    return { rows: [...groups.values()], byReason: [...reasons.values()] };
  },
  async unitsByProduct(since) {
    const units = new Map<number, { d30: number; d60: number; d90: number }>();
    for (const row of quoteRows.lostSales) {
      if (row.productId === null || row.createdAt < since.d90) continue;
      const totals = units.get(row.productId) ?? { d30: 0, d60: 0, d90: 0 };
      totals.d90 += row.quantity;
      if (row.createdAt >= since.d60) totals.d60 += row.quantity;
      if (row.createdAt >= since.d30) totals.d30 += row.quantity;
      units.set(row.productId, totals);
    }
    return units;
  },
};
