// 'Sugerencias': how much of a part to order. The target is the minimum stock plus the units expected
// to sell until the supplier delivers (the rate of the chosen window times the lead time, rounded
// up); the suggestion is what the stock lacks of it, and at least one, since the part is already at
// or under its minimum.

export function suggestedQuantity(part: {
  stock: number;
  minimumStock: number;
  soldInWindow: number;
  windowDays: number;
  leadTimeDays: number;
}): number {
  const expected = Math.ceil((part.soldInWindow * part.leadTimeDays) / part.windowDays);
  return Math.max(1, part.minimumStock + expected - part.stock);
}
