// 'Caja' after the opening: cash in and out, the closing (a difference beyond the threshold needs a
// note), a closed session refusing every write, the Administrador's reopening, a refund leaving the
// drawer, and who sees which session.
import { expect } from "vitest";
import { REGISTER_MESSAGES } from "../../../rules/register-messages";
import type { Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { closeOwnSessions, ownSession, registersOn } from "../support/registers";
import { saleBody, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

const method = (session: Json, name: string) => session.methods.find((m: Json) => m.method === name);

export const registerClosingScenarios: Scenario[] = [
  {
    title:
      "createCashMovement: in and out listed and counted; blank reason → 400; another seller's → 403; 404",
    covers: [
      ["createCashMovement", "success"],
      ["createCashMovement", "validation"],
      ["createCashMovement", "forbidden"],
      ["createCashMovement", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      const session = await ownSession(admin, seller, 30_000);
      const move = (kind: string, amountCents: number, reason: string, client = seller, id = session.id) =>
        client.call("createCashMovement", { path: { id }, body: { kind, amountCents, reason } });
      const added = await move("in", 5_000, "Sencillo del banco");
      expectStatus(added, 201);
      const out = await move("out", 12_000, " Pago a proveedor ", admin);
      expectStatus(out, 201);
      const adminId = (await admin.call("getCurrentUser")).body.id;
      expect(out.body.movements.map((m: Json) => [m.kind, m.amountCents, m.reason, m.user.id])).toEqual([
        ["in", 5_000, "Sencillo del banco", session.openedBy.id],
        ["out", 12_000, "Pago a proveedor", adminId],
      ]);
      expect(out.body.cash).toMatchObject({
        inCents: 5_000,
        outCents: 12_000,
        expectedCents: 30_000 + 5_000 - 12_000,
      });
      expectError(await move("in", 100, "  "), 400, REGISTER_MESSAGES.movementReasonRequired);
      expectError(await move("in", 0, "Cero"), 400);
      expectError(
        await move("in", 100, "Ajeno", await ctx.vendedor2()),
        403,
        REGISTER_MESSAGES.forbiddenSession,
      );
      expectError(await move("in", 100, "Nada", seller, 999_999), 404);
    },
  },
  {
    title:
      "closeRegisterSession: expected, counted and difference per method; a difference needs a note; closed is immutable",
    covers: [
      ["closeRegisterSession", "success"],
      ["closeRegisterSession", "validation"],
      ["closeRegisterSession", "conflict"],
      ["closeRegisterSession", "forbidden"],
      ["closeRegisterSession", "notFound"],
      ["createCashMovement", "conflict"],
      ["getRegisterSession", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin, { closingThresholdCents: 1_000 });
      const seller = await ctx.vendedor();
      await closeOwnSessions(seller);
      const session = await ownSession(admin, seller, 100_000);
      const product = await stockedProduct(admin, 5);
      expectStatus(
        await seller.call("createSale", {
          body: {
            status: "completed",
            lines: [{ productId: product.id, quantity: 1, discount: 0 }],
            payments: [
              { method: "efectivo", amountCents: 1_240_000, tenderedCents: 1_300_000 },
              { method: "transferencia", amountCents: 500_000, reference: "TRF-88" },
            ],
          },
        }),
        201,
      );
      expectStatus(
        await seller.call("createCashMovement", {
          path: { id: session.id },
          body: { kind: "out", amountCents: 300_000, reason: "Retiro a la caja fuerte" },
        }),
        201,
      );
      const close = (body: Json, client = seller) =>
        client.call("closeRegisterSession", { path: { id: session.id }, body });
      expectError(await close({ counted: { efectivo: 1_000_000 } }, await ctx.vendedor2()), 403);
      expectError(
        await close({ counted: { efectivo: 1_000_000 } }, admin),
        400,
        REGISTER_MESSAGES.noteRequired,
      );
      expectError(
        await close({ counted: { efectivo: 1_000_000, tarjeta: 0, transferencia: 500_000 } }),
        400,
        REGISTER_MESSAGES.noteRequired,
      );
      // Within the threshold (10 pesos), no note is needed.
      const closed = await close({ counted: { efectivo: 1_039_500, transferencia: 500_000 } });
      expectStatus(closed, 200);
      expect(closed.body).toMatchObject({
        status: "closed",
        note: null,
        closedBy: { name: closed.body.openedBy.name },
      });
      expect(method(closed.body, "efectivo")).toEqual({
        method: "efectivo",
        paymentsCents: 1_240_000,
        refundsCents: 0,
        expectedCents: 100_000 + 1_240_000 - 300_000,
        countedCents: 1_039_500,
        differenceCents: -500,
      });
      expect(method(closed.body, "transferencia")).toMatchObject({
        expectedCents: 500_000,
        differenceCents: 0,
      });
      expect(method(closed.body, "tarjeta")).toMatchObject({
        expectedCents: 0,
        countedCents: 0,
        differenceCents: 0,
      });
      expectError(await close({ counted: { efectivo: 1 } }), 409, REGISTER_MESSAGES.sessionClosed);
      expectError(
        await seller.call("createCashMovement", {
          path: { id: session.id },
          body: { kind: "in", amountCents: 100, reason: "Tarde" },
        }),
        409,
        REGISTER_MESSAGES.sessionClosed,
      );
      expectError(
        await seller.call("createSale", { body: saleBody(product.id) }),
        409,
        REGISTER_MESSAGES.openSessionRequired,
      );
      expectError(
        await seller.call("closeRegisterSession", {
          path: { id: 999_999 },
          body: { counted: { efectivo: 0 } },
        }),
        404,
      );
      const again = (await seller.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(again).toEqual(closed.body);
    },
  },
  {
    title:
      "closeRegisterSession: a difference beyond the threshold closes with a note, kept with the session",
    covers: [["closeRegisterSession", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      const session = await ownSession(admin, seller, 80_000);
      const res = await seller.call("closeRegisterSession", {
        path: { id: session.id },
        body: { counted: { efectivo: 70_000 }, note: "  Faltan 100 pesos: vuelto mal dado " },
      });
      expectStatus(res, 200);
      expect(res.body.note).toBe("Faltan 100 pesos: vuelto mal dado");
      expect(method(res.body, "efectivo")).toMatchObject({
        expectedCents: 80_000,
        countedCents: 70_000,
        differenceCents: -10_000,
      });
    },
  },
  {
    title:
      "reopenRegisterSession: an Administrador reopens with a reason, recorded; open → 409; blank → 400; 404",
    covers: [
      ["reopenRegisterSession", "success"],
      ["reopenRegisterSession", "validation"],
      ["reopenRegisterSession", "conflict"],
      ["reopenRegisterSession", "notFound"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const seller = await ctx.vendedor();
      const session = await ownSession(admin, seller, 10_000);
      const reopen = (id: number, reason: string) =>
        admin.call("reopenRegisterSession", { path: { id }, body: { reason } });
      expectError(await reopen(session.id, "Error"), 409, REGISTER_MESSAGES.notClosed);
      expectStatus(
        await seller.call("closeRegisterSession", {
          path: { id: session.id },
          body: { counted: { efectivo: 10_000 } },
        }),
        200,
      );
      expectError(await reopen(session.id, "  "), 400, REGISTER_MESSAGES.reopenReasonRequired);
      expectError(await reopen(999_999, "Error"), 404);
      const res = await reopen(session.id, "Conteo de tarjeta equivocado");
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ status: "open", closedAt: null, closedBy: null });
      expect(res.body.reopenings).toEqual([
        {
          reason: "Conteo de tarjeta equivocado",
          user: { id: res.body.reopenings[0].user.id, name: res.body.reopenings[0].user.name },
          createdAt: res.body.reopenings[0].createdAt,
        },
      ]);
      expect(res.body.methods.every((m: Json) => m.countedCents === null)).toBe(true);
      expectStatus(
        await seller.call("createCashMovement", {
          path: { id: session.id },
          body: { kind: "in", amountCents: 100, reason: "Tras reabrir" },
        }),
        201,
      );
    },
  },
  {
    title: "a return's cash refund leaves the drawer of the session open when it is paid",
    covers: [["createSaleReturn", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      await closeOwnSessions(admin);
      const session = await ownSession(admin, admin, 0);
      const product = await stockedProduct(admin, 5);
      const sale = (await admin.call("createSale", { body: saleBody(product.id, 2) })).body;
      const returned = await admin.call("createSaleReturn", {
        path: { id: sale.id },
        body: { reason: "No era la pieza", lines: [{ lineId: sale.lines[0].id, quantity: 1 }] },
      });
      expectStatus(returned, 201);
      const figures = (await admin.call("getRegisterSession", { path: { id: session.id } })).body;
      expect(figures.cash).toMatchObject({
        salesCents: 3_480_000,
        refundsCents: 1_740_000,
        expectedCents: 1_740_000,
      });
      await closeOwnSessions(admin);
    },
  },
  {
    title:
      "sessions: a Vendedor sees only his own (list and detail → 403); an Administrador filters; bad query → 400",
    covers: [
      ["listRegisterSessions", "success"],
      ["listRegisterSessions", "validation"],
      ["getRegisterSession", "forbidden"],
      ["getRegisterSession", "notFound"],
      ["getRegisterSession", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      await registersOn(admin);
      const [one, two] = [await ctx.vendedor(), await ctx.vendedor2()];
      const mine = await ownSession(admin, one);
      const theirs = await ownSession(admin, two);
      const listed = await one.call("listRegisterSessions", { query: { limit: 100 } });
      expectStatus(listed, 200);
      const ids = listed.body.map((s: Json) => s.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      expect(listed.body.every((s: Json) => s.openedBy.id === mine.openedBy.id)).toBe(true);
      const byRegister = await admin.call("listRegisterSessions", {
        query: { registerId: theirs.register.id },
      });
      expect(byRegister.body.map((s: Json) => s.id)).toEqual([theirs.id]);
      expect(byRegister.headers.get("x-total-count")).toBe("1");
      const bySeller = (
        await admin.call("listRegisterSessions", {
          query: { userId: theirs.openedBy.id, status: "open", limit: 100 },
        })
      ).body;
      expect(bySeller.map((s: Json) => s.id)).toContain(theirs.id);
      expect(bySeller.every((s: Json) => s.status === "open" && s.openedBy.id === theirs.openedBy.id)).toBe(
        true,
      );
      const future = (await admin.call("listRegisterSessions", { query: { from: "2999-01-01T00:00:00Z" } }))
        .body;
      expect(future).toEqual([]);
      expectError(await one.call("listRegisterSessions", { query: { limit: 0 } }), 400);
      expectError(
        await one.call("getRegisterSession", { path: { id: theirs.id } }),
        403,
        REGISTER_MESSAGES.forbiddenSession,
      );
      expectStatus(await admin.call("getRegisterSession", { path: { id: theirs.id } }), 200);
      expectError(await one.call("getRegisterSession", { path: { id: 999_999 } }), 404);
      expectError(await one.call("getRegisterSession", { path: { id: 0 } }), 400);
    },
  },
];
