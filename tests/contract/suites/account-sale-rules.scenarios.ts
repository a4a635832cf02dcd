// 'Crédito' rules of a sale on account, on both servers: a customer with debt past its due date is
// refused for a Vendedor with the overdue amount and passed for an Administrador only with a recorded
// reason; a pending sale completed later on account obeys the same limit, overdue and override rules;
// two sales racing one customer's limit never both pass; a return of a sale paid partly on account and
// partly in cash refunds the account first and only the rest from the drawer.
import { expect, vi } from "vitest";
import {
  CREDIT_MESSAGES,
  overdueMessage,
  overLimitMessage,
  overrideNeedsReasonMessage,
} from "../../../rules/credit-messages";
import {
  account,
  creditCustomer,
  creditSale,
  creditSaleBody,
  splitCreditSaleBody,
} from "../support/accounts";
import { customerBody } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { closeOwnSessions, ownSession } from "../support/registers";
import { stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

/** Runs `work` with the clock of the process both servers run in set `days` back. */
async function daysAgo<T>(days: number, work: () => Promise<T>): Promise<T> {
  const then = new Date(Date.now() - days * 86_400_000);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(then);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

/** A customer of `seller`'s with a sale of 11 600 on account made 40 days ago on 30 days' terms. */
async function overdueCustomer(admin: ApiClient, seller: ApiClient): Promise<{ customer: Json; old: Json }> {
  const customer = await creditCustomer(admin, seller, 1_000_000, 30);
  const old = await daysAgo(40, () => creditSale(admin, seller, customer.id, 100));
  return { customer, old };
}

/** A pending sale of `quantity` units at 100 (+ IVA) to `customerId`, to be completed on account. */
async function pendingCreditSale(seller: ApiClient, productId: number, customerId: number, quantity = 1) {
  const res = await seller.call("createSale", {
    body: creditSaleBody(productId, customerId, quantity, { status: "pending" }),
  });
  expectStatus(res, 201);
  expect(res.body.status).toBe("pending");
  return res.body as Json;
}

export const accountSaleRuleScenarios: Scenario[] = [
  {
    title:
      "createSale on account with overdue debt: a Vendedor is refused with the overdue amount; an Administrador passes only with a reason, recorded",
    covers: [["createSale", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const { customer, old } = await overdueCustomer(admin, seller);
      expect((await account(seller, customer.id)).overdueCents).toBe(11_600);
      const product = await stockedProduct(admin, 10, 100);
      const body = creditSaleBody(product.id, customer.id);
      expectError(await seller.call("createSale", { body }), 409, overdueMessage(11_600));
      expect(overdueMessage(11_600)).toMatch(
        /^Deuda vencida: el cliente tiene \$\s116 vencidos; registre un abono/,
      );
      // An Administrador's reason is what lets it through; the Vendedor's is not.
      expectError(
        await seller.call("createSale", { body: { ...body, creditReason: "Lo conozco" } }),
        409,
        overdueMessage(11_600),
      );
      expectError(
        await admin.call("createSale", { body: { ...body, creditReason: "   " } }),
        409,
        overrideNeedsReasonMessage(overdueMessage(11_600)),
      );
      expect((await account(seller, customer.id)).balanceCents).toBe(11_600);
      const allowed = await admin.call("createSale", {
        body: { ...body, creditReason: "Pagará el viernes" },
      });
      expectStatus(allowed, 201);
      expect(allowed.body.credit.balanceCents).toBe(23_200);
      const seen = await account(seller, customer.id);
      expect(seen.movements[0]).toMatchObject({
        kind: "sale",
        saleId: allowed.body.id,
        amountCents: 11_600,
        note: "Pagará el viernes",
      });
      // Once the overdue sale is paid, the Vendedor sells on account again.
      const paid = await seller.call("createCustomerPayment", {
        path: { id: customer.id },
        body: { amountCents: 11_600, method: "tarjeta", saleIds: [old.id] },
      });
      expectStatus(paid, 201);
      expectStatus(await seller.call("createSale", { body }), 201);
    },
  },
  {
    title:
      "completeSale on account: past the limit or with overdue debt 409 for a Vendedor; an Administrador needs creditReason, recorded; no credit 409",
    covers: [
      ["completeSale", "success"],
      ["completeSale", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const product = await stockedProduct(admin, 20, 100);
      const customer = await creditCustomer(admin, seller, 20_000, 15);
      const pending = await pendingCreditSale(seller, product.id, customer.id, 2);
      const path = { id: pending.id };
      expectError(
        await seller.call("completeSale", { path, query: { creditReason: "Cliente fijo" } }),
        409,
        overLimitMessage(3_200, 20_000),
      );
      expectError(
        await admin.call("completeSale", { path }),
        409,
        overrideNeedsReasonMessage(overLimitMessage(3_200, 20_000)),
      );
      // Nothing was written by the refusals: still pending, stock and balance untouched.
      expect((await admin.call("getSale", { path })).body.status).toBe("pending");
      expect((await admin.call("getProduct", { path: { id: product.id } })).body.stock).toBe(20);
      expect((await account(seller, customer.id)).balanceCents).toBe(0);
      const done = await admin.call("completeSale", {
        path,
        query: { creditReason: "Flota de la alcaldía" },
      });
      expectStatus(done, 200);
      expect(done.body.status).toBe("completed");
      expect(done.body.credit).toMatchObject({
        balanceCents: 23_200,
        dueDate: new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
      });
      expect((await account(seller, customer.id)).movements[0]).toMatchObject({
        kind: "sale",
        saleId: pending.id,
        amountCents: 23_200,
        note: "Flota de la alcaldía",
      });

      // Overdue debt refuses the completion the same way.
      const { customer: late } = await overdueCustomer(admin, seller);
      const owed = await pendingCreditSale(seller, product.id, late.id);
      expectError(await seller.call("completeSale", { path: { id: owed.id } }), 409, overdueMessage(11_600));
      const passed = await admin.call("completeSale", {
        path: { id: owed.id },
        query: { creditReason: "Autorizado por gerencia" },
      });
      expectStatus(passed, 200);
      expect(passed.body.credit.balanceCents).toBe(23_200);

      // A customer without credit cannot complete on account either.
      const plain = (await seller.call("createCustomer", { body: customerBody() })).body;
      const noCredit = await pendingCreditSale(seller, product.id, plain.id);
      expectError(
        await seller.call("completeSale", { path: { id: noCredit.id } }),
        409,
        CREDIT_MESSAGES.creditNotEnabled,
      );
    },
  },
  {
    title: "two sales racing one customer's limit never both pass (counter and pending completion)",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const other = await ctx.vendedor2();
      const customer = await creditCustomer(admin, seller, 20_000, 30);
      const product = await stockedProduct(admin, 20, 100);
      const body = creditSaleBody(product.id, customer.id);
      const raced = await Promise.all([
        seller.call("createSale", { body }),
        other.call("createSale", { body }),
        seller.call("createSale", { body }),
      ]);
      expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const refused of raced.filter((r) => r.status === 409))
        expect(refused.body.message).toBe(overLimitMessage(3_200, 8_400));
      expect((await account(seller, customer.id)).balanceCents).toBe(11_600);

      // A pending sale's completion and a counter sale racing what is left of the limit.
      const second = await creditCustomer(admin, seller, 20_000, 30);
      const pending = await pendingCreditSale(seller, product.id, second.id);
      const mixed = await Promise.all([
        seller.call("completeSale", { path: { id: pending.id } }),
        other.call("createSale", { body: creditSaleBody(product.id, second.id) }),
      ]);
      expect(mixed.filter((r) => r.status === 409)).toHaveLength(1);
      expect(mixed.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
      const seen = await account(seller, second.id);
      expect(seen.balanceCents).toBe(11_600);
      expect(seen.movements).toHaveLength(1);
    },
  },
  {
    title:
      "createSaleReturn of a sale paid in cash and on account: the account first (balance lowered), then the rest from the drawer",
    covers: [["createSaleReturn", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      await closeOwnSessions(admin);
      const session = await ownSession(admin, admin, 0);
      try {
        const product = await stockedProduct(admin, 10, 100);
        const sold = await admin.call("createSale", {
          body: splitCreditSaleBody(product.id, customer.id, 3, 10_000, 24_800),
        });
        expectStatus(sold, 201);
        const sale = sold.body;
        const drawer = async () =>
          (await admin.call("getRegisterSession", { path: { id: session.id } })).body.cash as Json;
        expect(await drawer()).toMatchObject({ salesCents: 10_000, refundsCents: 0, expectedCents: 10_000 });
        const give = (quantity: number) =>
          admin.call("createSaleReturn", {
            path: { id: sale.id },
            body: { reason: "No le sirvió", lines: [{ lineId: sale.lines[0].id, quantity }] },
          });
        // One unit (11 600): all of it on the account, nothing from the drawer.
        expectStatus(await give(1), 201);
        let seen = await account(seller, customer.id);
        expect(seen.balanceCents).toBe(13_200);
        expect(seen.movements[0]).toMatchObject({ kind: "return", amountCents: -11_600, saleId: sale.id });
        expect(await drawer()).toMatchObject({ refundsCents: 0, expectedCents: 10_000 });
        // The other two (23 200): the 13 200 still on the account, then 10 000 in cash.
        expectStatus(await give(2), 201);
        seen = await account(seller, customer.id);
        expect(seen.balanceCents).toBe(0);
        expect(seen.movements[0]).toMatchObject({ kind: "return", amountCents: -13_200, saleId: sale.id });
        expect(seen.sales[0]).toMatchObject({ saleId: sale.id, chargedCents: 0, openCents: 0 });
        expect(await drawer()).toMatchObject({ refundsCents: 10_000, expectedCents: 0 });
        const after = (await admin.call("getSale", { path: { id: sale.id } })).body;
        expect(after.returnedTotal).toBe(348);
        // Each return tells how much of it went to the account.
        expect(after.returns).toMatchObject([
          { refundTotal: 116, refundToAccount: 116 },
          { refundTotal: 232, refundToAccount: 132 },
        ]);
      } finally {
        await closeOwnSessions(admin);
      }
    },
  },
];
