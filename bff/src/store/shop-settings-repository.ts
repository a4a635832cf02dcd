// The shop-wide counter settings, one JSON row of the key/value settings table.
import type { Knex } from "knex";
import type { ShopSettings } from "@contract/types";
import { storedShopSettings } from "../../../rules/shop-settings";

const KEY = "shop";

export async function readShopSettings(db: Knex): Promise<ShopSettings> {
  const row = await db("settings").where({ key: KEY }).first<{ value: string } | undefined>("value");
  return storedShopSettings(row ? JSON.parse(row.value) : null);
}

export async function saveShopSettings(db: Knex, settings: ShopSettings): Promise<ShopSettings> {
  await db("settings")
    .insert({ key: KEY, value: JSON.stringify(settings) })
    .onConflict("key")
    .merge();
  return readShopSettings(db);
}
