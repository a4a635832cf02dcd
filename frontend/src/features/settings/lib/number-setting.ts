// Whole-number settings typed into inputs: the stock alert (0 or more) and the percentages (0-100).

export interface NumberRange {
  min: number;
  max: number;
}

export const STOCK_ALERT_RANGE: NumberRange = { min: 0, max: 100_000 };
export const PERCENT_RANGE: NumberRange = { min: 0, max: 100 };
/** A closing's allowed difference, in whole pesos. */
export const PESOS_RANGE: NumberRange = { min: 0, max: 1_000_000_000 };
/** How many days a quote ('Cotización') is valid. */
export const QUOTE_DAYS_RANGE: NumberRange = { min: 0, max: 365 };

/** The typed text as a whole number inside the range; the previous value when it is not a number. */
export function parseNumberSetting(text: string, previous: number, range: NumberRange): number {
  if (text.trim() === "") return previous;
  const value = Number(text);
  if (!Number.isFinite(value)) return previous;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}
