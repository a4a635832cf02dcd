// How a sale reads on screen: its number and its date with the time (several sales share a day).
import { formatDate } from "@/lib/format";

export function saleNumber(id: number): string {
  return `#${id}`;
}

export function formatSaleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const hh = String(date.getHours()).padStart(2, "0");
  const mm = String(date.getMinutes()).padStart(2, "0");
  return `${formatDate(date)} ${hh}:${mm}`;
}
