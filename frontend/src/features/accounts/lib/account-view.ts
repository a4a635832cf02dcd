// The accounts screen's pure logic: a movement's text, the ageing table's columns and sort, and
// the rows the statement and the ageing report print and export.
import { AGEING_BUCKETS, AGEING_LABELS, type AgeingBucket } from "@rules/customer-credit";
import { CREDIT_LABELS } from "@rules/credit-messages";
import { formatPesosCents } from "@rules/sale-terms";
import type { AccountMovement, AgeingRow, CustomerStatement } from "@/lib/api/types";

export type AgeingColumn = "customerName" | "balanceCents" | AgeingBucket;

/** The ageing table's columns, built when shown (build/eslint-rule-reads-at-load.js). */
export const ageingColumns = (): ReadonlyArray<{ key: AgeingColumn; label: string }> => [
  { key: "customerName", label: "Cliente" },
  { key: "balanceCents", label: "Saldo" },
  ...AGEING_BUCKETS.map((key) => ({ key, label: AGEING_LABELS[key] })),
];

export interface SortState {
  column: AgeingColumn;
  descending: boolean;
}

export function sortedAgeing(rows: readonly AgeingRow[], sort: SortState): AgeingRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const order =
      sort.column === "customerName"
        ? a.customerName.localeCompare(b.customerName, "es")
        : a[sort.column] - b[sort.column];
    return sign * order || a.customerId - b.customerId;
  });
}

/** The next sort when a column's header is pressed: the same column flips, another starts descending. */
export function nextSort(sort: SortState, column: AgeingColumn): SortState {
  return sort.column === column
    ? { column, descending: !sort.descending }
    : { column, descending: column !== "customerName" };
}

export const money = (cents: number) => formatPesosCents(cents);

/** 'DD/MM/YYYY' of a YYYY-MM-DD date. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

export function movementText(movement: AccountMovement): string {
  const parts: string[] = [CREDIT_LABELS[movement.kind]];
  if (movement.saleId !== null) parts.push(`venta #${movement.saleId}`);
  if (movement.paymentId !== null) parts.push(`abono #${movement.paymentId}`);
  if (movement.note) parts.push(movement.note);
  return parts.join(" · ");
}

/** The statement as a sheet: its summary, then each movement with the balance after it. */
export function statementSheet(statement: CustomerStatement): Array<Array<string | number>> {
  return [
    ["Estado de cuenta", statement.customerName],
    ["Período", `${dayLabel(statement.from)} – ${dayLabel(statement.to)}`],
    ["Saldo inicial", statement.openingBalanceCents / 100],
    ["Ventas a crédito", statement.salesCents / 100],
    ["Devoluciones", statement.returnsCents / 100],
    ["Abonos", statement.paymentsCents / 100],
    ["Abonos anulados", statement.voidsCents / 100],
    ["Saldo final", statement.closingBalanceCents / 100],
    [],
    ["Fecha", "Movimiento", "Importe", "Saldo"],
    ...statement.movements.map((m) => [
      dayLabel(m.occurredOn),
      movementText(m),
      m.amountCents / 100,
      m.balanceCents / 100,
    ]),
  ];
}

export function ageingSheet(
  rows: readonly AgeingRow[],
  totals: Record<string, number>,
): Array<Array<string | number>> {
  const money = (row: Record<string, number>) =>
    ageingColumns()
      .slice(1)
      .map(({ key }) => (row[key] ?? 0) / 100);
  return [
    ageingColumns().map((c) => c.label),
    ...rows.map((row) => [row.customerName, ...money(row as unknown as Record<string, number>)]),
    ["Total", ...money(totals)],
  ];
}
