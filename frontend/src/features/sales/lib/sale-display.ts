// How a sale reads on screen: its number and its date with the time (several sales share a day).
import { fromCents, toCents } from "@rules/sale-money";
import { formatDateTime } from "@/lib/format";
import type { Sale } from "@/lib/api/types";

export function saleNumber(id: number): string {
  return `#${id}`;
}

export const formatSaleDate = formatDateTime;

/** The money one return gave back: what the sale had returned after it, less before it. */
export function refundedBy(before: Pick<Sale, "returnedTotal">, after: Pick<Sale, "returnedTotal">): number {
  return fromCents(toCents(after.returnedTotal) - toCents(before.returnedTotal));
}
