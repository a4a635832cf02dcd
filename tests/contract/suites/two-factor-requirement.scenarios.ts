// The 'Seguridad' switch enforced by both servers: while a second factor is required of every
// Administrador, one without it gets a Spanish 403 from every operation but those it needs to enrol
// and to leave; once enrolled, everything answers again. A Vendedor is never affected.
import { expect } from "vitest";
import { AUTH_MESSAGES } from "../../../rules/auth-messages";
import type { CallOptions } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { isPublic, operations } from "../support/openapi";
import { sampleRequest } from "../support/samples";
import type { Scenario } from "../support/scenario";
import { enrol, enrolledAccount, newSignedInAccount } from "../support/two-factor";

/** Operations an Administrador without the required factor may still call (and are called below). */
const OPEN = new Set([
  "getCurrentUser",
  "getOwnTwoFactor",
  "startTwoFactorEnrolment",
  "confirmTwoFactor",
  "listOwnSessions",
  "endOtherSessions",
  "logout",
]);

export const twoFactorRequirementScenarios: Scenario[] = [
  {
    title:
      "'Seguridad' requires a second factor: an Administrador without one is refused everything but enrolling and leaving",
    covers: [
      ["listProducts", "forbidden"],
      ["createProduct", "forbidden"],
      ["listUsers", "forbidden"],
      ["listCustomers", "forbidden"],
      ["listRegisterSessions", "forbidden"],
      ["updateSecuritySettings", "forbidden"],
      ["getCurrentUser", "success"],
      ["getOwnTwoFactor", "success"],
      ["startTwoFactorEnrolment", "success"],
      ["confirmTwoFactor", "success"],
      ["listOwnSessions", "success"],
      ["endOtherSessions", "success"],
      ["logout", "success"],
    ],
    async run(ctx) {
      const gatedAdmin = await newSignedInAccount(ctx, "admin");
      const keeper = await enrolledAccount(ctx, "admin");
      const vendedor = await ctx.vendedor();
      // Every sample is built before the switch is on: building some needs the demo admin.
      const samples: Array<[string, CallOptions]> = [];
      for (const op of operations) {
        if (isPublic(op) || OPEN.has(op.operationId)) continue;
        // Its sample would enrol the caller; the gate answers before the body is looked at.
        const sample =
          op.operationId === "disableOwnTwoFactor"
            ? { body: { currentPassword: gatedAdmin.password, code: "123456" } }
            : await sampleRequest(op.operationId, ctx, gatedAdmin.client, "admin");
        samples.push([op.operationId, sample]);
      }
      const leaving = await ctx.session.freshLogin(gatedAdmin.username, gatedAdmin.password);
      expectStatus(
        await keeper.client.call("updateSecuritySettings", { body: { twoFactorForAdmins: true } }),
        200,
      );
      try {
        for (const [operationId, sample] of samples) {
          const res = await gatedAdmin.client.call(operationId, sample);
          expect(res.status, `${operationId}: ${res.text.slice(0, 200)}`).toBe(403);
          expectError(res, 403, AUTH_MESSAGES.secondFactorRequiredOfAdmins);
        }
        // What it needs to enrol and to leave still answers.
        expect((await gatedAdmin.client.call("getCurrentUser")).body.id).toBe(gatedAdmin.id);
        expect((await gatedAdmin.client.call("getOwnTwoFactor")).body).toEqual({
          enabled: false,
          required: true,
          recoveryCodesLeft: 0,
        });
        expectStatus(await gatedAdmin.client.call("listOwnSessions"), 200);
        expectStatus(await gatedAdmin.client.call("endOtherSessions"), 204);
        expectError(await leaving.call("getCurrentUser"), 401);
        const again = await ctx.session.freshLogin(gatedAdmin.username, gatedAdmin.password);
        expectStatus(await again.call("logout"), 204);
        // A Vendedor and an enrolled Administrador work as before.
        expectStatus(await vendedor.call("listProducts", { query: { limit: 1 } }), 200);
        expectStatus(await keeper.client.call("listUsers"), 200);
        // Once enrolled, the same Administrador is let through.
        await enrol(gatedAdmin.client);
        expectStatus(await gatedAdmin.client.call("listProducts", { query: { limit: 1 } }), 200);
        expectStatus(await gatedAdmin.client.call("listUsers"), 200);
      } finally {
        await keeper.client.call("updateSecuritySettings", { body: { twoFactorForAdmins: false } });
      }
      // With the switch off, an Administrador without a factor works again.
      expectStatus(await (await ctx.admin()).call("listUsers"), 200);
    },
  },
];
