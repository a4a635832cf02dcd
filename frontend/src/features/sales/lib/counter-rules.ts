// The counter's figures and texts on screen: the cart's money by the server's own rules (exact
// cents), a server refusal split into the toast's title and text, the receipt's remembered format.
import { fromCents, saleMoney, toCents } from "@rules/sale-money";
import type { Product } from "@/lib/api/types";
import type { SaleLine, SaleProduct } from "./sale-types";

export interface CartMoney {
  subtotal: number;
  tax: number;
  total: number;
  discount: number;
}

export function cartMoney(lines: readonly SaleLine[], taxRate: number): CartMoney {
  const money = saleMoney(
    lines.map((line) => ({
      unitPriceCents: toCents(line.price),
      quantity: line.quantity,
      discount: line.discount,
    })),
    taxRate,
  );
  return {
    subtotal: fromCents(money.subtotalCents),
    tax: fromCents(money.taxCents),
    total: fromCents(money.totalCents),
    discount: fromCents(money.discountCents),
  };
}

/** "Cantidad excede stock: Filtro X. Solo hay 0 unidades disponibles." → title and description. */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(": ");
  if (at < 0) return { title: "Error", description: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

export type ReceiptFormat = "58mm" | "80mm" | "a4";
const RECEIPT_FORMATS: readonly ReceiptFormat[] = ["58mm", "80mm", "a4"];
const RECEIPT_FORMAT_KEY = "receiptFormat";

export function rememberedReceiptFormat(
  storage: Pick<Storage, "getItem"> | null = safeStorage(),
): ReceiptFormat {
  const kept = storage?.getItem(RECEIPT_FORMAT_KEY);
  return RECEIPT_FORMATS.find((format) => format === kept) ?? "80mm";
}

export function rememberReceiptFormat(
  format: ReceiptFormat,
  storage: Pick<Storage, "setItem"> | null = safeStorage(),
) {
  storage?.setItem(RECEIPT_FORMAT_KEY, format);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A catalogue product as the new-sale dialog lists it: real stock, promotion discount in whole percent. */
export function toSaleProduct(product: Product): SaleProduct {
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    sellingPrice: product.sellingPrice,
    stockQuantity: product.stock,
    discount: product.discount ? Math.floor(product.discount) : undefined,
  };
}
