// The purchase settings ('Configuración' → 'Inventario'): how a receipt moves a part's cost.
import type { CostRule } from "./purchase-cost";

export interface PurchaseSettingsValue {
  costRule: CostRule;
}

export const DEFAULT_PURCHASE_SETTINGS: PurchaseSettingsValue = { costRule: "last" };

/** A stored copy read back: a missing or unknown rule falls back to 'Último costo'. */
export function storedPurchaseSettings(value: unknown): PurchaseSettingsValue {
  const saved = (typeof value === "object" && value !== null ? value : {}) as { costRule?: unknown };
  return { costRule: saved.costRule === "average" ? "average" : DEFAULT_PURCHASE_SETTINGS.costRule };
}
