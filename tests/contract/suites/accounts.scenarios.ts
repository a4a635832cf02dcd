// 'Crédito': credit settings per customer, sales on account within the limit ('Cupo'), refused past it
// for a Vendedor saying by how much and allowed for an Administrador with a reason, split payments
// partly on account, payments ('abonos') settling the oldest sales first or the picked ones, credit in
// favour, voids as movements of their own, returns and cancellations, statements and ageing, roles.
import { expect } from "vitest";
import {
  CREDIT_MESSAGES,
  overLimitMessage,
  overrideNeedsReasonMessage,
} from "../../../rules/credit-messages";
import { REGISTER_MESSAGES } from "../../../rules/register-messages";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import {
  account,
  creditCustomer,
  creditOn,
  creditSale,
  creditSaleBody,
  splitCreditSaleBody,
} from "../support/accounts";
import { authScenarios } from "../support/auth-scenarios";
import { customerBody } from "../support/bodies";
import type { Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { saleBody, stockedProduct } from "../support/sales";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { accountCustomerDeleteScenarios } from "./account-customer-delete.scenarios";
import { accountLedgerScenarios } from "./account-ledger.scenarios";
import { accountSaleRuleScenarios } from "./account-sale-rules.scenarios";

const cents = (sale: Json) => Math.round(sale.total * 100);
const today = () => new Date().toISOString().slice(0, 10);

export const accountsScenarioList: Scenario[] = [
  {
    title: "accounts: refused while 'Modo mostrador' is off",
    covers: [
      ["getCustomerAccount", "conflict"],
      ["setCustomerCredit", "conflict"],
      ["getCustomerStatement", "conflict"],
      ["getAccountsAgeing", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const customer = (await admin.call("createCustomer", { body: customerBody() })).body;
      await creditOn(admin, { counterMode: false });
      const path = { id: customer.id };
      expectError(await admin.call("getCustomerAccount", { path }), 409, SALE_MESSAGES.counterModeOff);
      expectError(
        await admin.call("setCustomerCredit", { path, body: { enabled: true, limitCents: 1, termsDays: 1 } }),
        409,
        SALE_MESSAGES.counterModeOff,
      );
      expectError(
        await admin.call("getCustomerStatement", { path, query: { from: today(), to: today() } }),
        409,
        SALE_MESSAGES.counterModeOff,
      );
      expectError(await admin.call("getAccountsAgeing"), 409, SALE_MESSAGES.counterModeOff);
      await creditOn(admin);
    },
  },
  {
    title: "setCustomerCredit: an Administrador enables credit; the account shows it; bad input 400; 404",
    covers: [
      ["setCustomerCredit", "success"],
      ["setCustomerCredit", "validation"],
      ["setCustomerCredit", "notFound"],
      ["getCustomerAccount", "success"],
      ["getCustomerAccount", "validation"],
      ["getCustomerAccount", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller, 250_000, 15);
      const seen = await seller.call("getCustomerAccount", { path: { id: customer.id } });
      expectStatus(seen, 200);
      expect(seen.body).toMatchObject({
        customerId: customer.id,
        customerName: "Prueba Contrato",
        enabled: true,
        limitCents: 250_000,
        termsDays: 15,
        balanceCents: 0,
        availableCents: 250_000,
        overdueCents: 0,
        sales: [],
        movements: [],
        payments: [],
      });
      expectError(
        await admin.call("setCustomerCredit", {
          path: { id: customer.id },
          body: { enabled: true, limitCents: -1, termsDays: 15 },
        }),
        400,
      );
      expectError(
        await admin.call("setCustomerCredit", {
          path: { id: customer.id },
          body: { enabled: true, limitCents: 100, termsDays: 400 },
        }),
        400,
      );
      expectError(
        await admin.call("setCustomerCredit", {
          path: { id: 999_999 },
          body: { enabled: true, limitCents: 1, termsDays: 1 },
        }),
        404,
      );
      expectError(await admin.call("getCustomerAccount", { path: { id: 999_999 } }), 404);
      expectError(await admin.call("getCustomerAccount", { path: { id: 0 } }), 400);
    },
  },
  {
    title: "accounts: a Vendedor sees only the accounts of the customers he registered (403 otherwise)",
    covers: [
      ["getCustomerAccount", "forbidden"],
      ["createCustomerPayment", "forbidden"],
      ["getCustomerStatement", "forbidden"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const other = await ctx.vendedor2();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, other);
      const path = { id: customer.id };
      expectError(await seller.call("getCustomerAccount", { path }), 403, CREDIT_MESSAGES.accountsForbidden);
      expectError(
        await seller.call("createCustomerPayment", { path, body: { amountCents: 100, method: "tarjeta" } }),
        403,
        CREDIT_MESSAGES.accountsForbidden,
      );
      expectError(
        await seller.call("getCustomerStatement", { path, query: { from: today(), to: today() } }),
        403,
        CREDIT_MESSAGES.accountsForbidden,
      );
      const ageing = (await seller.call("getAccountsAgeing")).body;
      expect(ageing.rows.map((r: Json) => r.customerId)).not.toContain(customer.id);
      expect((await other.call("getAccountsAgeing")).body.rows.map((r: Json) => r.customerId)).toContain(
        customer.id,
      );
    },
  },
  {
    title:
      "createSale on account: up to the limit; past it 409 saying by how much (Vendedor); an Administrador needs a reason, recorded",
    covers: [["createSale", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller, 30_000, 30);
      const first = await creditSale(admin, seller, customer.id, 100);
      expect(cents(first)).toBe(11_600);
      expect(first.paymentMethod).toBe("credito");
      expect(first.credit.balanceCents).toBe(11_600);
      const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(first.credit.dueDate).toBe(due);
      const second = await creditSale(admin, seller, customer.id, 100);
      expect(second.credit.balanceCents).toBe(23_200);
      const product = await stockedProduct(admin, 5, 100);
      const refused = await seller.call("createSale", { body: creditSaleBody(product.id, customer.id) });
      expectError(refused, 409, overLimitMessage(4_800, 6_800));
      const noReason = await admin.call("createSale", { body: creditSaleBody(product.id, customer.id) });
      expectError(noReason, 409, overrideNeedsReasonMessage(overLimitMessage(4_800, 6_800)));
      const allowed = await admin.call("createSale", {
        body: creditSaleBody(product.id, customer.id, 1, { creditReason: "Cliente de confianza" }),
      });
      expectStatus(allowed, 201);
      expect(allowed.body.credit.balanceCents).toBe(34_800);
      const seen = await account(seller, customer.id);
      expect(seen.balanceCents).toBe(34_800);
      expect(seen.availableCents).toBe(0);
      expect(seen.movements[0]).toMatchObject({
        kind: "sale",
        amountCents: 11_600,
        balanceCents: 34_800,
        saleId: allowed.body.id,
        note: "Cliente de confianza",
      });
      expect(seen.sales.map((s: Json) => [s.saleId, s.status, s.openCents])).toEqual([
        [allowed.body.id, "open", 11_600],
        [second.id, "open", 11_600],
        [first.id, "open", 11_600],
      ]);
    },
  },
  {
    title:
      "createSale on account: only a customer with credit (409), only a registered one (400), 'Crédito' only when accepted",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      await creditOn(admin);
      const product = await stockedProduct(admin, 5, 100);
      const plain = (await seller.call("createCustomer", { body: customerBody() })).body;
      expectError(
        await seller.call("createSale", { body: creditSaleBody(product.id, plain.id) }),
        409,
        CREDIT_MESSAGES.creditNotEnabled,
      );
      expectError(
        await seller.call("createSale", { body: saleBody(product.id, 1, { paymentMethod: "credito" }) }),
        400,
        CREDIT_MESSAGES.creditNeedsCustomer,
      );
      const customer = await creditCustomer(admin, seller);
      await creditOn(admin, { paymentMethods: ["efectivo"] });
      expectError(
        await seller.call("createSale", { body: creditSaleBody(product.id, customer.id) }),
        400,
        SALE_MESSAGES.paymentNotAccepted,
      );
      await creditOn(admin);
      expect((await account(seller, customer.id)).balanceCents).toBe(0);
    },
  },
  {
    title: "createSale split: part in cash, part on account; only the part on account is owed",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const product = await stockedProduct(admin, 5, 100);
      const sale = await seller.call("createSale", {
        body: splitCreditSaleBody(product.id, customer.id, 1, 1_600, 10_000),
      });
      expectStatus(sale, 201);
      expect(sale.body.payments.map((p: Json) => [p.method, p.amountCents])).toEqual([
        ["efectivo", 1_600],
        ["credito", 10_000],
      ]);
      expect(sale.body.credit.balanceCents).toBe(10_000);
      expect((await account(seller, customer.id)).sales[0]).toMatchObject({
        saleId: sale.body.id,
        chargedCents: 10_000,
        openCents: 10_000,
      });
    },
  },
  {
    title:
      "createCustomerPayment: oldest first, partial leaves 'partial', the receipt's balances, overpayment in favour; 400 and 404",
    covers: [
      ["createCustomerPayment", "success"],
      ["createCustomerPayment", "validation"],
      ["createCustomerPayment", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const older = await creditSale(admin, seller, customer.id, 100);
      const newer = await creditSale(admin, seller, customer.id, 50);
      const path = { id: customer.id };
      const paid = await seller.call("createCustomerPayment", {
        path,
        body: { amountCents: 15_000, method: "transferencia", reference: " TR-77 " },
      });
      expectStatus(paid, 201);
      expect(paid.body).toMatchObject({
        customerId: customer.id,
        amountCents: 15_000,
        method: "transferencia",
        reference: "TR-77",
        paidOn: today(),
        allocations: [
          { saleId: older.id, amountCents: 11_600 },
          { saleId: newer.id, amountCents: 3_400 },
        ],
        unallocatedCents: 0,
        balanceBeforeCents: 17_400,
        balanceAfterCents: 2_400,
        voidedAt: null,
      });
      let seen = await account(seller, customer.id);
      expect(seen.sales.map((s: Json) => [s.saleId, s.status, s.openCents])).toEqual([
        [newer.id, "partial", 2_400],
        [older.id, "paid", 0],
      ]);
      const over = await seller.call("createCustomerPayment", {
        path,
        body: { amountCents: 5_000, method: "tarjeta" },
      });
      expect(over.body).toMatchObject({
        allocations: [{ saleId: newer.id, amountCents: 2_400 }],
        unallocatedCents: 2_600,
        balanceBeforeCents: 2_400,
        balanceAfterCents: -2_600,
      });
      seen = await account(seller, customer.id);
      expect(seen.balanceCents).toBe(-2_600);
      expect(seen.availableCents).toBe(102_600);
      expect(seen.payments.map((p: Json) => p.id)).toEqual([over.body.id, paid.body.id]);
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expectError(
        await seller.call("createCustomerPayment", {
          path,
          body: { amountCents: 100, method: "tarjeta", date: tomorrow },
        }),
        400,
        CREDIT_MESSAGES.paymentDateInvalid,
      );
      expectError(
        await seller.call("createCustomerPayment", { path, body: { amountCents: 0, method: "tarjeta" } }),
        400,
      );
      expectError(
        await seller.call("createCustomerPayment", { path, body: { amountCents: 100, method: "credito" } }),
        400,
      );
      expectError(
        await admin.call("createCustomerPayment", {
          path: { id: 999_999 },
          body: { amountCents: 100, method: "tarjeta" },
        }),
        404,
      );
    },
  },
  {
    title:
      "createCustomerPayment: the picked sales in order; one that owes nothing 409; cash needs the seller's open session (409) and lands in it",
    covers: [["createCustomerPayment", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const older = await creditSale(admin, seller, customer.id, 100);
      const newer = await creditSale(admin, seller, customer.id, 100);
      const path = { id: customer.id };
      const picked = await seller.call("createCustomerPayment", {
        path,
        body: { amountCents: 11_600, method: "tarjeta", saleIds: [newer.id] },
      });
      expect(picked.body.allocations).toEqual([{ saleId: newer.id, amountCents: 11_600 }]);
      expectError(
        await seller.call("createCustomerPayment", {
          path,
          body: { amountCents: 100, method: "tarjeta", saleIds: [newer.id] },
        }),
        409,
        CREDIT_MESSAGES.pickedSaleNotOpen,
      );
      await creditOn(admin, { requireOpenSession: true });
      try {
        const current = (await seller.call("getCurrentRegisterSession")).body.session;
        if (current)
          await seller.call("closeRegisterSession", {
            path: { id: current.id },
            body: {
              counted: Object.fromEntries(current.methods.map((m: Json) => [m.method, m.expectedCents])),
            },
          });
        expectError(
          await seller.call("createCustomerPayment", {
            path,
            body: { amountCents: 1_000, method: "efectivo" },
          }),
          409,
          REGISTER_MESSAGES.openSessionRequired,
        );
        const register = (await admin.call("createRegister", { body: { name: `Caja abonos ${Date.now()}` } }))
          .body;
        const session = (
          await seller.call("openRegisterSession", {
            body: { registerId: register.id, openingFloatCents: 0 },
          })
        ).body;
        const cash = await seller.call("createCustomerPayment", {
          path,
          body: { amountCents: 1_000, method: "efectivo" },
        });
        expectStatus(cash, 201);
        expect(cash.body.registerSessionId).toBe(session.id);
        expect(cash.body.allocations).toEqual([{ saleId: older.id, amountCents: 1_000 }]);
        // The abono is in the drawer: the session expects it like a cash sale.
        const figures = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
        expect(figures.cash.expectedCents).toBe(1_000);
        expectStatus(
          await seller.call("closeRegisterSession", {
            path: { id: session.id },
            body: { counted: { efectivo: 1_000 } },
          }),
          200,
        );
        // Voided after the closing, the abono stays in the closed session's figures: its Z report
        // does not change.
        const closed = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
        expectStatus(
          await admin.call("voidCustomerPayment", {
            path: { id: cash.body.id },
            body: { reason: "Registrado dos veces" },
          }),
          200,
        );
        const after = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
        expect(after.cash.expectedCents).toBe(1_000);
        expect({ cash: after.cash, methods: after.methods }).toEqual({
          cash: closed.cash,
          methods: closed.methods,
        });
      } finally {
        await creditOn(admin);
      }
    },
  },
  {
    title:
      "voidCustomerPayment: an Administrador voids with a reason, a movement of its own; the sale owes again; twice 409; 400; 404",
    covers: [
      ["voidCustomerPayment", "success"],
      ["voidCustomerPayment", "validation"],
      ["voidCustomerPayment", "notFound"],
      ["voidCustomerPayment", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const sale = await creditSale(admin, seller, customer.id, 100);
      const paid = (
        await seller.call("createCustomerPayment", {
          path: { id: customer.id },
          body: { amountCents: 11_600, method: "tarjeta" },
        })
      ).body;
      expect((await account(seller, customer.id)).sales[0].status).toBe("paid");
      expectError(
        await admin.call("voidCustomerPayment", { path: { id: paid.id }, body: { reason: "  " } }),
        400,
        CREDIT_MESSAGES.voidReasonRequired,
      );
      const voided = await admin.call("voidCustomerPayment", {
        path: { id: paid.id },
        body: { reason: "Tarjeta rechazada" },
      });
      expectStatus(voided, 200);
      expect(voided.body).toMatchObject({ id: paid.id, voidReason: "Tarjeta rechazada" });
      expect(voided.body.voidedAt).not.toBeNull();
      const seen = await account(seller, customer.id);
      expect(seen.balanceCents).toBe(11_600);
      expect(seen.movements[0]).toMatchObject({
        kind: "void",
        amountCents: 11_600,
        paymentId: paid.id,
        note: "Tarjeta rechazada",
        balanceCents: 11_600,
      });
      expect(seen.sales[0]).toMatchObject({ saleId: sale.id, status: "open", openCents: 11_600 });
      expectError(
        await admin.call("voidCustomerPayment", { path: { id: paid.id }, body: { reason: "Otra vez" } }),
        409,
        CREDIT_MESSAGES.alreadyVoided,
      );
      expectError(
        await admin.call("voidCustomerPayment", { path: { id: 999_999 }, body: { reason: "No existe" } }),
        404,
      );
    },
  },
  {
    title: "returns and cancellation of a sale on account lower the balance ('credito' refund)",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const product = await stockedProduct(admin, 10, 100);
      const sale = (await seller.call("createSale", { body: creditSaleBody(product.id, customer.id, 3) }))
        .body;
      expect(sale.credit.balanceCents).toBe(34_800);
      const returned = await admin.call("createSaleReturn", {
        path: { id: sale.id },
        body: { reason: "Pieza equivocada", lines: [{ lineId: sale.lines[0].id, quantity: 1 }] },
      });
      expectStatus(returned, 201);
      let seen = await account(seller, customer.id);
      expect(seen.balanceCents).toBe(23_200);
      expect(seen.movements[0]).toMatchObject({
        kind: "return",
        amountCents: -11_600,
        note: "Pieza equivocada",
      });
      expect(seen.sales[0]).toMatchObject({ chargedCents: 23_200, openCents: 23_200 });
      expectStatus(await admin.call("cancelSale", { path: { id: sale.id } }), 200);
      seen = await account(seller, customer.id);
      expect(seen.balanceCents).toBe(0);
      expect(seen.movements[0]).toMatchObject({ kind: "cancel", amountCents: -23_200 });
    },
  },
  {
    title: "getCustomerStatement: opening, sales, returns, payments, voids and closing of a period; 400; 404",
    covers: [
      ["getCustomerStatement", "success"],
      ["getCustomerStatement", "validation"],
      ["getCustomerStatement", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const product = await stockedProduct(admin, 10, 100);
      const sale = (await seller.call("createSale", { body: creditSaleBody(product.id, customer.id, 2) }))
        .body;
      await admin.call("createSaleReturn", {
        path: { id: sale.id },
        body: { reason: "Sobrante", lines: [{ lineId: sale.lines[0].id, quantity: 1 }] },
      });
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const early = (
        await seller.call("createCustomerPayment", {
          path: { id: customer.id },
          body: { amountCents: 1_000, method: "tarjeta", date: yesterday },
        })
      ).body;
      await seller.call("createCustomerPayment", {
        path: { id: customer.id },
        body: { amountCents: 2_000, method: "transferencia" },
      });
      await admin.call("voidCustomerPayment", { path: { id: early.id }, body: { reason: "Duplicado" } });
      const statement = await seller.call("getCustomerStatement", {
        path: { id: customer.id },
        query: { from: today(), to: today() },
      });
      expectStatus(statement, 200);
      expect(statement.body).toMatchObject({
        customerId: customer.id,
        from: today(),
        to: today(),
        openingBalanceCents: -1_000,
        salesCents: 23_200,
        returnsCents: 11_600,
        paymentsCents: 2_000,
        voidsCents: 1_000,
        closingBalanceCents: 9_600,
      });
      expect(statement.body.movements.map((m: Json) => m.kind)).toEqual([
        "sale",
        "return",
        "payment",
        "void",
      ]);
      expect(statement.body.movements.at(-1).balanceCents).toBe(9_600);
      expect((await account(seller, customer.id)).balanceCents).toBe(9_600);
      expectError(
        await seller.call("getCustomerStatement", {
          path: { id: customer.id },
          query: { from: today(), to: yesterday },
        }),
        400,
        CREDIT_MESSAGES.periodInvalid,
      );
      expectError(
        await admin.call("getCustomerStatement", {
          path: { id: 999_999 },
          query: { from: today(), to: today() },
        }),
        404,
      );
    },
  },
  {
    title: "getAccountsAgeing: each account's balance in its bucket, totals the sum of the rows",
    covers: [["getAccountsAgeing", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      await creditSale(admin, seller, customer.id, 100);
      const report = await admin.call("getAccountsAgeing");
      expectStatus(report, 200);
      const row = report.body.rows.find((r: Json) => r.customerId === customer.id);
      expect(row).toMatchObject({
        balanceCents: 11_600,
        current: 11_600,
        d1to30: 0,
        over90: 0,
        enabled: true,
      });
      const sum = (key: string) => report.body.rows.reduce((total: number, r: Json) => total + r[key], 0);
      for (const key of ["balanceCents", "current", "d1to30", "d31to60", "d61to90", "over90"])
        expect(report.body.totals[key]).toBe(sum(key));
      expect(report.body.asOf).toBe(today());
    },
  },
  ...accountLedgerScenarios,
  ...accountSaleRuleScenarios,
  ...accountCustomerDeleteScenarios,
  ...authScenarios("accounts"),
];

export function defineAccountsSuite(target: Target): void {
  runScenarios(target, "accounts", accountsScenarioList);
}
