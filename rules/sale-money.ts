// A sale's money in integer cents: every figure is a whole number of cents, so a total is exactly the
// sum of its lines. Rounding is half up, once per line discount and once for the IVA.

export interface SaleLineMoneyInput {
  unitPriceCents: number;
  quantity: number;
  /** Percent 0-100, whole. */
  discount: number;
}

export interface SaleLineMoney {
  grossCents: number;
  discountCents: number;
  subtotalCents: number;
}

export interface SaleMoney {
  lines: SaleLineMoney[];
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** round(numerator / denominator), half up, for non-negative whole numbers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A price in the shop's currency (as products carry it) in whole cents. */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Whole cents back to the currency with two decimals, as the API answers money. */
export function fromCents(cents: number): number {
  return cents / 100;
}

export function lineMoney(line: SaleLineMoneyInput): SaleLineMoney {
  const grossCents = line.unitPriceCents * line.quantity;
  const discountCents = divideHalfUp(grossCents * line.discount, 100);
  return { grossCents, discountCents, subtotalCents: grossCents - discountCents };
}

export function taxOf(subtotalCents: number, taxRate: number): number {
  return divideHalfUp(subtotalCents * taxRate, 100);
}

export function saleMoney(lines: SaleLineMoneyInput[], taxRate: number): SaleMoney {
  const money = lines.map(lineMoney);
  const subtotalCents = money.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountCents = money.reduce((sum, line) => sum + line.discountCents, 0);
  const taxCents = taxOf(subtotalCents, taxRate);
  return { lines: money, discountCents, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/**
 * What a return of `quantity` units of a line gives back, IVA included: the line's subtotal shared
 * by unit (the last unit takes the remainder, so returning every unit gives back the whole line).
 */
export function returnCents(
  line: { quantity: number; subtotalCents: number; returnedBefore: number },
  quantity: number,
  taxRate: number,
): number {
  const share = (units: number) => divideHalfUp(line.subtotalCents * units, line.quantity);
  const net = share(line.returnedBefore + quantity) - share(line.returnedBefore);
  return (
    net + (taxOf(share(line.returnedBefore + quantity), taxRate) - taxOf(share(line.returnedBefore), taxRate))
  );
}
