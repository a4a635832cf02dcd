// The 'Movimientos' CSV: what the filters show, one row per movement, newest first. Cells go through
// toCsv, which neutralises formulas (a product name or reason could start with '=').
import type { StockMovement } from "@/lib/api/types";
import { toCsv, type CsvCell } from "@/lib/downloads/csv";
import { formatDateTime } from "@/lib/format";
import { kindLabel, userLabel } from "./movement-format";

export const MOVEMENTS_CSV_HEADER = [
  "Fecha",
  "SKU",
  "Producto",
  "Tipo",
  "Cantidad",
  "Stock resultante",
  "Usuario",
  "Motivo",
  "Referencia",
];

export function movementsCsv(movements: StockMovement[]): string {
  const rows: CsvCell[][] = movements.map((m) => [
    formatDateTime(m.createdAt),
    m.productSku,
    m.productName,
    kindLabel(m.kind),
    m.quantity,
    m.stockAfter,
    userLabel(m),
    m.reason,
    m.reference,
  ]);
  return toCsv([MOVEMENTS_CSV_HEADER, ...rows]);
}

/** movimientos-2025-06-15.csv */
export function movementsFileName(now: Date): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  return `movimientos-${day}.csv`;
}

/** A day picked in the filters (yyyy-mm-dd, local) as the instant it starts; `next` for the day after. */
export function dayStart(day: string, next = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0));
  return date.toISOString();
}
