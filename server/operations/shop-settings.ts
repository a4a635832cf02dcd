// The shop-wide counter settings: every signed-in user reads them (the counter obeys them), only an
// Administrador changes them.
import { REPORT_MESSAGES } from "../../rules/report-messages";
import { isTimeZone, normalizedShopSettings } from "../../rules/shop-settings";
import { badRequest } from "../errors";
import { ok, type Operation } from "./types";

const getShopSettings: Operation<"getShopSettings"> = async ({ store }) => ok(await store.shopSettings.get());

// The register settings are optional in the body: a client that does not know them keeps them.
// A time zone the runtime does not know is refused rather than silently replaced by the default.
const updateShopSettings: Operation<"updateShopSettings"> = async ({ store }, { body }) => {
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone))
    throw badRequest(REPORT_MESSAGES.invalidTimeZone);
  return ok(
    await store.shopSettings.save(normalizedShopSettings({ ...(await store.shopSettings.get()), ...body })),
  );
};

export const shopSettingsOperations = { getShopSettings, updateShopSettings };
