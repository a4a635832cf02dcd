// The purchase settings, one JSON row of the key/value settings table.
import type { Knex } from "knex";
import { storedPurchaseSettings } from "../../../rules/purchase-settings";
import type { PurchaseSettingsRepository } from "../../../server/purchase-store";

const KEY = "purchases";

export function createPurchaseSettingsRepository(db: Knex): PurchaseSettingsRepository {
  async function get() {
    const row = await db("settings").where({ key: KEY }).first<{ value: string } | undefined>("value");
    return storedPurchaseSettings(row ? JSON.parse(row.value) : null);
  }

  return {
    get,
    async save(settings) {
      await db("settings")
        .insert({ key: KEY, value: JSON.stringify(settings) })
        .onConflict("key")
        .merge();
      return get();
    },
  };
}
