// What a product's creation or edit writes to the stock ledger and the price history, decided once
// for both stores (each writes the records inside its own transaction).
import type { PriceChangeInput, StockMovementInput } from "./store/stock-ledger-repository";

interface Levels {
  id: number;
  stock: number;
  costPrice: number;
  sellingPrice: number;
}

export interface LedgerRecords {
  movements: StockMovementInput[];
  prices: PriceChangeInput[];
}

/** A new product: its whole stock as an opening movement and its first prices. */
export function creationRecords(product: Levels, userId: number | null): LedgerRecords {
  return {
    movements: [
      { productId: product.id, quantity: product.stock, stockAfter: product.stock, kind: "created", userId },
    ],
    prices: [
      {
        productId: product.id,
        oldCostPrice: null,
        newCostPrice: product.costPrice,
        oldSellingPrice: null,
        newSellingPrice: product.sellingPrice,
        userId,
      },
    ],
  };
}

/**
 * An edit: a movement when the stock changed ('manual_edit', or an 'adjustment' with the reason the
 * 'Modo mostrador' dialog asked for), a price row when a price did.
 */
export function editRecords(
  before: Levels,
  after: Levels,
  userId: number | null,
  stockReason?: string,
): LedgerRecords {
  const movements: StockMovementInput[] =
    after.stock === before.stock
      ? []
      : [
          {
            productId: before.id,
            quantity: after.stock - before.stock,
            stockAfter: after.stock,
            ...(stockReason === undefined
              ? { kind: "manual_edit" as const }
              : { kind: "adjustment" as const, reason: stockReason }),
            userId,
          },
        ];
  const prices: PriceChangeInput[] =
    after.costPrice === before.costPrice && after.sellingPrice === before.sellingPrice
      ? []
      : [
          {
            productId: before.id,
            oldCostPrice: before.costPrice,
            newCostPrice: after.costPrice,
            oldSellingPrice: before.sellingPrice,
            newSellingPrice: after.sellingPrice,
            userId,
          },
        ];
  return { movements, prices };
}
