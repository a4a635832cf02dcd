// The shop-wide counter settings: every refusal of server/operations/shop-settings.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "../../rules/report-messages";
import { call, expectRefusal, freshStore, store } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("shop settings", () => {
  it("saves a known time zone", async () => {
    const before = (await call("getShopSettings", "vendedor")).body;
    const saved = await call("updateShopSettings", "admin", {
      body: { ...before, timeZone: "America/Caracas" },
    });
    expect(saved.body).toMatchObject({ timeZone: "America/Caracas", maxDiscount: before.maxDiscount });
  });

  it("refuses a time zone the runtime does not know", async () => {
    await expectRefusal(
      call("updateShopSettings", "admin", {
        body: { ...(await store.shopSettings.get()), timeZone: "Marte/Olympus" },
      }),
      400,
      REPORT_MESSAGES.invalidTimeZone,
    );
  });
});
