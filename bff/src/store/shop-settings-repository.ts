// The shop-wide counter settings, one JSON row of the key/value settings table.
import type { Knex } from "knex";
import { storedShopSettings } from "../../../rules/shop-settings";
import type { ShopSettingsRepository } from "../../../server/store";

const KEY = "shop";

export function createShopSettingsRepository(db: Knex): ShopSettingsRepository {
  async function get() {
    const row = await db("settings").where({ key: KEY }).first<{ value: string } | undefined>("value");
    return storedShopSettings(row ? JSON.parse(row.value) : null);
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
