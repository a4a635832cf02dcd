// The kinds of stock movement and how the screens name them. The list is also the contract's enum
// (openapi.yaml StockMovementKind) and server/store/stock-ledger-repository.ts's StockMovementKind type.

export const STOCK_MOVEMENT_KINDS = [
  "created",
  "manual_edit",
  "adjustment",
  "sale",
  "cancellation",
  "return",
  "import",
  "purchase",
  "supplier_return",
] as const;

export type StockMovementKindName = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_KIND_LABELS: Record<StockMovementKindName, string> = {
  created: "Alta de producto",
  manual_edit: "Edición manual",
  adjustment: "Ajuste",
  sale: "Venta",
  cancellation: "Anulación",
  return: "Devolución",
  import: "Importación",
  purchase: "Compra",
  supplier_return: "Devolución a proveedor",
};

/** The reasons an Administrador picks from when adjusting stock; the last one needs a text. */
export const ADJUSTMENT_REASONS = [
  "Conteo físico",
  "Producto dañado",
  "Pérdida o robo",
  "Devolución a proveedor",
  "Otro",
] as const;

export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** The reason an opening movement (product created before the ledger existed, or seeded) carries. */
export const OPENING_REASON = "Saldo inicial";
