// Counting the drawer by denomination: the Colombian peso's bills and coins in circulation, and the
// total of what was counted of each (a count that is not a whole number of pieces is left out).

export interface Denomination {
  cents: number;
  kind: "Billete" | "Moneda";
}

export const COP_DENOMINATIONS: readonly Denomination[] = [
  { cents: 10_000_000, kind: "Billete" },
  { cents: 5_000_000, kind: "Billete" },
  { cents: 2_000_000, kind: "Billete" },
  { cents: 1_000_000, kind: "Billete" },
  { cents: 500_000, kind: "Billete" },
  { cents: 200_000, kind: "Billete" },
  { cents: 100_000, kind: "Moneda" },
  { cents: 50_000, kind: "Moneda" },
  { cents: 20_000, kind: "Moneda" },
  { cents: 10_000, kind: "Moneda" },
  { cents: 5_000, kind: "Moneda" },
];

/** Pieces typed per denomination (keyed by its value in cents), as text. */
export type DenominationCounts = Record<number, string>;

export function pieces(text: string | undefined): number | null {
  const clean = (text ?? "").trim();
  if (clean === "") return 0;
  return /^\d{1,6}$/.test(clean) ? Number(clean) : null;
}

/** The cents counted, or null while any count is not a whole number of pieces. */
export function countedTotal(counts: DenominationCounts): number | null {
  let total = 0;
  for (const { cents } of COP_DENOMINATIONS) {
    const count = pieces(counts[cents]);
    if (count === null) return null;
    total += count * cents;
  }
  return total;
}
