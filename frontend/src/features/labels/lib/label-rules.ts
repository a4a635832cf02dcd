// Small rules of the bulk printer.

export const MIN_COPIES = 1;
export const MAX_COPIES = 50;
/** Copies from stock are capped per product, so one miscounted stock cannot print thousands. */
export const MAX_STOCK_COPIES = 500;
export const PX_PER_INCH = 96;
export const MM_PER_INCH = 25.4;

/** The picker shows 1, 2 or 3 columns for up to 10, up to 20 or more products. */
export function pickerColumns(count: number): 1 | 2 | 3 {
  if (count <= 10) return 1;
  if (count <= 20) return 2;
  return 3;
}

/** Copies per product: an integer from 1 to 50; anything unreadable or lower becomes 1. */
export function clampCopies(value: number | string): number {
  const number = typeof value === "number" ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number) || number < MIN_COPIES) return MIN_COPIES;
  return Math.min(MAX_COPIES, Math.floor(number));
}

export function pxToInches(px: number): number {
  return px / PX_PER_INCH;
}

export function pxToMm(px: number): number {
  return (px / PX_PER_INCH) * MM_PER_INCH;
}

export function mmToPx(mm: number): number {
  return (mm / MM_PER_INCH) * PX_PER_INCH;
}

/** "3.13" for 300 px: the approximate size in inches shown beside the px fields. */
export function formatInches(px: number): string {
  return pxToInches(px).toFixed(2);
}

/** Labels printed for one product: `copies`, or one per unit in stock (none when out of stock). */
export function copiesOf(stock: number, copies: number, fromStock: boolean): number {
  if (!fromStock) return clampCopies(copies);
  if (!Number.isFinite(stock) || stock <= 0) return 0;
  return Math.min(MAX_STOCK_COPIES, Math.floor(stock));
}

/** Every product repeated by its number of copies, in selection order. */
export function expandCopies<T extends { stock: number }>(
  products: readonly T[],
  copies: number,
  fromStock: boolean,
): T[] {
  const labels: T[] = [];
  for (const product of products) {
    const count = copiesOf(product.stock, copies, fromStock);
    for (let i = 0; i < count; i++) labels.push(product);
  }
  return labels;
}
