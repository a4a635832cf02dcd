// How the owner's numbers are put together from the stores' sums of recorded lines: what is sold,
// what came back (in the period of the return) and what stays, with the margin over the cost each
// line recorded when it was sold.

/** One group's sums as a store answers them (sold: count of sales; returned: count of returns). */
export interface LineSums {
  count: number;
  units: number;
  amountCents: number;
  costCents: number;
}

export interface ReportFigures {
  salesCount: number;
  units: number;
  amountCents: number;
  returnsCount: number;
  returnedUnits: number;
  returnedCents: number;
  netCents: number;
  costCents: number;
  marginCents: number;
}

const NONE: LineSums = { count: 0, units: 0, amountCents: 0, costCents: 0 };

export function reportFigures(sold: LineSums = NONE, returned: LineSums = NONE): ReportFigures {
  const netCents = sold.amountCents - returned.amountCents;
  const costCents = sold.costCents - returned.costCents;
  return {
    salesCount: sold.count,
    units: sold.units,
    amountCents: sold.amountCents,
    returnsCount: returned.count,
    returnedUnits: returned.units,
    returnedCents: returned.amountCents,
    netCents,
    costCents,
    marginCents: netCents - costCents,
  };
}

/** The figures added up (a series' periods from its hours). */
export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  return {
    salesCount: a.salesCount + b.salesCount,
    units: a.units + b.units,
    amountCents: a.amountCents + b.amountCents,
    returnsCount: a.returnsCount + b.returnsCount,
    returnedUnits: a.returnedUnits + b.returnedUnits,
    returnedCents: a.returnedCents + b.returnedCents,
    netCents: a.netCents + b.netCents,
    costCents: a.costCents + b.costCents,
    marginCents: a.marginCents + b.marginCents,
  };
}

export const ZERO_FIGURES: ReportFigures = reportFigures();

/** A returned line's amount: its subtotal's share for the units returned, rounded down to the cent. */
export function returnedLineCents(subtotalCents: number, quantity: number, returned: number): number {
  return Math.floor((subtotalCents * returned) / quantity);
}

/** Biggest net first, then by name (Spanish order) so ties read alike on every store. */
export function byNetDescending<T extends { netCents: number; name: string }>(a: T, b: T): number {
  return b.netCents - a.netCents || a.name.localeCompare(b.name, "es");
}

/** The specification's estimated commission: 5 % of what a seller sold (net of returns). */
export const COMMISSION_PERCENT = 5;

export function commissionCents(netCents: number): number {
  return Math.round((netCents * COMMISSION_PERCENT) / 100);
}

/** The change against the previous period in percent, one decimal; null when there was nothing before. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** How far net sales went towards the goal's amount, in percent with one decimal (null: no goal). */
export function goalProgress(netCents: number, goalCents: number | undefined): number | null {
  if (goalCents === undefined || goalCents <= 0) return null;
  return Math.round((netCents / goalCents) * 1000) / 10;
}
