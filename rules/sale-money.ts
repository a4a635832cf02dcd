// A sale's money in integer cents: every figure is a whole number of cents, so a total is exactly the
// sum of its lines. Rounding is half up, once per line discount and once for the IVA. Products and
// quotients are taken in BigInt (a price times a quantity times a percent outgrows a double long before
// a total does); a sale any of whose figures passes Number.MAX_SAFE_INTEGER cents is not exact as a
// JSON number, and `exact` says so for the operation to refuse it.

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
  /** False when a figure passed Number.MAX_SAFE_INTEGER cents (the numbers are then not exact). */
  exact: boolean;
}

/** round(numerator / denominator), half up, for non-negative whole numbers, exactly. */
function divideHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

const product = (a: number, b: number) => BigInt(a) * BigInt(b);
const safe = (...figures: number[]) => figures.every((figure) => Number.isSafeInteger(figure));

/** A price in the shop's currency (as products carry it) in whole cents. */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Whole cents back to the currency with two decimals, as the API answers money. */
export function fromCents(cents: number): number {
  return cents / 100;
}

export function lineMoney(line: SaleLineMoneyInput): SaleLineMoney {
  const gross = product(line.unitPriceCents, line.quantity);
  const discountCents = divideHalfUp(gross * BigInt(line.discount), 100);
  const grossCents = Number(gross);
  return { grossCents, discountCents, subtotalCents: Number(gross - BigInt(discountCents)) };
}

export function taxOf(subtotalCents: number, taxRate: number): number {
  return divideHalfUp(product(subtotalCents, taxRate), 100);
}

export function saleMoney(lines: SaleLineMoneyInput[], taxRate: number): SaleMoney {
  const money = lines.map(lineMoney);
  const subtotalCents = money.reduce((sum, line) => sum + line.subtotalCents, 0);
  const discountCents = money.reduce((sum, line) => sum + line.discountCents, 0);
  const taxCents = taxOf(subtotalCents, taxRate);
  const totalCents = subtotalCents + taxCents;
  const exact =
    money.every((line) => safe(line.grossCents, line.discountCents, line.subtotalCents)) &&
    safe(subtotalCents, discountCents, taxCents, totalCents) &&
    // The sums above are exact only while each stays safe; the BigInt total proves it.
    money.reduce((sum, line) => sum + BigInt(line.subtotalCents), 0n) === BigInt(subtotalCents);
  return { lines: money, discountCents, subtotalCents, taxCents, totalCents, exact };
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
  const share = (units: number) => divideHalfUp(product(line.subtotalCents, units), line.quantity);
  const net = share(line.returnedBefore + quantity) - share(line.returnedBefore);
  return (
    net + (taxOf(share(line.returnedBefore + quantity), taxRate) - taxOf(share(line.returnedBefore), taxRate))
  );
}
