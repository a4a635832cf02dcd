// An amount typed in pesos as es-CO writes it ("12.500", "1.234,50", "$ 100") read in whole cents:
// what 'Caja' and the counter's split payments send.

/** Cents, or null when the text is not a non-negative amount with at most two decimals. */
export function pesosToCents(text: string): number | null {
  const clean = text.trim().replace(/\s|\$/g, "");
  if (clean === "") return null;
  const normalized = clean.includes(",")
    ? clean.replace(/\./g, "").replace(",", ".")
    : clean.replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}
