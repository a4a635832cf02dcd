// The purchase settings, one JSON row of the key/value settings table.
import type { Knex } from "knex";
import { storedPurchaseSettings } from "../../../rules/purchase-settings";
import type { PurchaseSettingsRepository } from "../../../server/store/purchase-settings-repository";
import { jsonSetting } from "./json-setting";

export function createPurchaseSettingsRepository(db: Knex): PurchaseSettingsRepository {
  return jsonSetting(db, "purchases", storedPurchaseSettings);
}
