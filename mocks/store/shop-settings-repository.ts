// The shop's settings in memory: the defaults until an Administrador saves others.
import { DEFAULT_SHOP_SETTINGS } from "../../rules/shop-settings";
import type { ShopSettingsRepository } from "../../server/store/shop-settings-repository";
import { onMockDbReset } from "../db";

let settings = structuredClone(DEFAULT_SHOP_SETTINGS);
onMockDbReset(() => {
  settings = structuredClone(DEFAULT_SHOP_SETTINGS);
});

export const shopSettings: ShopSettingsRepository = {
  get: async () => structuredClone(settings),
  async save(next) {
    settings = structuredClone(next);
    return structuredClone(settings);
  },
};
