// The shop-wide counter settings, one JSON row of the key/value settings table. The reports' summary
// is kept by the shop's local day: a change of time zone re-sums it in the same transaction.
import type { Knex } from "knex";
import { storedShopSettings } from "../../../rules/shop-settings";
import type { ShopSettingsRepository } from "../../../server/store/shop-settings-repository";
import { rebuildSummaries, summaryZone } from "../../../migrations/support/sales-summary";
import { jsonSetting } from "./json-setting";

export function createShopSettingsRepository(db: Knex): ShopSettingsRepository {
  const settings = jsonSetting(db, "shop", storedShopSettings);
  return {
    get: settings.get,
    async save(value) {
      await db.transaction(async (trx) => {
        await jsonSetting(trx, "shop", storedShopSettings).save(value);
        const zone = storedShopSettings(value).timeZone ?? "America/Bogota";
        if (zone !== (await summaryZone(trx))) await rebuildSummaries(trx, zone);
      });
      return settings.get();
    },
  };
}
