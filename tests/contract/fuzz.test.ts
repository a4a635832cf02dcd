// Schema-driven fuzzing of every operation, on the BFF and on the mocks, signed out, as Vendedor and
// as Administrador: requests generated from openapi.yaml (valid ones and ones with one rule broken,
// strict-number texts in the URL). It fails on any 5xx, any answer outside the contract (status not
// declared, body or headers not matching), a role answered past x-roles, an invalid request
// accepted, and a request the whole schema accepts refused for its shape by the server. Then the
// hostile families on every JSON body: an undeclared property (400), nesting deeper than any body
// needs (400), a body past its route's limit (413), and a look-alike of an existing SKU (409).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideAccess } from "../../rules/access";
import { bodyLimitOf, MAX_JSON_DEPTH } from "../../server/openapi/body-limits";
import { BAD_NUMBER_TEXTS, invalidBody, satisfies, seeded, validValue, type Rng } from "./fuzz-values";
import { imageForm, TINY_PNG } from "./support/bodies";
import { ContractSession, type ApiClient, type CallOptions } from "./support/client";
import { openapiDocument, operations, resolveRef, type OperationInfo } from "./support/openapi";
import type { Target } from "./support/target";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

type Json = Record<string, unknown>;
type Role = "admin" | "sales" | null;

const SEED = Number(process.env.FUZZ_SEED ?? 15);
/** Requests per operation, role and kind (valid / invalid); hashing operations get one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const HASHING = new Set(["login", "register", "createUser", "changeUserPassword"]);
/** Ids that never name a demo account: fuzzing must not block or re-password the test's own users. */
const USER_PATHS = new Set(["changeUserPassword", "toggleUserActive"]);

// A refusal worded by the request validator (rules/validation-errors.ts, strict input, body parsing).
const SHAPE_REFUSAL =
  /^El campo '.*' (es obligatorio|debe ser de tipo|debe tener al menos|admite como máximo|debe ser (mayor|menor) o igual|tiene un valor no permitido|no tiene un formato válido|no es válido|contiene caracteres no permitidos|no está permitido)|^El cuerpo de la solicitud es obligatorio|^Tipo de contenido no admitido/;

function parametersOf(op: OperationInfo): Json[] {
  const item = (openapiDocument.paths as Record<string, Json>)[op.path]!;
  const own = ((item[op.method] as Json).parameters ?? []) as unknown[];
  return [...((item.parameters ?? []) as unknown[]), ...own].map((p) => resolveRef<Json>(p));
}

function bodySchemaOf(op: OperationInfo): unknown {
  const requestBody = (((openapiDocument.paths as Record<string, Json>)[op.path]![op.method] as Json)
    .requestBody ?? null) as Json | null;
  if (!requestBody) return undefined;
  return ((resolveRef<Json>(requestBody).content as Record<string, Json>)["application/json"] ?? {}).schema;
}

function pathValue(rng: Rng, op: OperationInfo, schema: Json): string | number {
  if (USER_PATHS.has(op.operationId)) return 100_000 + Math.floor(rng() * 1000);
  const value = validValue(rng, schema);
  // Existing rows sometimes, so answers past the 404 are reached too.
  return typeof value === "number" && rng() < 0.6 ? 1 + Math.floor(rng() * 40) : (value as string | number);
}

interface Generated {
  options: CallOptions;
  /** The document accepts this request as it stands (for valid requests: checked with Ajv). */
  valid: boolean;
}

function generate(rng: Rng, op: OperationInfo, wantValid: boolean): Generated {
  const path: Record<string, string | number> = {};
  const query: Record<string, string | number | boolean> = {};
  const params = parametersOf(op);
  let valid = true;
  for (const p of params.filter((q) => q.in === "path"))
    path[String(p.name)] = pathValue(rng, op, p.schema as Json);
  for (const p of params.filter((q) => q.in === "query")) {
    if (p.required !== true && rng() < 0.5) continue;
    query[String(p.name)] = validValue(rng, p.schema) as string | number | boolean;
  }
  if (op.requestContentType === "multipart/form-data") {
    const form = wantValid
      ? imageForm(TINY_PNG, "x.png", "image/png")
      : imageForm(Buffer.from("texto"), "x.txt", "text/plain");
    return { options: { path, query, form }, valid: wantValid };
  }
  const schema = bodySchemaOf(op);
  let body: unknown = schema === undefined ? undefined : validValue(rng, schema);
  // The 'Seguridad' switch turned on would shut the demo Administrador (who has no second factor)
  // out of every later request: the fuzz leaves it off.
  if (op.operationId === "updateSecuritySettings" && body && typeof body === "object")
    body = { ...body, twoFactorForAdmins: false };
  if (schema !== undefined && !satisfies(op.operationId, schema, body)) valid = false;
  if (!wantValid) {
    const numeric = params.filter((p) => ["integer", "number"].includes(String((p.schema as Json)?.type)));
    if (numeric.length > 0 && (schema === undefined || rng() < 0.4)) {
      const target = numeric[Math.floor(rng() * numeric.length)]!;
      const bad = BAD_NUMBER_TEXTS[Math.floor(rng() * BAD_NUMBER_TEXTS.length)]!;
      (target.in === "path" ? path : query)[String(target.name)] = bad;
      return { options: { path, query, body }, valid: false };
    }
    if (schema === undefined) return { options: { path, query }, valid: true };
    body = invalidBody(rng, schema, body);
    valid = satisfies(op.operationId, schema, body);
  }
  return { options: { path, query, body }, valid };
}

interface Finding {
  target: string;
  role: string;
  operationId: string;
  problem: string;
}

function fuzzTarget(target: Target): void {
  describe(`fuzz ${target.name}`, () => {
    const session = new ContractSession(target);
    const clients = new Map<string, { client: ApiClient; role: Role }>();
    beforeAll(async () => {
      await target.start();
      clients.set("signed out", { client: session.anonymous(), role: null });
      clients.set("Vendedor", { client: await session.freshLogin("vendedor", "vendedor123"), role: "sales" });
      clients.set("Administrador", { client: await session.freshLogin("admin", "admin123"), role: "admin" });
    }, 60_000);
    afterAll(async () => {
      await target.stop();
    });

    it("answers every generated request within the contract, as every role", async () => {
      const rng = seeded(SEED);
      const findings: Finding[] = [];
      let sent = 0;
      const statuses = new Map<string, number>();
      for (const op of operations) {
        for (const [label, { client, role }] of clients) {
          // Signing in or out would change this client's session under the other requests.
          if (role !== null && (op.operationId === "logout" || op.operationId === "login")) continue;
          const runs = HASHING.has(op.operationId) ? 1 : RUNS;
          for (let i = 0; i < runs * 2; i += 1) {
            const wantValid = i % 2 === 0;
            const { options, valid } = generate(rng, op, wantValid);
            const note = (problem: string) =>
              findings.push({ target: target.name, role: label, operationId: op.operationId, problem });
            let res;
            try {
              sent += 1;
              res = await client.call(op.operationId, options);
            } catch (error) {
              note((error as Error).message.slice(0, 400));
              continue;
            }
            const kind = `${wantValid ? (valid ? "valid" : "valid?") : valid ? "invalid?" : "invalid"}:${res.status}`;
            statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
            const shown = `${res.status} ${res.text.slice(0, 160)} for ${JSON.stringify(options.body ?? options.query ?? {}).slice(0, 160)}`;
            const access = decideAccess(op.roles, role);
            if (process.env.FUZZ_VERBOSE && wantValid && valid && res.status === 400)
              console.info(`valid 400 ${op.operationId}: ${shown}`);
            if (res.status >= 500) note(`5xx: ${shown}`);
            if (access !== "allow" && res.status < 300 && op.ownerRule !== "self")
              note(`past x-roles: ${shown}`);
            if (
              access === "allow" &&
              wantValid &&
              valid &&
              res.status === 400 &&
              SHAPE_REFUSAL.test(String(res.body?.message))
            )
              note(`schema-valid request refused for its shape: ${shown}`);
            if (access === "allow" && !valid && res.status < 300) note(`invalid request accepted: ${shown}`);
          }
        }
      }
      const summary = [...statuses]
        .sort()
        .map(([k, n]) => `${k}×${n}`)
        .join(" ");
      console.info(`fuzz ${target.name}: ${sent} requests, ${findings.length} findings; ${summary}`);
      expect(findings.slice(0, 15)).toEqual([]);
    }, 150_000);

    it("refuses every body with an unknown property, deep nesting or past its size, as every role", async () => {
      const rng = seeded(SEED + 1);
      const findings: string[] = [];
      for (const op of operations.filter((o) => o.requestContentType === "application/json")) {
        const schema = bodySchemaOf(op);
        for (const [label, { client, role }] of clients) {
          if (role !== null && op.operationId === "login") continue;
          const { options } = generate(rng, op, true);
          const valid = validValue(rng, schema);
          const limit = bodyLimitOf(op.operationId, true);
          const families: Array<[string, CallOptions, number[]]> = [
            ["unknown property", { ...options, body: withUnknownProperty(valid) }, [400]],
            ["deep nesting", { ...options, body: undefined, rawBody: deepBody(MAX_JSON_DEPTH + 4) }, [400]],
            ["oversized", { ...options, body: undefined, rawBody: oversized(limit) }, [413]],
          ];
          for (const [family, call, expected] of families) {
            const res = await client.call(op.operationId, call);
            const allowed = decideAccess(op.roles, role) === "allow";
            const fine = allowed
              ? expected.includes(res.status) || res.status === 429
              : res.status < 500 && res.status >= 400;
            if (!fine)
              findings.push(
                `${target.name} ${label} ${op.operationId} ${family}: ${res.status} ${res.text.slice(0, 120)}`,
              );
          }
        }
      }
      // Look-alike keys: an existing SKU in full width is the same SKU.
      const admin = clients.get("Administrador")!.client;
      const product = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
      const { id: _id, category: _c, subcategory: _s, brand: _b, ...rest } = product;
      const copy = await admin.call("createProduct", {
        body: {
          name: rest.name,
          sku: fullWidth(rest.sku),
          categoryId: rest.categoryId,
          brandId: rest.brandId,
          costPrice: rest.costPrice,
          sellingPrice: Math.max(1, rest.sellingPrice),
          stock: 1,
        },
      });
      if (copy.status !== 409)
        findings.push(`${target.name} look-alike SKU ${fullWidth(rest.sku)}: ${copy.status}`);
      expect(findings.slice(0, 15)).toEqual([]);
    }, 110_000);
  });
}

function withUnknownProperty(body: unknown): unknown {
  if (Array.isArray(body)) return [{ ...((body[0] as object) ?? { vehicleId: 1 }), forged: 1 }];
  return { ...(body as object), id: 777000, createdAt: "2001-01-01T00:00:00.000Z" };
}

/** A small body nested deeper than any request needs. */
function deepBody(depth: number): string {
  return `{"x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

/** Valid JSON just past the operation's limit. */
function oversized(limit: number): string {
  return JSON.stringify({ padding: "a".repeat(limit + 1024) });
}

function fullWidth(text: string): string {
  return [...text]
    .map((c) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
    .join("");
}

fuzzTarget(createBffTarget({ loginRateLimit: { max: 1000, timeWindowMs: 60_000 } }));
fuzzTarget(createMocksTarget());
