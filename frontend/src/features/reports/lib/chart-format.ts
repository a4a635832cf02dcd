// Number formats of the report charts: compact COP on axes, full COP in tooltips. The compact form
// is written here rather than with Intl's compact notation, whose Spanish units differ between ICU
// versions (Node says "k", Chromium "mil").
const oneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** "$ 12,5 mil", "$ 1,2 M", "$ 850": short enough for an axis at 375 px. */
export function formatCopCompact(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${sign}$ ${oneDecimal.format(abs / 1_000_000)} M`;
  if (abs >= 1_000) return `${sign}$ ${oneDecimal.format(abs / 1_000)} mil`;
  return `${sign}$ ${oneDecimal.format(abs)}`;
}

/** "1.250" in the Spanish (Colombia) way. */
export function formatCount(value: number): string {
  return oneDecimal.format(value);
}

/** Share of a total, "32,5%"; 0 when the total is 0. */
export function formatShare(value: number, total: number): string {
  return `${oneDecimal.format(total > 0 ? (value / total) * 100 : 0)}%`;
}
