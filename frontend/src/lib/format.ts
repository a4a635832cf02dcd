// Money and date formats of the specification: COP without decimals in lists and reports, USD with
// 2 decimals in the product dialog, '$' with 2 decimals on labels, dates as dd/MM/yyyy.

// The money formats are written out by hand rather than with Intl.NumberFormat: the first Intl
// formatter a page creates loads the browser's locale data, a visible part of a phone's first
// render. They give exactly Intl's output (format.test.ts holds
// them to it); amounts Intl writes in words or exponents (NaN, infinities, 1e21 and up) still go
// through Intl.

/** Sign, whole part with a thousands separator, and the decimals of |amount| rounded half away
 * from zero. Like Intl, it rounds the shortest decimal that reads back as the amount ("1.005" →
 * "1.01"), not the binary value toFixed sees ("1.00"). */
function parts(amount: number, decimals: number, thousands: string) {
  const [whole, fraction] = roundHalfExpand(Math.abs(amount), decimals);
  const negative = amount < 0 || Object.is(amount, -0);
  return { sign: negative ? "-" : "", whole: whole.replace(/\B(?=(\d{3})+$)/g, thousands), fraction };
}

function roundHalfExpand(value: number, decimals: number): [string, string] {
  if (value < 1e-6) return ["0", "0".repeat(decimals)]; // String() would write an exponent
  const [whole, fraction = ""] = String(value).split(".");
  const kept = fraction.slice(0, decimals).padEnd(decimals, "0");
  let digits = BigInt(whole + kept);
  if ((fraction[decimals] ?? "0") >= "5") digits += 1n;
  const text = digits.toString().padStart(decimals + 1, "0");
  return [text.slice(0, text.length - decimals), text.slice(text.length - decimals)];
}

const writable = (amount: number) => Number.isFinite(amount) && Math.abs(amount) < 1e21;

/** "$ 68.000": Colombian pesos, no decimals (es-CO: a no-break space after the sign). */
export function formatCop(amount: number): string {
  if (!writable(amount))
    return intlFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 }, amount);
  const { sign, whole } = parts(amount, 0, ".");
  return `${sign}$\u00a0${whole}`;
}

/** "$ 342,70": Colombian pesos with cents (es-CO), for averages. */
export function formatCopCents(amount: number): string {
  if (!writable(amount))
    return intlFormat("es-CO", { style: "currency", currency: "COP", minimumFractionDigits: 2 }, amount);
  const { sign, whole, fraction } = parts(amount, 2, ".");
  return `${sign}$\u00a0${whole},${fraction}`;
}

/** "$68,000.00": US dollars with two decimals (en-US). */
export function formatUsd(amount: number): string {
  if (!writable(amount)) return intlFormat("en-US", { style: "currency", currency: "USD" }, amount);
  const { sign, whole, fraction } = parts(amount, 2, ",");
  return `${sign}$${whole}.${fraction}`;
}

/** Label sheets: a dollar sign and two decimals, e.g. "$68000.00" → "$68,000.00". */
export function formatDollar(amount: number): string {
  if (!writable(amount))
    return `$${intlFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }, amount)}`;
  const { sign, whole, fraction } = parts(amount, 2, ",");
  return `$${sign}${whole}.${fraction}`;
}

/** "1.234.567": a whole number the Colombian way (es-CO), for counts. */
export function formatWholeNumber(value: number): string {
  if (!writable(value)) return intlFormat("es-CO", { maximumFractionDigits: 0 }, value);
  const { sign, whole } = parts(value, 0, ".");
  return `${sign}${whole}`;
}

/** "12,5", "1.250": a number the Colombian way (es-CO) with at most `maxDecimals` decimals,
 * trailing zeros dropped. */
export function formatDecimal(value: number, maxDecimals = 1): string {
  if (!writable(value)) return intlFormat("es-CO", { maximumFractionDigits: maxDecimals }, value);
  const { sign, whole, fraction } = parts(value, maxDecimals, ".");
  const kept = fraction.replace(/0+$/, "");
  return kept ? `${sign}${whole},${kept}` : `${sign}${whole}`;
}

function intlFormat(locale: string, options: Intl.NumberFormatOptions, amount: number): string {
  return new Intl.NumberFormat(locale, options).format(amount);
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

/** dd/MM/yyyy HH:mm in the browser's time zone; an unreadable date gives "". */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatDate(date)} ${time}`;
}

/** Spanish locale facts the date pickers use: weeks start on Monday. */
export const DATE_LOCALE = { code: "es", weekStartsOn: 1 } as const;
