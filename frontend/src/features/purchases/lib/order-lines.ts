// The order and receipt forms' lines: a part added once (a second add or scan adds a unit), the
// quantities and costs typed as text, the totals previewed with the server's own money rules.
import { saleMoney, toCents, fromCents } from "@rules/sale-money";
import type { Product, PurchaseOrder, PurchaseLineInput } from "@/lib/api/types";

export interface DraftLine {
  productId: number;
  name: string;
  sku: string;
  quantity: string;
  unitCost: string;
  /** Still due of the order (receiving only). */
  due?: number;
}

/** The part once: a second add raises its quantity by one. The cost starts at the part's cost price. */
export function addPart(
  lines: readonly DraftLine[],
  product: Pick<Product, "id" | "name" | "sku" | "costPrice">,
) {
  const existing = lines.find((line) => line.productId === product.id);
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: String(wholeOrZero(line.quantity) + 1) } : line,
    );
  return [
    ...lines,
    {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      quantity: "1",
      unitCost: String(product.costPrice),
    },
  ];
}

/**
 * 'Contar desde cero': every line of the order back to 0 (what is due still shown), so each box
 * scanned or added counts one unit that arrived instead of adding to what was due.
 */
export function countedFromZero(lines: readonly DraftLine[]): DraftLine[] {
  return lines.map((line) => ({ ...line, quantity: "0" }));
}

function wholeOrZero(text: string): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function costOrNull(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The lines with a whole quantity above zero, as the server takes them. */
export function lineInputs(lines: readonly DraftLine[]): PurchaseLineInput[] {
  return lines
    .filter((line) => wholeOrZero(line.quantity) > 0)
    .map((line) => ({
      productId: line.productId,
      quantity: wholeOrZero(line.quantity),
      unitCost: costOrNull(line.unitCost),
    }));
}

/** Subtotal, IVA and total of the lines as the server will compute them. */
export function previewTotals(lines: readonly DraftLine[], taxRate: number) {
  const money = saleMoney(
    lineInputs(lines).map((line) => ({
      unitPriceCents: toCents(line.unitCost ?? 0),
      quantity: line.quantity,
      discount: 0,
    })),
    taxRate,
  );
  return {
    subtotal: fromCents(money.subtotalCents),
    tax: fromCents(money.taxCents),
    total: fromCents(money.totalCents),
  };
}

/** An order's lines in the form, to edit a draft. */
export function linesOfOrder(order: PurchaseOrder): DraftLine[] {
  return order.lines
    .filter((line) => line.productId !== null)
    .map((line) => ({
      productId: line.productId!,
      name: line.name,
      sku: line.sku,
      quantity: String(line.quantity),
      unitCost: String(line.unitCost),
    }));
}

/** What is still due of an order, as the receipt's starting lines (a short delivery lowers them). */
export function receiptLinesOf(order: PurchaseOrder): DraftLine[] {
  return order.lines
    .filter((line) => line.productId !== null && line.pendingQuantity > 0)
    .map((line) => ({
      productId: line.productId!,
      name: line.name,
      sku: line.sku,
      quantity: String(line.pendingQuantity),
      unitCost: String(line.unitCost),
      due: line.pendingQuantity,
    }));
}

/** The lines whose quantity is above what is still due (to warn before the server refuses). */
export function overDue(lines: readonly DraftLine[]): DraftLine[] {
  return lines.filter((line) => wholeOrZero(line.quantity) > (line.due ?? 0));
}

/** A line's quantity × unit cost in exact cents, for the form (0 while either is not a number). */
export function lineSubtotal(line: DraftLine): number {
  return fromCents(wholeOrZero(line.quantity) * toCents(costOrNull(line.unitCost) ?? 0));
}
