// 'Caja': registers, sessions (one open per register, even racing), a sale needing an open session,
// split payments, cash in and out, the closing against the expected figures, the reopening, roles.
import { expect } from "vitest";
import { paymentsSumMessage, REGISTER_MESSAGES } from "../../../rules/register-messages";
import { SALE_MESSAGES } from "../../../rules/sale-messages";
import { authScenarios } from "../support/auth-scenarios";
import type { Json } from "../support/client";
import { expectError, expectStatus, unique } from "../support/expectations";
import { closeOwnSessions, freshRegister, ownSession, registersOn } from "../support/registers";
import { saleBody, stockedProduct } from "../support/sales";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { currencyScenarios } from "./currencies.scenarios";
import { pendingSalePaymentScenarios } from "./pending-sale-payments.scenarios";
import { registerClosingScenarios } from "./register-closing.scenarios";

const cash = (session: Json) => session.cash;
const method = (session: Json, name: string) => session.methods.find((m: Json) => m.method === name);

export const registersScenarioList: Scenario[] = [
  {
    title: "openRegisterSession: refused while 'Modo mostrador' is off",
    covers: [["openRegisterSession", "conflict"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const caja1 = (await seller.call("listRegisters")).body.find((r: Json) => r.name === "Caja 1");
      expectError(
        await seller.call("openRegisterSession", { body: { registerId: caja1.id, openingFloatCents: 0 } }),
        409,
        SALE_MESSAGES.counterModeOff,
      );
    },
  },
  {
    title:
      "registers: 'Caja 1' from the start; an Administrador names and renames more; blank → 400, taken → 409",
    covers: [
      ["listRegisters", "success"],
      ["createRegister", "success"],
      ["createRegister", "validation"],
      ["createRegister", "conflict"],
      ["renameRegister", "success"],
      ["renameRegister", "validation"],
      ["renameRegister", "notFound"],
      ["renameRegister", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const list = (await seller.call("listRegisters")).body;
      expect(list.map((r: Json) => r.name)).toContain("Caja 1");
      const name = unique("Caja");
      const made = await admin.call("createRegister", { body: { name: `  ${name} ` } });
      expectStatus(made, 201);
      expect(made.body).toEqual({ id: made.body.id, name, openSession: null });
      expectError(
        await admin.call("createRegister", { body: { name: "   " } }),
        400,
        REGISTER_MESSAGES.registerNameRequired,
      );
      expectError(
        await admin.call("createRegister", { body: { name: name.toUpperCase() } }),
        409,
        REGISTER_MESSAGES.duplicateRegister,
      );
      const renamed = await admin.call("renameRegister", {
        path: { id: made.body.id },
        body: { name: `${name} B` },
      });
      expectStatus(renamed, 200);
      expect(renamed.body.name).toBe(`${name} B`);
      expect((await seller.call("listRegisters")).body.map((r: Json) => r.name)).toContain(`${name} B`);
      expectError(
        await admin.call("renameRegister", { path: { id: made.body.id }, body: { name: "" } }),
        400,
      );
      expectError(
        await admin.call("renameRegister", { path: { id: 999_999 }, body: { name: unique("Caja") } }),
        404,
      );
      expectError(
        await admin.call("renameRegister", { path: { id: made.body.id }, body: { name: "caja 1" } }),
        409,
        REGISTER_MESSAGES.duplicateRegister,
      );
    },
  },
  {
    title:
      "openRegisterSession: one open session per register, even for two sellers racing; 404; bad float → 400",
    covers: [
      ["openRegisterSession", "success"],
      ["openRegisterSession", "conflict"],
      ["openRegisterSession", "notFound"],
      ["openRegisterSession", "validation"],
      ["getCurrentRegisterSession", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const [one, two] = [await ctx.vendedor(), await ctx.vendedor2()];
      await closeOwnSessions(one);
      await closeOwnSessions(two);
      const register = await freshRegister(admin);
      const body = { registerId: register.id, openingFloatCents: 50_000 };
      const answers = await Promise.all([
        one.call("openRegisterSession", { body }),
        two.call("openRegisterSession", { body }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const winner = answers.find((a) => a.status === 201)!;
      expectError(
        answers.find((a) => a.status === 409)!,
        409,
        REGISTER_MESSAGES.alreadyOpen,
      );
      expect(winner.body).toMatchObject({
        register: { id: register.id, name: register.name },
        status: "open",
        openingFloatCents: 50_000,
        closedAt: null,
        salesCount: 0,
        movements: [],
      });
      expect(cash(winner.body).expectedCents).toBe(50_000);
      const listed = (await admin.call("listRegisters")).body.find((r: Json) => r.id === register.id);
      expect(listed.openSession.id).toBe(winner.body.id);
      const winnerClient = winner === answers[0] ? one : two;
      expect((await winnerClient.call("getCurrentRegisterSession")).body.session.id).toBe(winner.body.id);
      expectError(
        await one.call("openRegisterSession", { body: { registerId: 999_999, openingFloatCents: 0 } }),
        404,
      );
      expectError(
        await one.call("openRegisterSession", { body: { registerId: register.id, openingFloatCents: -1 } }),
        400,
      );
    },
  },
  {
    title:
      "createSale: with sessions required, no open session → 409; then each payment takes the seller's session",
    covers: [["createSale", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      const product = await stockedProduct(admin, 5);
      expectError(
        await seller.call("createSale", { body: saleBody(product.id) }),
        409,
        REGISTER_MESSAGES.openSessionRequired,
      );
      expect((await seller.call("getCurrentRegisterSession")).body).toEqual({ session: null });
      const session = await ownSession(admin, seller, 20_000);
      const sale = await seller.call("createSale", { body: saleBody(product.id) });
      expectStatus(sale, 201);
      expect(sale.body.payments).toEqual([
        {
          id: sale.body.payments[0].id,
          method: "efectivo",
          amountCents: 1_740_000,
          tenderedCents: 1_740_000,
          changeCents: 0,
          reference: null,
          registerSessionId: session.id,
        },
      ]);
      const after = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(cash(after).expectedCents).toBe(20_000 + 1_740_000);
      expect(after).toMatchObject({ salesCount: 1, firstSaleId: sale.body.id, lastSaleId: sale.body.id });
    },
  },
  {
    title:
      "createSale: split payments sum exactly to the total; cash change and card reference kept; refusals in Spanish",
    covers: [["createSale", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      const session = await ownSession(admin, seller, 10_000);
      const product = await stockedProduct(admin, 5);
      const split = (payments: Json[]) =>
        seller.call("createSale", {
          body: {
            status: "completed",
            lines: [{ productId: product.id, quantity: 1, discount: 0 }],
            payments,
          },
        });
      expectError(
        await split([{ method: "efectivo", amountCents: 100_000 }]),
        400,
        paymentsSumMessage(100_000, 1_740_000),
      );
      expectError(
        await seller.call("createSale", {
          body: { ...saleBody(product.id), payments: [{ method: "efectivo", amountCents: 1_740_000 }] },
        }),
        400,
        REGISTER_MESSAGES.paymentOrPayments,
      );
      expectError(
        await split([{ method: "tarjeta", amountCents: 1_740_000, tenderedCents: 2_000_000 }]),
        400,
        REGISTER_MESSAGES.tenderedOnlyCash,
      );
      expectError(
        await split([{ method: "efectivo", amountCents: 1_740_000, tenderedCents: 1_000_000 }]),
        400,
        REGISTER_MESSAGES.tenderedTooLow,
      );
      expectError(
        await seller.call("createSale", {
          body: { status: "completed", lines: [{ productId: product.id, quantity: 1, discount: 0 }] },
        }),
        400,
        REGISTER_MESSAGES.paymentMissing,
      );
      const sale = await split([
        { method: "efectivo", amountCents: 740_000, tenderedCents: 1_000_000 },
        { method: "tarjeta", amountCents: 1_000_000, reference: " 4512 " },
      ]);
      expectStatus(sale, 201);
      expect(sale.body.paymentMethod).toBe("tarjeta");
      expect(
        sale.body.payments.map((p: Json) => [
          p.method,
          p.amountCents,
          p.tenderedCents,
          p.changeCents,
          p.reference,
        ]),
      ).toEqual([
        ["efectivo", 740_000, 1_000_000, 260_000, null],
        ["tarjeta", 1_000_000, null, null, "4512"],
      ]);
      expect((await seller.call("getSale", { path: { id: sale.body.id } })).body.payments).toEqual(
        sale.body.payments,
      );
      const figures = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(cash(figures)).toMatchObject({
        salesCents: 740_000,
        tenderedCents: 1_000_000,
        changeCents: 260_000,
        expectedCents: 750_000,
      });
      expect(method(figures, "tarjeta")).toMatchObject({
        paymentsCents: 1_000_000,
        expectedCents: 1_000_000,
        countedCents: null,
      });
    },
  },
  ...registerClosingScenarios,
  ...currencyScenarios,
  ...pendingSalePaymentScenarios,
  ...authScenarios("registers"),
];

export function defineRegistersSuite(target: Target): void {
  runScenarios(target, "registers", registersScenarioList);
}
