// Staff accounts: admin-only management, own password change, blocking.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { userBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

async function userId(ctx: Parameters<Scenario["run"]>[0], username: string): Promise<number> {
  const list = await (await ctx.admin()).call("listUsers");
  const user = list.body.find((u: { username: string }) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

export const usersScenarioList: Scenario[] = [
  {
    title: "listUsers: the three demo accounts, never a password",
    covers: [["listUsers", "success"]],
    async run(ctx) {
      const res = await (await ctx.admin()).call("listUsers");
      expectStatus(res, 200);
      const names = res.body.map((u: { username: string }) => u.username);
      expect(names).toEqual(expect.arrayContaining(["admin", "vendedor", "vendedor2"]));
      expect(res.text).not.toMatch(/password|hash/i);
    },
  },
  {
    title: "createUser: 201, and the account can sign in",
    covers: [["createUser", "success"]],
    async run(ctx) {
      const body = userBody("admin");
      const res = await (await ctx.admin()).call("createUser", { body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        username: body.username,
        email: body.email,
        role: "admin",
        active: true,
      });
      await ctx.session.freshLogin(String(body.username), String(body.password));
    },
  },
  {
    title: "createUser: missing name, short password, username with spaces → 400",
    covers: [["createUser", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const { name: _n, ...noName } = userBody();
      expectError(await admin.call("createUser", { body: noName }), 400);
      expectError(await admin.call("createUser", { body: { ...userBody(), password: "1234567" } }), 400);
      expectError(await admin.call("createUser", { body: { ...userBody(), username: "con espacio" } }), 400);
    },
  },
  {
    title: "createUser: username or email already used, any case → 409",
    covers: [["createUser", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("createUser", { body: { ...userBody(), username: "Admin" } }),
        409,
        MESSAGES.duplicateUsername,
      );
      expectError(
        await admin.call("createUser", { body: { ...userBody(), email: "VENDEDOR@repuestos.local" } }),
        409,
        MESSAGES.duplicateEmail,
      );
    },
  },
  {
    title: "changeUserPassword: admin sets another user's password; the new one works",
    covers: [["changeUserPassword", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const body = userBody();
      const created = await admin.call("createUser", { body });
      const res = await admin.call("changeUserPassword", {
        path: { userId: created.body.id },
        body: { newPassword: "otra-clave-99" },
      });
      expectStatus(res, 200);
      expect(res.body.message).toBe(MESSAGES.passwordChanged);
      await ctx.session.freshLogin(String(body.username), "otra-clave-99");
      expectError(
        await ctx.anon().call("login", { body: { username: body.username, password: body.password } }),
        401,
      );
    },
  },
  {
    title: "changeUserPassword: a seller changes their own with the right current password",
    covers: [["changeUserPassword", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const body = userBody();
      const created = await admin.call("createUser", { body });
      const self = await ctx.session.freshLogin(String(body.username), String(body.password));
      const ok = await self.call("changeUserPassword", {
        path: { userId: created.body.id },
        body: { currentPassword: body.password, newPassword: "nueva-clave-1" },
      });
      expectStatus(ok, 200);
      await ctx.session.freshLogin(String(body.username), "nueva-clave-1");
    },
  },
  {
    title: "changeUserPassword: own change without or with a wrong current password, short new one → 400",
    covers: [["changeUserPassword", "validation"]],
    async run(ctx) {
      const vendedor = await ctx.vendedor();
      const id = await userId(ctx, "vendedor");
      expectError(
        await vendedor.call("changeUserPassword", {
          path: { userId: id },
          body: { newPassword: "nueva-clave-1" },
        }),
        400,
        MESSAGES.currentPasswordRequired,
      );
      const wrong = await vendedor.call("changeUserPassword", {
        path: { userId: id },
        body: { currentPassword: "no-es-esta", newPassword: "nueva-clave-1" },
      });
      expect([400, 403]).toContain(wrong.status);
      expectError(wrong, wrong.status, MESSAGES.currentPasswordWrong);
      expectError(
        await vendedor.call("changeUserPassword", {
          path: { userId: id },
          body: { currentPassword: "vendedor123", newPassword: "corta" },
        }),
        400,
      );
      // The password did not change.
      await ctx.session.freshLogin("vendedor", "vendedor123");
    },
  },
  {
    title: "changeUserPassword: a seller cannot change someone else's → 403; unknown user → 404",
    covers: [
      ["changeUserPassword", "forbidden"],
      ["changeUserPassword", "notFound"],
    ],
    async run(ctx) {
      const vendedor = await ctx.vendedor();
      const id2 = await userId(ctx, "vendedor2");
      const res = await vendedor.call("changeUserPassword", {
        path: { userId: id2 },
        body: { currentPassword: "vendedor123", newPassword: "robada-123" },
      });
      expectError(res, 403);
      await ctx.session.freshLogin("vendedor2", "vendedor123");
      const admin = await ctx.admin();
      expectError(
        await admin.call("changeUserPassword", {
          path: { userId: 999999 },
          body: { newPassword: "nueva-clave-1" },
        }),
        404,
      );
      expectError(
        await admin.call("changeUserPassword", {
          path: { userId: "abc" },
          body: { newPassword: "nueva-clave-1" },
        }),
        400,
      );
    },
  },
  {
    title:
      "toggleUserActive: blocking ends the user's session at once and refuses their login; unblock restores",
    covers: [["toggleUserActive", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller2 = await ctx.session.freshLogin("vendedor2", "vendedor123");
      const id2 = await userId(ctx, "vendedor2");
      const blocked = await admin.call("toggleUserActive", { path: { id: id2 } });
      expectStatus(blocked, 200);
      expect(blocked.body.active).toBe(false);
      expectError(await seller2.call("getCurrentUser"), 401);
      const login = await ctx
        .anon()
        .call("login", { body: { username: "vendedor2", password: "vendedor123" } });
      expect([401, 403]).toContain(login.status);
      expectError(login, login.status, MESSAGES.userBlocked);
      const unblocked = await admin.call("toggleUserActive", { path: { id: id2 } });
      expect(unblocked.body.active).toBe(true);
      ctx.session.forget("vendedor2");
      await ctx.session.freshLogin("vendedor2", "vendedor123");
    },
  },
  {
    title: "toggleUserActive: an admin cannot block themself → 409; unknown → 404; bad id → 400",
    covers: [
      ["toggleUserActive", "conflict"],
      ["toggleUserActive", "notFound"],
      ["toggleUserActive", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const me = (await admin.call("getCurrentUser")).body;
      expectError(
        await admin.call("toggleUserActive", { path: { id: me.id } }),
        409,
        MESSAGES.cannotBlockSelf,
      );
      expectStatus(await admin.call("getCurrentUser"), 200);
      expectError(await admin.call("toggleUserActive", { path: { id: 999999 } }), 404);
      expectError(await admin.call("toggleUserActive", { path: { id: "abc" } }), 400);
    },
  },
  {
    title: "updateOwnProfile: a seller renames themself; the session's user and the sign-in follow",
    covers: [["updateOwnProfile", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const body = userBody();
      await admin.call("createUser", { body });
      const self = await ctx.session.freshLogin(String(body.username), String(body.password));
      const renamed = `${String(body.username)}x`;
      const res = await self.call("updateOwnProfile", {
        body: { name: "  Ana Torres  ", username: renamed },
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ name: "Ana Torres", username: renamed, role: "sales" });
      const me = await self.call("getCurrentUser");
      expect(me.body).toMatchObject({ name: "Ana Torres", username: renamed });
      const listed = (await admin.call("listUsers")).body.find((u: { id: number }) => u.id === me.body.id);
      expect(listed).toMatchObject({ name: "Ana Torres", username: renamed });
      await ctx.session.freshLogin(renamed, String(body.password));
      expectError(
        await ctx.anon().call("login", { body: { username: body.username, password: body.password } }),
        401,
      );
    },
  },
  {
    title: "updateOwnProfile: a username another account uses (any case) → 409; blank, short → 400",
    covers: [
      ["updateOwnProfile", "conflict"],
      ["updateOwnProfile", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const body = userBody();
      await admin.call("createUser", { body });
      const self = await ctx.session.freshLogin(String(body.username), String(body.password));
      expectError(
        await self.call("updateOwnProfile", { body: { name: "Otro", username: "VENDEDOR" } }),
        409,
        MESSAGES.duplicateUsername,
      );
      // Keeping one's own username in another letter case is no clash.
      const own = String(body.username).toUpperCase();
      expectStatus(await self.call("updateOwnProfile", { body: { name: "Otro", username: own } }), 200);
      expectError(await self.call("updateOwnProfile", { body: { name: "   ", username: own } }), 400);
      expectError(await self.call("updateOwnProfile", { body: { name: "Otro", username: "ab" } }), 400);
      expectError(await self.call("updateOwnProfile", { body: { name: "Otro", username: "a b c" } }), 400);
      // A role in the body is refused (closed body): the role stays an admin's decision.
      const promoted = await self.call("updateOwnProfile", {
        body: { name: "Otro", username: own, role: "admin" },
      });
      expectError(promoted, 400);
      const me = await self.call("getCurrentUser");
      expect(me.body).toMatchObject({ name: "Otro", username: own, role: "sales" });
    },
  },
  ...authScenarios("users"),
];

export function defineUsersSuite(target: Target): void {
  runScenarios(target, "users", usersScenarioList);
}
