// A product's price history as step-chart series: each change starts a step that lasts until the
// next, and the last one runs until now. The cost and the margin only where the rows carry the cost
// (an Administrador's answer).
import type { PriceChange } from "@/lib/api/types";
import { marginFromPrices } from "./price-sync";

export interface PricePoint {
  x: Date;
  y: number;
}

export interface PriceSeries {
  selling: PricePoint[];
  cost: PricePoint[] | null;
}

export function priceSteps(changes: PriceChange[], now: Date): PriceSeries {
  const withCost = changes.length > 0 && changes.every((c) => c.newCostPrice !== undefined);
  const selling = changes.map((c) => ({ x: new Date(c.createdAt), y: c.newSellingPrice }));
  const cost = withCost ? changes.map((c) => ({ x: new Date(c.createdAt), y: c.newCostPrice! })) : null;
  const last = changes[changes.length - 1];
  if (last && new Date(last.createdAt) < now) {
    selling.push({ x: now, y: last.newSellingPrice });
    cost?.push({ x: now, y: last.newCostPrice! });
  }
  return { selling, cost };
}

/** The margin a change left, for an Administrador's rows; null without a cost. */
export function marginAfter(change: PriceChange): number | null {
  return change.newCostPrice === undefined
    ? null
    : marginFromPrices(change.newCostPrice, change.newSellingPrice);
}

/** The change in force at `at`: the last one made at or before it (the first before any). */
export function changeAt(changes: PriceChange[], at: Date): PriceChange | undefined {
  let found = changes[0];
  for (const change of changes) if (new Date(change.createdAt) <= at) found = change;
  return found;
}
