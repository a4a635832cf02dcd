// The shop's settings (counter mode and the like).
import type { ShopSettings } from "@contract/types";

export interface ShopSettingsRepository {
  /** The defaults (mode off) until an Administrador saves them. */
  get(): Promise<ShopSettings>;
  save(settings: ShopSettings): Promise<ShopSettings>;
}
