// Money and date formats of the specification: COP without decimals in lists and reports, USD with
// 2 decimals in the product dialog, '$' with 2 decimals on labels, dates as dd/MM/yyyy.

const copFormatter = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const usdFormatter = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const plainTwoDecimals = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatCop(amount: number): string {
  return copFormatter.format(amount);
}

export function formatUsd(amount: number): string {
  return usdFormatter.format(amount);
}

/** Label sheets: a dollar sign and two decimals, e.g. "$68000.00" → "$68,000.00". */
export function formatDollar(amount: number): string {
  return `$${plainTwoDecimals.format(amount)}`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)}%`;
}

/** dd/MM/yyyy; an unreadable date gives the fallback. */
export function formatDate(value: string | Date | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  const dd = String(date.getDate()).padStart(2, "0");
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** Spanish locale facts the date pickers use: weeks start on Monday. */
export const DATE_LOCALE = { code: "es", weekStartsOn: 1 } as const;
