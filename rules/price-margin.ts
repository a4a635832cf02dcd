// The product dialog's margin rule in exact cents: the margin is (selling − cost) / cost, kept to a
// tenth of a percent, and a new cost's selling price is cost × (1 + margin), to the cent. A supplier
// price list that moves a cost moves the selling price by this rule when the Administrador asks.

/** n / d rounded half away from zero (d > 0). */
function roundedDivision(n: number, d: number): number {
  const whole = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -whole : whole;
}

/** The margin in tenths of a percent, or null when the cost is zero (a margin over nothing). */
export function marginTenths(costCents: number, sellingCents: number): number | null {
  if (costCents <= 0) return null;
  return roundedDivision((sellingCents - costCents) * 1000, costCents);
}

/** The selling price that keeps the part's margin over a new cost; unchanged when it had none. */
export function sellingKeepingMargin(
  before: { costCents: number; sellingCents: number },
  newCostCents: number,
): number {
  const margin = marginTenths(before.costCents, before.sellingCents);
  if (margin === null) return before.sellingCents;
  return roundedDivision(newCostCents * (1000 + margin), 1000);
}
