// Other currencies at the counter (issue 42 item 6): an Administrador accepts one and sets the day's
// rate; a sale is paid partly in it at that rate with the change in pesos; the session counts it
// apart, and a closing whose count of it differs needs a note.
import { expect } from "vitest";
import { CURRENCY_MESSAGES, noRateMessage, notAcceptedMessage } from "../../../rules/currencies";
import { REGISTER_MESSAGES } from "../../../rules/register-messages";
import type { Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { sampleCurrency } from "../support/register-samples";
import { closeOwnSessions, ownSession, registersOn } from "../support/registers";
import { stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

export const currencyScenarios: Scenario[] = [
  {
    title:
      "currencies: an Administrador accepts one and sets the day's rate (replaced the same day); bad input → 400, twice → 409, unknown → 404; a Vendedor reads them",
    covers: [
      ["listCurrencies", "success"],
      ["createCurrency", "success"],
      ["createCurrency", "validation"],
      ["createCurrency", "conflict"],
      ["createCurrency", "forbidden"],
      ["setExchangeRate", "success"],
      ["setExchangeRate", "validation"],
      ["setExchangeRate", "notFound"],
      ["setExchangeRate", "forbidden"],
      ["deleteCurrency", "success"],
      ["deleteCurrency", "validation"],
      ["deleteCurrency", "notFound"],
      ["deleteCurrency", "forbidden"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const code = await sampleCurrency(admin);
      const listed = (await seller.call("listCurrencies")).body.find((c: Json) => c.code === code);
      expect(listed).toEqual({ code, name: `Moneda ${code}`, todayRate: null });

      const lower = code.toLowerCase();
      const first = await admin.call("setExchangeRate", { path: { code: lower }, body: { rate: "3950,50" } });
      expectStatus(first, 200);
      expect(first.body.todayRate).toMatchObject({ rate: "3950.5", setBy: { name: expect.any(String) } });
      expect(first.body.todayRate.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const again = await admin.call("setExchangeRate", { path: { code }, body: { rate: "4000" } });
      expect(again.body.todayRate.rate).toBe("4000");
      const read = (await seller.call("listCurrencies")).body.filter((c: Json) => c.code === code);
      expect(read.map((c: Json) => c.todayRate.rate)).toEqual(["4000"]);

      for (const rate of ["0", "-5", "4.000,5", "abc", "1,23456"])
        expectError(
          await admin.call("setExchangeRate", { path: { code }, body: { rate } }),
          400,
          CURRENCY_MESSAGES.invalidRate,
        );
      expectError(
        await admin.call("createCurrency", { body: { code: "US", name: "Dólar" } }),
        400,
        CURRENCY_MESSAGES.invalidCode,
      );
      expectError(
        await admin.call("createCurrency", { body: { code: "cop", name: "Peso" } }),
        400,
        CURRENCY_MESSAGES.shopCurrency,
      );
      expectError(
        await admin.call("createCurrency", { body: { code: "EUX", name: "  " } }),
        400,
        CURRENCY_MESSAGES.nameRequired,
      );
      expectError(
        await admin.call("createCurrency", { body: { code, name: "Otra" } }),
        409,
        CURRENCY_MESSAGES.duplicate,
      );
      expectError(await seller.call("createCurrency", { body: { code: "EUR", name: "Euro" } }), 403);
      expectError(await seller.call("setExchangeRate", { path: { code }, body: { rate: "1" } }), 403);
      expectError(await seller.call("deleteCurrency", { path: { code } }), 403);

      expectStatus(await admin.call("deleteCurrency", { path: { code } }), 204);
      expect((await seller.call("listCurrencies")).body.some((c: Json) => c.code === code)).toBe(false);
      expectError(await admin.call("deleteCurrency", { path: { code } }), 404, CURRENCY_MESSAGES.notFound);
      expectError(await admin.call("deleteCurrency", { path: { code: "DOLAR" } }), 400);
      expectError(
        await admin.call("setExchangeRate", { path: { code }, body: { rate: "4000" } }),
        404,
        CURRENCY_MESSAGES.notFound,
      );
    },
  },
  {
    title:
      "createSale: cash in another currency at the day's rate, change in pesos; the session counts it apart; a closing that differs needs a note",
    covers: [
      ["createSale", "success"],
      ["createSale", "validation"],
      ["closeRegisterSession", "success"],
      ["closeRegisterSession", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      const session = await ownSession(admin, seller, 1_000_000);
      const code = await sampleCurrency(admin);
      // One unit at 15 000 pesos + 16 % IVA: 1 740 000 cents.
      const product = await stockedProduct(admin, 5);
      const sell = (payments: Json[]) =>
        seller.call("createSale", {
          body: {
            status: "completed",
            lines: [{ productId: product.id, quantity: 1, discount: 0 }],
            payments,
          },
        });
      const usd = (amountCents: number, foreignAmount: number, extra: Json = {}) => ({
        method: "efectivo",
        amountCents,
        currency: code,
        foreignAmount,
        ...extra,
      });
      expectError(await sell([usd(1_740_000, 500)]), 400, noRateMessage(code));
      expect((await admin.call("setExchangeRate", { path: { code }, body: { rate: "4000" } })).status).toBe(
        200,
      );
      expectError(await sell([usd(1_740_000, 500, { currency: "CCC" })]), 400, notAcceptedMessage("CCC"));
      expectError(await sell([usd(1_740_000, 500, { method: "tarjeta" })]), 400, CURRENCY_MESSAGES.onlyCash);
      expectError(
        await sell([usd(1_740_000, 500, { tenderedCents: 2_000_000 })]),
        400,
        CURRENCY_MESSAGES.tenderedWithCurrency,
      );
      expectError(
        await sell([{ method: "efectivo", amountCents: 1_740_000, foreignAmount: 500 }]),
        400,
        CURRENCY_MESSAGES.currencyMissing,
      );
      // 1 USD cent = 4 000 peso cents: 4 USD are 1 600 000 cents, short of 1 740 000.
      expectError(await sell([usd(1_740_000, 400)]), 400, REGISTER_MESSAGES.tenderedTooLow);

      // 4 USD (1 600 000 cents) pay 1 240 000 and 360 000 goes back in pesos; the card pays the rest.
      const sold = await sell([usd(1_240_000, 400), { method: "tarjeta", amountCents: 500_000 }]);
      expectStatus(sold, 201);
      expect(sold.body.payments[0]).toMatchObject({
        method: "efectivo",
        amountCents: 1_240_000,
        tenderedCents: 1_600_000,
        changeCents: 360_000,
        currency: code,
        foreignAmount: 400,
        rate: "4000",
      });
      expect(sold.body.payments[1].currency).toBeUndefined();

      const open = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(open.cash).toMatchObject({ salesCents: 0, foreignChangeCents: 360_000, expectedCents: 640_000 });
      expect(open.methods.find((m: Json) => m.method === "efectivo").paymentsCents).toBe(0);
      expect(open.currencies).toEqual([
        {
          currency: code,
          salesCents: 1_240_000,
          receivedCents: 400,
          expectedCents: 400,
          countedCents: null,
          differenceCents: null,
        },
      ]);

      const close = (body: Json) => seller.call("closeRegisterSession", { path: { id: session.id }, body });
      const counted = { efectivo: 640_000, tarjeta: 500_000 };
      expectError(
        await close({ counted, countedCurrencies: { [code]: 390 } }),
        400,
        REGISTER_MESSAGES.noteRequired,
      );
      const closed = await close({ counted, countedCurrencies: { [code]: 390 }, note: "Faltan 10 centavos" });
      expectStatus(closed, 200);
      expect(closed.body.currencies[0]).toMatchObject({ countedCents: 390, differenceCents: -10 });
      expect(closed.body.methods.find((m: Json) => m.method === "efectivo").differenceCents).toBe(0);
    },
  },
];
