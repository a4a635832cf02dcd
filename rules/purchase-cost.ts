// How a receipt moves a part's cost price, in whole cents: 'Último costo' takes the receipt's unit
// cost; 'Costo promedio' weighs the units in stock at the old cost against the units received at the
// new one (half up), and takes the new cost when there was no stock to weigh.

export type CostRule = "last" | "average";

export const COST_RULE_LABELS: Record<CostRule, string> = {
  last: "Último costo",
  average: "Costo promedio",
};

export function costAfterReceipt(
  rule: CostRule,
  before: { stock: number; costCents: number },
  received: { quantity: number; unitCostCents: number },
): number {
  if (rule === "last" || before.stock <= 0) return received.unitCostCents;
  const units = BigInt(before.stock + received.quantity);
  const value =
    BigInt(before.stock) * BigInt(before.costCents) +
    BigInt(received.quantity) * BigInt(received.unitCostCents);
  return Number((2n * value + units) / (2n * units));
}
