// Cost, margin and selling price kept in sync:
// selling = cost × (1 + margin/100) with 2 decimals; margin = (selling − cost) / cost × 100 with 1.
// The form holds strings, so these helpers take and give the strings the inputs show.

export interface PriceFields {
  costPrice: string;
  marginPercent: string;
  sellingPrice: string;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // EPSILON nudges values such as 1.005 that binary floats store just below the half.
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

export function sellingFromMargin(cost: number, margin: number): number {
  return round(cost * (1 + margin / 100), 2);
}

/** Null when the cost is zero or negative: a margin over nothing has no meaning. */
export function marginFromPrices(cost: number, selling: number): number | null {
  if (!(cost > 0)) return null;
  return round(((selling - cost) / cost) * 100, 1);
}

/** A typed number, or null for an empty or unreadable field. Accepts a decimal comma. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(",", ".");
  if (normalized === "") return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

function withMargin(fields: PriceFields): PriceFields {
  const cost = parseAmount(fields.costPrice);
  const selling = parseAmount(fields.sellingPrice);
  if (cost === null || selling === null) return fields;
  const margin = marginFromPrices(cost, selling);
  return margin === null ? fields : { ...fields, marginPercent: margin.toFixed(1) };
}

function withSelling(fields: PriceFields): PriceFields {
  const cost = parseAmount(fields.costPrice);
  const margin = parseAmount(fields.marginPercent);
  if (cost === null || margin === null) return fields;
  return { ...fields, sellingPrice: sellingFromMargin(cost, margin).toFixed(2) };
}

/** A new cost: recompute the selling price from the margin, or the margin when none is set. */
export function onCostChange(fields: PriceFields, costPrice: string): PriceFields {
  const next = { ...fields, costPrice };
  return parseAmount(next.marginPercent) !== null ? withSelling(next) : withMargin(next);
}

export function onMarginChange(fields: PriceFields, marginPercent: string): PriceFields {
  return withSelling({ ...fields, marginPercent });
}

export function onSellingChange(fields: PriceFields, sellingPrice: string): PriceFields {
  return withMargin({ ...fields, sellingPrice });
}
