// The shop-wide counter settings: every signed-in user reads them (the counter obeys them), only an
// Administrador changes them.
import { normalizedShopSettings } from "../../rules/shop-settings";
import { ok, type Operation } from "./types";

const getShopSettings: Operation<"getShopSettings"> = async ({ store }) => ok(await store.shopSettings.get());

// The register settings are optional in the body: a client that does not know them keeps them.
const updateShopSettings: Operation<"updateShopSettings"> = async ({ store }, { body }) =>
  ok(await store.shopSettings.save(normalizedShopSettings({ ...(await store.shopSettings.get()), ...body })));

export const shopSettingsOperations = { getShopSettings, updateShopSettings };
