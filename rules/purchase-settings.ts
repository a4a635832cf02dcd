// The purchase settings ('Configuración' → 'Inventario'): how a receipt moves a part's cost, and
// whether a Vendedor may record receipts (off unless an Administrador allows it).
import type { CostRule } from "./purchase-cost";

export interface PurchaseSettingsValue {
  costRule: CostRule;
  salesMayReceive: boolean;
}

export const DEFAULT_PURCHASE_SETTINGS: PurchaseSettingsValue = { costRule: "last", salesMayReceive: false };

/** A stored copy read back: a missing or unknown rule falls back to 'Último costo', the switch to off. */
export function storedPurchaseSettings(value: unknown): PurchaseSettingsValue {
  const saved = (typeof value === "object" && value !== null ? value : {}) as {
    costRule?: unknown;
    salesMayReceive?: unknown;
  };
  return {
    costRule: saved.costRule === "average" ? "average" : DEFAULT_PURCHASE_SETTINGS.costRule,
    salesMayReceive: saved.salesMayReceive === true,
  };
}

/** Who may record and read receipts: an Administrador always, a Vendedor when allowed. */
export function mayReceiveGoods(role: "admin" | "sales", settings: PurchaseSettingsValue): boolean {
  return role === "admin" || settings.salesMayReceive;
}
