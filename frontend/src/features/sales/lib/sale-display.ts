// How a sale reads on screen: its number and its date with the time (several sales share a day).
import { formatDateTime } from "@/lib/format";

export function saleNumber(id: number): string {
  return `#${id}`;
}

export const formatSaleDate = formatDateTime;
