// The shop-wide counter settings, one JSON row of the key/value settings table.
import type { Knex } from "knex";
import { storedShopSettings } from "../../../rules/shop-settings";
import type { ShopSettingsRepository } from "../../../server/store";
import { jsonSetting } from "./json-setting";

export function createShopSettingsRepository(db: Knex): ShopSettingsRepository {
  return jsonSetting(db, "shop", storedShopSettings);
}
