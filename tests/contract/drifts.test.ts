// The rules where the BFF and the mocks could drift apart, asked of both at once: each
// test sends the same requests to both targets and expects the same answers, and the right ones.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoginThrottle } from "../../rules/login-throttle";
import { PasswordCheckThrottle } from "../../rules/password-check-throttle";
import { MESSAGES } from "../../rules/messages";
import { blankFieldMessage } from "../../rules/text";
import { HttpError } from "../../server/errors";
import { OPERATIONS } from "../../server/operations/registry";
import type { SessionPort } from "../../server/operations/types";
import type { Store } from "../../server/store/store";
import { productBody } from "./support/bodies";
import { ContractSession, type ApiClient } from "./support/client";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

const targets = [createBffTarget(), createMocksTarget()];
const sessions = targets.map((target) => new ContractSession(target));

beforeAll(async () => {
  for (const target of targets) await target.start();
});
afterAll(async () => {
  for (const target of targets) await target.stop();
});

/** Runs the same calls on both targets; answers [bff, mocks]. */
async function onBoth<T>(run: (session: ContractSession) => Promise<T>): Promise<[T, T]> {
  const [bff, mocks] = [await run(sessions[0]!), await run(sessions[1]!)];
  return [bff, mocks];
}

const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

describe("block yourself", () => {
  it("an active admin blocking themself → 409 'cannot block yourself' on both, even as the last admin", async () => {
    const [bff, mocks] = await onBoth(async (session) => {
      const admin = await session.asUser("admin");
      const me = (await admin.call("getCurrentUser")).body as { id: number };
      const res = await admin.call("toggleUserActive", { path: { id: me.id } });
      const after = (await admin.call("getCurrentUser")).status;
      return { ...answer(res), after };
    });
    expect(bff).toEqual({ status: 409, body: { message: MESSAGES.cannotBlockSelf }, after: 200 });
    expect(mocks).toEqual(bff);
  });

  it("an inactive admin toggling themself is refused too (the operation over each store)", async () => {
    const { createKnex, migrateToLatest } = await import("../../bff/src/db/knex");
    const { seedIfEmpty } = await import("../../bff/src/db/seed");
    const { createKnexStore } = await import("../../bff/src/store/knex-store");
    const { resetMockDb } = await import("../../mocks/db");
    const { memoryStore } = await import("../../mocks/store/memory-store");
    const dir = await mkdtemp(join(tmpdir(), "drift-"));
    const knex = createKnex(join(dir, "app.db"));
    try {
      await migrateToLatest(knex);
      await seedIfEmpty(knex, "demo");
      await resetMockDb();
      const noSessions: SessionPort = {
        signIn: async () => undefined,
        signOut: async () => undefined,
        endSessionsOf: async () => undefined,
        sessionsOf: async () => [],
        endOtherSessionsOf: async () => undefined,
        loginThrottle: new LoginThrottle(),
        passwordCheckThrottle: new PasswordCheckThrottle(),
      };
      const outcome = async (store: Store) => {
        const admin = (await store.users.list()).find((u) => u.username === "admin")!;
        await store.users.setActive(admin.id, false);
        const ctx = { user: { ...admin, active: false }, store, session: noSessions };
        const error = await OPERATIONS.toggleUserActive(ctx, {
          params: { id: admin.id },
          query: {},
          body: undefined,
        })
          .then(() => null)
          .catch((e: unknown) => e);
        const stillBlocked = !(await store.users.find(admin.id))!.active;
        return {
          status: error instanceof HttpError ? error.statusCode : null,
          message: (error as Error | null)?.message,
          stillBlocked,
        };
      };
      const bff = await outcome(createKnexStore(knex, { uploadsDir: dir }));
      const mocks = await outcome(memoryStore);
      expect(bff).toEqual({ status: 409, message: MESSAGES.cannotBlockSelf, stillBlocked: true });
      expect(mocks).toEqual(bff);
    } finally {
      await knex.destroy();
      // The mocks start over from the seed, which also ends their sessions.
      await resetMockDb();
      for (const session of sessions) session.forget();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("cross-origin check", () => {
  async function logoutWithOrigin(client: ApiClient, origin: string) {
    return answer(await client.call("logout", { headers: { origin } }));
  }

  it("the page's own origin in upper case is the same origin; another site is refused", async () => {
    const [bff, mocks] = await onBoth(async (session) => {
      const client = session.anonymous();
      return {
        upperOwn: await logoutWithOrigin(client, client.baseUrl.toUpperCase()),
        upperForeign: await logoutWithOrigin(client, "HTTP://EVIL.EXAMPLE"),
        opaque: await logoutWithOrigin(client, "null"),
      };
    });
    expect(bff).toEqual({
      upperOwn: { status: 204, body: undefined },
      upperForeign: { status: 403, body: { message: MESSAGES.forbiddenOrigin } },
      opaque: { status: 403, body: { message: MESSAGES.forbiddenOrigin } },
    });
    expect(mocks).toEqual(bff);
  });
});

describe("search tokenizer", () => {
  const TRICKY = [
    "ACEITE",
    "áceite",
    "FRE-BO 52",
    "suspensión",
    "SUSPENSION",
    '"freno" OR NEAR(x*)',
    "\"'*()^:",
    "ﬁltro",
    "e\u0301",
    "Ñ",
    "   ",
    "a b c d e f g h i j k l m",
    "pastilla freno delantera",
    "5W-30",
  ];

  const found = new Map<string, number>();

  it.each(TRICKY)("%j finds the same products on both", async (search) => {
    const [bff, mocks] = await onBoth(async (session) => {
      const res = await (
        await session.asUser("admin")
      ).call("listProducts", { query: { search, limit: 1000 } });
      return {
        status: res.status,
        total: res.headers.get("x-total-count"),
        ids: (res.body as Array<{ id: number }>).map((p) => p.id),
      };
    });
    expect(bff.status).toBe(200);
    expect(mocks).toEqual(bff);
    found.set(search, bff.ids.length);
  });

  it("the inputs above are not all empty searches: blanks list everything, words narrow it", () => {
    expect(found.get("   ")).toBeGreaterThan(10);
    expect(found.get("ACEITE")).toBe(found.get("áceite"));
    expect(found.get("SUSPENSION")).toBe(found.get("suspensión"));
    expect([...found.values()].filter((n) => n > 0 && n < found.get("   ")!).length).toBeGreaterThan(2);
  });
});

describe("product field checks", () => {
  it("the first failing check wins, in the same order and words on both", async () => {
    const [bff, mocks] = await onBoth(async (session) => {
      const admin = await session.asUser("admin");
      const [first] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Array<{
        categoryId: number;
        brandId: number;
        sku: string;
      }>;
      const subcategories = (await admin.call("listSubcategories")).body as Array<{
        id: number;
        parts_category_id: number;
      }>;
      const foreign = subcategories.find((s) => s.parts_category_id !== first!.categoryId)!;
      const base = productBody(first!);
      const bodies: Record<string, Record<string, unknown>> = {
        nameFirst: { ...base, name: "  ", sku: " ", categoryId: 999999 },
        skuSecond: { ...base, sku: " ", categoryId: 999999 },
        category: { ...base, categoryId: 999999, subcategoryId: 999999, brandId: 999999 },
        subcategoryMissing: { ...base, subcategoryId: 999999, brandId: 999999 },
        subcategoryOutside: { ...base, subcategoryId: foreign.id, brandId: 999999 },
        brand: { ...base, brandId: 999999, yearFrom: 2020, yearTo: 2010, sku: first!.sku },
        years: { ...base, yearFrom: 2020, yearTo: 2010, sku: first!.sku },
        sku: { ...base, sku: first!.sku.toLowerCase() },
      };
      const answers: Record<string, unknown> = {};
      for (const [name, body] of Object.entries(bodies))
        answers[name] = answer(await admin.call("createProduct", { body }));
      return answers;
    });
    const error = (status: number, message: string) => ({ status, body: { message } });
    expect(bff).toEqual({
      nameFirst: error(400, blankFieldMessage("name")),
      skuSecond: error(400, blankFieldMessage("sku")),
      category: error(400, MESSAGES.categoryMissing),
      subcategoryMissing: error(400, MESSAGES.subcategoryMissing),
      subcategoryOutside: error(400, MESSAGES.subcategoryOutsideCategory),
      brand: error(400, MESSAGES.brandMissing),
      years: error(400, MESSAGES.yearsReversed),
      sku: error(409, MESSAGES.duplicateSku),
    });
    expect(mocks).toEqual(bff);
  });
});
