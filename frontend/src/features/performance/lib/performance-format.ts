// Money with cents for average tickets (342.70 in the demo figures): COP otherwise has no decimals.
const copWithCents = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatCopCents(amount: number): string {
  return copWithCents.format(amount);
}

/** Whole percent for cards and bars: "81%". */
export function formatWholePercent(value: number): string {
  return `${Math.round(value)}%`;
}
