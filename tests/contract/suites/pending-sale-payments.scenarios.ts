// A pending sale completed with the body's `payments`, paid exactly as a completed sale at the
// counter is: split rows summing to the total with the cash change and the card's reference, cash in
// another currency at the day's rate, the register session required, a 'credito' part under the
// customer's limit; the query's `paymentMethod` and `payments` together, or a body without payments,
// refused in Spanish with nothing written.
import { expect } from "vitest";
import { CREDIT_MESSAGES, overLimitMessage } from "../../../rules/credit-messages";
import { noRateMessage } from "../../../rules/currencies";
import { paymentsSumMessage, REGISTER_MESSAGES } from "../../../rules/register-messages";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import { account, creditCustomer } from "../support/accounts";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { sampleCurrency } from "../support/register-samples";
import { closeOwnSessions, ownSession, registersOn } from "../support/registers";
import { stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

/** A pending sale of `quantity` units of `productId`, recorded to be paid in cash. */
async function pendingSale(seller: ApiClient, productId: number, quantity = 1, extra: Json = {}) {
  const res = await seller.call("createSale", {
    body: {
      status: "pending",
      paymentMethod: "efectivo",
      lines: [{ productId, quantity, discount: 0 }],
      ...extra,
    },
  });
  expectStatus(res, 201);
  return res.body as Json;
}

const stockOf = async (client: ApiClient, id: number) =>
  (await client.call("getProduct", { path: { id } })).body.stock as number;

export const pendingSalePaymentScenarios: Scenario[] = [
  {
    title:
      "completeSale with payments: split cash and card summing to the total, change and reference kept, the session's; both or a body without payments → 400; no open session → 409",
    covers: [
      ["completeSale", "success"],
      ["completeSale", "validation"],
      ["completeSale", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      // One unit at 15 000 pesos + 16 % IVA: 1 740 000 cents.
      const product = await stockedProduct(admin, 5);
      const pending = await pendingSale(seller, product.id);
      const path = { id: pending.id };
      const split = [
        { method: "efectivo", amountCents: 740_000, tenderedCents: 1_000_000 },
        { method: "tarjeta", amountCents: 1_000_000, reference: " 4512 " },
      ];
      const complete = (body?: Json, query?: Json) => seller.call("completeSale", { path, query, body });

      expectError(
        await complete({ payments: split }, { paymentMethod: "efectivo" }),
        400,
        REGISTER_MESSAGES.paymentOrPayments,
      );
      expectError(await complete({}), 400, "El campo 'payments' es obligatorio");
      expectError(await complete({ payments: [] }), 400);
      // Optional is no body at all: a JSON type with nothing after it is refused.
      expectError(await seller.call("completeSale", { path, rawBody: "" }), 400);
      expectError(
        await complete({ payments: [{ method: "efectivo", amountCents: 100_000 }] }),
        400,
        paymentsSumMessage(100_000, 1_740_000),
      );
      expectError(
        await complete({
          payments: [{ method: "tarjeta", amountCents: 1_740_000, tenderedCents: 2_000_000 }],
        }),
        400,
        REGISTER_MESSAGES.tenderedOnlyCash,
      );
      // The shop requires an open register session to take the payments.
      expectError(await complete({ payments: split }), 409, REGISTER_MESSAGES.openSessionRequired);
      expect((await seller.call("getSale", { path })).body.status).toBe("pending");
      expect(await stockOf(admin, product.id)).toBe(5);

      const session = await ownSession(admin, seller, 10_000);
      const done = await complete({ payments: split });
      expectStatus(done, 200);
      // The largest payment's method, though the sale was recorded to be paid in cash.
      expect(done.body).toMatchObject({ status: "completed", paymentMethod: "tarjeta", total: 17_400 });
      expect(
        done.body.payments.map((p: Json) => [
          p.method,
          p.amountCents,
          p.tenderedCents,
          p.changeCents,
          p.reference,
          p.registerSessionId,
        ]),
      ).toEqual([
        ["efectivo", 740_000, 1_000_000, 260_000, null, session.id],
        ["tarjeta", 1_000_000, null, null, "4512", session.id],
      ]);
      expect((await seller.call("getSale", { path })).body.payments).toEqual(done.body.payments);
      expect(await stockOf(admin, product.id)).toBe(4);
      const figures = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(figures.cash).toMatchObject({
        salesCents: 740_000,
        tenderedCents: 1_000_000,
        changeCents: 260_000,
        expectedCents: 750_000,
      });
      expect(figures.methods.find((m: Json) => m.method === "tarjeta")).toMatchObject({
        paymentsCents: 1_000_000,
      });
      expectError(await complete({ payments: split }), 409, SALE_MESSAGES.notPending);
    },
  },
  {
    title: "completeSale with payments: cash in another currency at the day's rate, the change in pesos",
    covers: [["completeSale", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      const session = await ownSession(admin, seller, 1_000_000);
      const code = await sampleCurrency(admin);
      const product = await stockedProduct(admin, 5);
      const pending = await pendingSale(seller, product.id);
      // 4 USD (1 600 000 cents at 4 000) pay 1 240 000 and 360 000 goes back in pesos; the card the rest.
      const payments = [
        { method: "efectivo", amountCents: 1_240_000, currency: code, foreignAmount: 400 },
        { method: "tarjeta", amountCents: 500_000 },
      ];
      const complete = () => seller.call("completeSale", { path: { id: pending.id }, body: { payments } });
      expectError(await complete(), 400, noRateMessage(code));
      expectStatus(await admin.call("setExchangeRate", { path: { code }, body: { rate: "4000" } }), 200);
      const done = await complete();
      expectStatus(done, 200);
      expect(done.body.paymentMethod).toBe("efectivo");
      expect(done.body.payments[0]).toMatchObject({
        method: "efectivo",
        amountCents: 1_240_000,
        tenderedCents: 1_600_000,
        changeCents: 360_000,
        currency: code,
        foreignAmount: 400,
        rate: "4000",
        registerSessionId: session.id,
      });
      expect(done.body.payments[1]).toMatchObject({ method: "tarjeta", amountCents: 500_000 });
      const open = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(open.cash).toMatchObject({ foreignChangeCents: 360_000, expectedCents: 640_000 });
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
    },
  },
  {
    title:
      "completeSale with a 'credito' part: past the limit 409 for a Vendedor, an Administrador's reason passes it; only the credit part goes on the account",
    covers: [
      ["completeSale", "success"],
      ["completeSale", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      // 'Crédito' accepted, no register session required (creditOn).
      const customer = await creditCustomer(admin, seller, 20_000, 15);
      // Two units at 100 + 16 % IVA: 23 200 cents, 2 000 of them in cash and 21 200 on account.
      const product = await stockedProduct(admin, 20, 100);
      const pending = await pendingSale(seller, product.id, 2, { customerId: customer.id });
      const path = { id: pending.id };
      const payments = [
        { method: "efectivo", amountCents: 2_000 },
        { method: "credito", amountCents: 21_200 },
      ];
      expectError(
        await seller.call("completeSale", { path, body: { payments } }),
        409,
        overLimitMessage(1_200, 20_000),
      );
      expectError(
        await seller.call("completeSale", {
          path,
          query: { creditReason: "Cliente fijo" },
          body: { payments },
        }),
        409,
        overLimitMessage(1_200, 20_000),
      );
      expect((await admin.call("getSale", { path })).body.status).toBe("pending");
      expect(await stockOf(admin, product.id)).toBe(20);
      expect((await account(seller, customer.id)).balanceCents).toBe(0);
      const done = await admin.call("completeSale", {
        path,
        query: { creditReason: "Flota de la alcaldía" },
        body: { payments },
      });
      expectStatus(done, 200);
      expect(done.body).toMatchObject({ status: "completed", paymentMethod: "credito" });
      expect(done.body.payments.map((p: Json) => [p.method, p.amountCents])).toEqual([
        ["efectivo", 2_000],
        ["credito", 21_200],
      ]);
      expect(done.body.credit.balanceCents).toBe(21_200);
      expect((await account(seller, customer.id)).movements[0]).toMatchObject({
        kind: "sale",
        saleId: pending.id,
        amountCents: 21_200,
        note: "Flota de la alcaldía",
      });

      // A sale without a registered customer cannot put a part on account.
      const anonymous = await pendingSale(seller, product.id, 1);
      expectError(
        await seller.call("completeSale", {
          path: { id: anonymous.id },
          body: {
            payments: [
              { method: "efectivo", amountCents: 1_600 },
              { method: "credito", amountCents: 10_000 },
            ],
          },
        }),
        400,
        CREDIT_MESSAGES.creditNeedsCustomer,
      );
    },
  },
];
