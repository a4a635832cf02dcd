// The dashboard's overdue customers: from the accounts' ageing, those owing anything past its due
// date, most overdue first, at most five.
import type { AgeingRow } from "@/lib/api/types";

export const OVERDUE_SHOWN = 5;

export const overdueCents = (row: AgeingRow) => row.d1to30 + row.d31to60 + row.d61to90 + row.over90;

export function mostOverdue(rows: readonly AgeingRow[]): AgeingRow[] {
  return rows
    .filter((row) => overdueCents(row) > 0)
    .sort((a, b) => overdueCents(b) - overdueCents(a) || a.customerName.localeCompare(b.customerName, "es"))
    .slice(0, OVERDUE_SHOWN);
}

/** The oldest bucket a customer owes in, as the ageing report names it. */
export function oldestBucket(row: AgeingRow): string {
  if (row.over90 > 0) return "más de 90 días";
  if (row.d61to90 > 0) return "61–90 días";
  if (row.d31to60 > 0) return "31–60 días";
  return "1–30 días";
}
