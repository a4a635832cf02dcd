// Accepted currencies and the day's rate: every refusal of server/operations/currencies.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENCY_MESSAGES } from "../../rules/currencies";
import { call, contextOf, expectRefusal, freshStore, storeWith } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("currencies", () => {
  it("adds a currency, sets its rate and removes it", async () => {
    const made = await call("createCurrency", "admin", { body: { code: " eur ", name: "Euro" } });
    expect(made).toMatchObject({ status: 201, body: { code: "EUR", name: "Euro", todayRate: null } });
    const rated = await call("setExchangeRate", "admin", {
      params: { code: "eur" },
      body: { rate: "4100.50" },
    });
    expect(rated.body.todayRate?.rate).toBe("4100.5");
    expect((await call("deleteCurrency", "admin", { params: { code: "EUR" } })).status).toBe(204);
  });

  it("refuses a code that is not three letters, or the shop's own currency", async () => {
    await expectRefusal(
      call("createCurrency", "admin", { body: { code: "EURO", name: "Euro" } }),
      400,
      CURRENCY_MESSAGES.invalidCode,
    );
    await expectRefusal(
      call("createCurrency", "admin", { body: { code: "cop", name: "Peso" } }),
      400,
      CURRENCY_MESSAGES.shopCurrency,
    );
  });

  it("refuses a blank name and a currency already accepted", async () => {
    await expectRefusal(
      call("createCurrency", "admin", { body: { code: "EUR", name: "  " } }),
      400,
      CURRENCY_MESSAGES.nameRequired,
    );
    await call("createCurrency", "admin", { body: { code: "EUR", name: "Euro" } });
    await expectRefusal(
      call("createCurrency", "admin", { body: { code: "eur", name: "Euro" } }),
      409,
      CURRENCY_MESSAGES.duplicate,
    );
  });

  it("answers 404 for a currency not accepted (remove and rate)", async () => {
    await expectRefusal(
      call("deleteCurrency", "admin", { params: { code: "JPY" } }),
      404,
      CURRENCY_MESSAGES.notFound,
    );
    await expectRefusal(
      call("setExchangeRate", "admin", { params: { code: "JPY" }, body: { rate: "1" } }),
      404,
      CURRENCY_MESSAGES.notFound,
    );
  });

  it("refuses a rate that is not a number above zero with up to four decimals", async () => {
    await call("createCurrency", "admin", { body: { code: "EUR", name: "Euro" } });
    for (const rate of ["0", "3.950,5", "1.23456", "abc"])
      await expectRefusal(
        call("setExchangeRate", "admin", { params: { code: "EUR" }, body: { rate } }),
        400,
        CURRENCY_MESSAGES.invalidRate,
      );
  });

  it("answers 404 when the currency went between the rate and the answer", async () => {
    await call("createCurrency", "admin", { body: { code: "EUR", name: "Euro" } });
    const gone = storeWith("currencies", { list: async () => [] });
    await expectRefusal(
      call("setExchangeRate", await contextOf("admin", { store: gone }), {
        params: { code: "EUR" },
        body: { rate: "2" },
      }),
      404,
      CURRENCY_MESSAGES.notFound,
    );
  });
});
