// Bad input never costs data: generated bodies, query strings and path ids go to every operation of
// the BFF (fresh database, as admin). No answer is a 5xx, every 4xx is the Error shape, and every
// row that existed before is still there afterwards. DELETE operations only get ids that do not exist.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractSession, type ApiClient, type CallOptions } from "./support/client";
import { isSpanish } from "./support/expectations";
import { operations, type OperationInfo } from "./support/openapi";
import { sampleRequest } from "./support/samples";
import { contextFor } from "./support/scenario";
import { matchesComponent } from "./support/schema-validator";
import { createBffTarget } from "./targets/bff";

const target = createBffTarget();
const session = new ContractSession(target);
const ctx = contextFor(session);
const undeclared = new Set<string>();
// CONTRACT_FUZZ_STATS=1 prints how often each status came back, to see the inputs reach past validation.
const stats = new Map<string, number>();

// Operations that hash passwords (scrypt) are slow per request: fewer runs keep the file under a minute.
const SLOW = new Set(["login", "register", "createUser", "changeUserPassword"]);
const runsFor = (op: OperationInfo) => (SLOW.has(op.operationId) ? 8 : 25);

const NASTY = [
  '"',
  "*",
  "NEAR(",
  "NEAR(a b)",
  "OR",
  "AND",
  "NOT",
  "a OR b",
  "^",
  "-",
  "(",
  ")",
  ":",
  "'",
  "\\",
  "%",
  "_",
  "' OR 1=1 --",
  "\u0000",
  "ñandú",
  "😀",
  "𝔘𝔫𝔦",
  "\u202e",
  "a".repeat(5000),
  "1e309",
  "NaN",
  "Infinity",
  "-0",
  "null",
  "[]",
  "{}",
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY), fc.string(), fc.string({ unit: "grapheme" }));

// Path ids that never name an existing row: a legitimate DELETE of a real id is not data loss.
const missingId = fc
  .oneof(
    nastyString,
    fc.integer({ min: -2_147_483_648, max: 0 }),
    fc.integer({ min: 10_000_000, max: Number.MAX_SAFE_INTEGER }),
    fc.constantFrom("9007199254740993", "99999999999999999999999", "1.5", "abc", "-1", "0"),
  )
  .filter((v) => {
    const n = Number(String(v).trim());
    return !(Number.isFinite(n) && n >= 1 && n < 10_000_000);
  });
const anyId = fc.oneof(missingId, fc.integer({ min: 1, max: 80 }));

const snapshotOps = [
  "listProducts",
  "listCategories",
  "listSubcategories",
  "listBrands",
  "listVehicles",
  "listCustomers",
  "listUsers",
  "listPromotions",
  "listLabelTemplates",
  "listLabelSizes",
];

async function snapshot(admin: ApiClient): Promise<Record<string, number[]>> {
  const result: Record<string, number[]> = {};
  for (const op of snapshotOps) {
    const res = await admin.call(op);
    expect(res.status, `${op}: ${res.text.slice(0, 200)}`).toBe(200);
    const rows = (Array.isArray(res.body) ? res.body : res.body.data) as Array<{ id: number }>;
    result[op] = rows.map((r) => r.id);
  }
  return result;
}

function mutate(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc
      .record({
        key: fc.constantFrom(...(keys.length ? keys : ["x"])),
        value: fc.oneof(fc.anything(), nastyString, fc.double()),
      })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc
      .subarray(keys)
      .map((drop) => Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k)))),
    fc.dictionary(nastyString, fc.anything()).map((extra) => ({ ...valid, ...extra })),
  );
}

function requestArbitrary(op: OperationInfo, valid: CallOptions): fc.Arbitrary<CallOptions> {
  const idArb = op.method === "delete" ? missingId : anyId;
  const path = op.pathParams.length
    ? fc
        .tuple(...op.pathParams.map(() => idArb))
        .map((ids) => Object.fromEntries(op.pathParams.map((p, i) => [p, ids[i] as string | number])))
    : fc.constant(valid.path);
  const query = op.queryParams.length
    ? fc.dictionary(
        fc.constantFrom(...op.queryParams, "otro"),
        fc.oneof(nastyString, fc.integer(), fc.double().map(String)),
        { maxKeys: 3 },
      )
    : fc.constant(undefined);
  if (op.requestContentType === "multipart/form-data") {
    const form = fc
      .record({
        bytes: fc.uint8Array({ maxLength: 2048 }),
        type: fc.constantFrom("image/png", "image/jpeg", "text/plain", "image/svg+xml", ""),
        name: nastyString,
        field: fc.constantFrom("image", "file", ""),
      })
      .map(({ bytes, type, name, field }) => {
        const f = new FormData();
        f.append(field, new Blob([new Uint8Array(bytes)], { type }), name || "x");
        return f;
      });
    return fc.record({ path, query, form });
  }
  if (op.requestContentType) {
    const body = fc.oneof(
      fc.anything().map((v) => ({ body: v === undefined ? null : v })),
      mutate((valid.body ?? {}) as Record<string, unknown>).map((b) => ({ body: b })),
      fc.string().map((raw) => ({ rawBody: raw })),
      // Wrong or broken content types: the framework's own errors must be Spanish Error bodies too.
      fc
        .record({
          raw: fc.oneof(fc.string(), fc.json()),
          type: fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "application/json; charset=latin1",
            "application/xml",
            "",
          ),
        })
        .map(({ raw, type }) => ({ rawBody: raw, headers: { "content-type": type } })),
    );
    return fc.tuple(path, query, body).map(([p, q, b]) => ({ path: p, query: q, ...b }));
  }
  return fc.record({ path, query });
}

describe("bad input never costs data (BFF)", () => {
  let admin: ApiClient;
  let before: Record<string, number[]>;

  beforeAll(async () => {
    await target.start();
    admin = await session.asUser("admin");
    before = await snapshot(admin);
  });
  afterAll(async () => {
    if (process.env.CONTRACT_FUZZ_STATS) console.info([...stats].map(([k, n]) => `${k}: ${n}`).join("\n"));
    await target.stop();
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s", async (_id, op) => {
    // Sign-in (both of its steps) and sign-out change the caller's session: fuzz them on a
    // throwaway client, or the admin's client would go on as whoever a sample signed in.
    const changesSession = ["login", "loginSecondFactor", "logout"].includes(op.operationId);
    const caller = changesSession ? session.anonymous() : admin;
    const valid = op.method === "delete" ? {} : await sampleRequest(op.operationId, ctx, caller, "admin");
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, valid), async (request) => {
        const res = await caller.call(op.operationId, { ...request, validate: false });
        if (!op.statuses.includes(String(res.status))) undeclared.add(`${op.operationId} ${res.status}`);
        const key = `${op.operationId} ${res.status}`;
        stats.set(key, (stats.get(key) ?? 0) + 1);
        expect(res.status, `5xx: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(
            matchesComponent("Error", res.body),
            `${res.status} not the Error shape: ${res.text.slice(0, 300)}`,
          ).toBeNull();
          expect(
            isSpanish(String(res.body.message)),
            `${res.status} not in Spanish: ${res.text.slice(0, 300)}`,
          ).toBe(true);
        }
      }),
      { numRuns: runsFor(op), seed: 20240611, endOnFailure: true },
    );
  });

  it("every row that existed before is still there, and the admin is still signed in", async () => {
    const me = await admin.call("getCurrentUser");
    expect(me.status).toBe(200);
    const after = await snapshot(admin);
    for (const op of snapshotOps) {
      const missing = before[op]!.filter((id) => !after[op]!.includes(id));
      expect(missing, `${op} lost rows`).toEqual([]);
    }
  });

  it("answers only with statuses openapi.yaml declares for each operation", () => {
    expect([...undeclared].sort(), "operation and status missing from openapi.yaml").toEqual([]);
  });
});
