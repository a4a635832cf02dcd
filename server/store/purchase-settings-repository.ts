// 'Compras': how a receipt sets a part's cost.
import type { PurchaseSettings } from "@contract/types";

export interface PurchaseSettingsRepository {
  /** 'Último costo' until an Administrador chooses otherwise. */
  get(): Promise<PurchaseSettings>;
  save(settings: PurchaseSettings): Promise<PurchaseSettings>;
}
