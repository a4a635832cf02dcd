// Sign-in, accounts, passwords and profiles: every refusal of server/operations/users.ts and
// current-password.ts, over the memory store.
import { beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage } from "../../rules/text";
import { BusyError } from "../errors";
import { weakPasswordMessage } from "./password-policy";
import {
  SEEDED,
  call,
  contextOf,
  expectRefusal,
  freshStore,
  recordingSession,
  store,
  storeWith,
  throttledSession,
} from "./test-support/operation-harness";

beforeEach(freshStore);

const STRONG = "Faro-Lejano-Bujia-42";
const account = (changes: Record<string, unknown> = {}) => ({
  name: "Lucía Torres",
  username: "ltorres",
  email: "ltorres@repuestos.local",
  password: STRONG,
  role: "sales" as const,
  ...changes,
});

describe("sign-in", () => {
  it("signs in with the right password and starts a session", async () => {
    const session = recordingSession();
    const answer = await call("login", await contextOf(null, { session }), {
      body: { username: "vendedor", password: "vendedor123" },
    });
    expect(answer).toMatchObject({ status: 200, body: { id: SEEDED.vendedor } });
    expect(session.signedIn).toEqual([SEEDED.vendedor]);
  });

  it("refuses a wrong password (401) and a blocked account (403)", async () => {
    await expectRefusal(
      call("login", null, { body: { username: "vendedor", password: "otra-cosa" } }),
      401,
      MESSAGES.badCredentials,
    );
    await store.users.setActive(SEEDED.vendedor, false);
    await expectRefusal(
      call("login", null, { body: { username: "vendedor", password: "vendedor123" } }),
      403,
      MESSAGES.userBlocked,
    );
  });

  it("answers 429 for an account over its failed sign-ins, and for a store too busy to check", async () => {
    const body = { username: "vendedor", password: "vendedor123" };
    await expectRefusal(
      call("login", await contextOf(null, { session: throttledSession() }), { body }),
      429,
      MESSAGES.tooManyLogins,
    );
    const busy = storeWith("users", {
      checkCredentials: async () => {
        throw new BusyError();
      },
    });
    await expectRefusal(
      call("login", await contextOf(null, { store: busy }), { body }),
      429,
      MESSAGES.tooManyLogins,
    );
  });
});

describe("accounts", () => {
  it("creates an account (users and register)", async () => {
    expect((await call("createUser", "admin", { body: account() })).status).toBe(201);
    expect(
      (await call("register", "admin", { body: account({ username: "otro", email: "otro@x.local" }) }))
        .status,
    ).toBe(201);
  });

  it("refuses a blank name, a username in another script, a guessable password", async () => {
    await expectRefusal(
      call("createUser", "admin", { body: account({ name: " " }) }),
      400,
      blankFieldMessage("name"),
    );
    await expectRefusal(
      call("createUser", "admin", { body: account({ username: "лucia" }) }),
      400,
      AUTH_MESSAGES.usernameScript,
    );
    const weak = account({ password: "ltorres2024" });
    await expectRefusal(
      call("register", "admin", { body: weak }),
      400,
      weakPasswordMessage("ltorres2024", [
        weak.username,
        weak.name,
        weak.email,
        (await store.shopSettings.get()).businessName,
      ])!,
    );
  });

  it("refuses a username or an e-mail another account uses", async () => {
    await expectRefusal(
      call("createUser", "admin", { body: account({ username: "VENDEDOR" }) }),
      409,
      MESSAGES.duplicateUsername,
    );
    await expectRefusal(
      call("createUser", "admin", { body: account({ email: "vendedor@repuestos.local" }) }),
      409,
      MESSAGES.duplicateEmail,
    );
  });
});

describe("passwords", () => {
  it("changes one's own password proving the current one, and anyone's as an admin", async () => {
    const session = recordingSession();
    const own = await call("changeUserPassword", await contextOf("vendedor", { session }), {
      params: { userId: SEEDED.vendedor },
      body: { currentPassword: "vendedor123", newPassword: STRONG },
    });
    expect(own.body.message).toBe(MESSAGES.passwordChanged);
    expect(session.ended).toEqual([SEEDED.vendedor]);
    const byAdmin = await call("changeUserPassword", "admin", {
      params: { userId: SEEDED.vendedor2 },
      body: { newPassword: STRONG },
    });
    expect(byAdmin.status).toBe(200);
  });

  it("refuses a seller another's password, and answers 404 for an account that does not exist", async () => {
    await expectRefusal(
      call("changeUserPassword", "vendedor", {
        params: { userId: SEEDED.vendedor2 },
        body: { newPassword: STRONG },
      }),
      403,
      MESSAGES.forbiddenRole,
    );
    await expectRefusal(
      call("changeUserPassword", "admin", { params: { userId: 999_999 }, body: { newPassword: STRONG } }),
      404,
      MESSAGES.userNotFound,
    );
  });

  it("asks for the current password, refuses a wrong one, and answers 429 past the checks' limit", async () => {
    const params = { userId: SEEDED.vendedor };
    await expectRefusal(
      call("changeUserPassword", "vendedor", { params, body: { newPassword: STRONG } }),
      400,
      MESSAGES.currentPasswordRequired,
    );
    await expectRefusal(
      call("changeUserPassword", "vendedor", {
        params,
        body: { currentPassword: "no-es", newPassword: STRONG },
      }),
      400,
      MESSAGES.currentPasswordWrong,
    );
    await expectRefusal(
      call("changeUserPassword", await contextOf("vendedor", { session: throttledSession() }), {
        params,
        body: { currentPassword: "vendedor123", newPassword: STRONG },
      }),
      429,
      AUTH_MESSAGES.tooManyPasswordChecks,
    );
  });

  it("refuses a short or guessable new password, and the same as before", async () => {
    const params = { userId: SEEDED.vendedor2 };
    await expectRefusal(
      call("changeUserPassword", "admin", { params, body: { newPassword: "corta" } }),
      400,
      MESSAGES.passwordTooShort,
    );
    await expectRefusal(
      call("changeUserPassword", "admin", { params, body: { newPassword: "12345678" } }),
      400,
      MESSAGES.passwordCommon,
    );
    await call("changeUserPassword", "admin", { params, body: { newPassword: STRONG } });
    await expectRefusal(
      call("changeUserPassword", "admin", { params, body: { newPassword: STRONG } }),
      400,
      AUTH_MESSAGES.passwordSameAsOld,
    );
    await call("changeUserPassword", "admin", {
      params: { userId: SEEDED.vendedor },
      body: { newPassword: STRONG },
    });
    await expectRefusal(
      call("changeUserPassword", "vendedor", {
        params: { userId: SEEDED.vendedor },
        body: { currentPassword: STRONG, newPassword: STRONG },
      }),
      400,
      AUTH_MESSAGES.passwordSameAsOld,
    );
  });
});

describe("own profile", () => {
  it("changes one's name and username", async () => {
    const saved = await call("updateOwnProfile", "vendedor", {
      body: { name: " Carlos P. ", username: "cperez" },
    });
    expect(saved.body).toMatchObject({ name: "Carlos P.", username: "cperez" });
  });

  it("refuses a blank name, a username in another script, one another account uses", async () => {
    await expectRefusal(
      call("updateOwnProfile", "vendedor", { body: { name: "", username: "x" } }),
      400,
      blankFieldMessage("name"),
    );
    await expectRefusal(
      call("updateOwnProfile", "vendedor", { body: { name: "Carlos", username: "κarlos" } }),
      400,
      AUTH_MESSAGES.usernameScript,
    );
    await expectRefusal(
      call("updateOwnProfile", "vendedor", { body: { name: "Carlos", username: "admin@repuestos.local" } }),
      409,
      MESSAGES.duplicateUsername,
    );
  });

  it("answers 404 when the account went before it was read back", async () => {
    const gone = storeWith("users", { find: async () => null });
    await expectRefusal(
      call("updateOwnProfile", await contextOf("vendedor", { store: gone }), {
        body: { name: "Carlos", username: "cperez" },
      }),
      404,
      MESSAGES.userNotFound,
    );
  });
});

describe("blocking", () => {
  it("blocks a seller, ending their sessions, and unblocks them", async () => {
    const session = recordingSession();
    const blocked = await call("toggleUserActive", await contextOf("admin", { session }), {
      params: { id: SEEDED.vendedor },
    });
    expect(blocked.body.active).toBe(false);
    expect(session.ended).toEqual([SEEDED.vendedor]);
    expect((await call("toggleUserActive", "admin", { params: { id: SEEDED.vendedor } })).body.active).toBe(
      true,
    );
  });

  it("answers 404 for an account that does not exist, and refuses blocking oneself", async () => {
    await expectRefusal(
      call("toggleUserActive", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.userNotFound,
    );
    await expectRefusal(
      call("toggleUserActive", "admin", { params: { id: SEEDED.admin } }),
      409,
      MESSAGES.cannotBlockSelf,
    );
  });

  it("never blocks the last active admin", async () => {
    const other = (await call("createUser", "admin", { body: account({ role: "admin" }) })).body;
    await call("toggleUserActive", "admin", { params: { id: other.id } });
    await expectRefusal(
      call("toggleUserActive", other, { params: { id: SEEDED.admin } }),
      409,
      MESSAGES.cannotBlockLastAdmin,
    );
  });
});
