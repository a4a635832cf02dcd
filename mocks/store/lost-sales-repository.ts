// Lost sales in memory: the mocks' counterpart of bff/src/store/lost-sales-repository.ts.
import type { LostSale } from "@contract/types";
import type { LostSalesRepository } from "../../server/store/lost-sales-repository";
import { quoteRows, type MemoryLostSale } from "./quotes-state";
import { nextOf } from "./register-state";
import { userRef } from "./to-contract";

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
