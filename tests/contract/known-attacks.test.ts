// Known attacks, each reproduced against both servers: sign-in floods across usernames
// and spellings, sessions that outlive a password change, lenient numbers in the URL, control
// characters and lone surrogates in text, out-of-range numbers, undeclared methods.
import { utimes } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect } from "vitest";
import { UPLOAD_QUOTA, UNUSED_UPLOAD_TTL_MS } from "../../server/operations/uploads";
import { MESSAGES } from "../../rules/messages";
import type { ApiClient, ApiResponse } from "./support/client";
import { expectError, expectStatus, unique } from "./support/expectations";
import { imageForm, productBody, TINY_PNG, userBody } from "./support/bodies";
import { runScenarios, type Scenario, type ScenarioContext } from "./support/scenario";
import { createBffTarget, type BffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

/** The BFF runs with small limits here to keep scrypt time low; the mocks with the defaults. */
const BFF_LIMITS = { max: 3, timeWindowMs: 60_000, perAddressMax: 8 };
const MOCK_LIMITS = { max: 10, timeWindowMs: 60_000, perAddressMax: 30 };

const limitsOf = (ctx: ScenarioContext) => (ctx.target.name === "bff" ? BFF_LIMITS : MOCK_LIMITS);

/** A request outside the client's operations (an undeclared method), with its cookies. */
async function raw(client: ApiClient, method: string, path: string): Promise<Response> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return fetch(client.baseUrl + path, {
    method,
    headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
  });
}

async function newAccount(ctx: ScenarioContext): Promise<{ id: number; username: string; email: string }> {
  const body = userBody();
  const res = await (await ctx.admin()).call("createUser", { body });
  expectStatus(res, 201);
  return { id: res.body.id, username: String(body.username), email: String(body.email) };
}

const login = (client: ApiClient, username: string, password: string): Promise<ApiResponse> =>
  client.call("login", { body: { username, password } });

async function refs(ctx: ScenarioContext): Promise<{ categoryId: number; brandId: number }> {
  const admin = await ctx.admin();
  const categoryId = (await admin.call("listCategories")).body[0].id;
  const brandId = (await admin.call("listBrands")).body[0].id;
  return { categoryId, brandId };
}

const upload = (client: ApiClient) =>
  client.call("uploadImage", { form: imageForm(TINY_PNG, "foto.png", "image/png") });

const knownAttackScenarios: Scenario[] = [
  {
    title: "uploads: a user holds at most the quota of images no product uses; using one frees a place",
    covers: [["uploadImage", "success"]],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const urls: string[] = [];
      for (let i = 0; i < UPLOAD_QUOTA.files; i += 1) {
        const res = await upload(seller);
        expectStatus(res, 201);
        urls.push(res.body.imageUrl);
      }
      expectError(await upload(seller), 429, MESSAGES.uploadQuota);
      // Another user's quota is their own.
      expectStatus(await upload(await ctx.admin()), 201);
      const product = await seller.call("createProduct", {
        body: { ...productBody(await refs(ctx)), imageUrl: urls[0] },
      });
      expectStatus(product, 201);
      expectStatus(await upload(seller), 201);
    },
  },
  {
    title: "uploads: images nothing uses are swept a day after their upload; used ones stay",
    covers: [["uploadImage", "success"]],
    only: "bff",
    async run(ctx) {
      const admin = await ctx.admin();
      const unused = (await upload(admin)).body.imageUrl as string;
      const used = (await upload(admin)).body.imageUrl as string;
      expectStatus(
        await admin.call("createProduct", { body: { ...productBody(await refs(ctx)), imageUrl: used } }),
        201,
      );
      const uploadsDir = join(dirname((ctx.target as BffTarget).databaseFile), "uploads");
      const old = (Date.now() - UNUSED_UPLOAD_TTL_MS - 60_000) / 1000;
      for (const url of [unused, used])
        await utimes(join(uploadsDir, url.replace("/uploads/", "")), old, old);
      expectStatus(await upload(admin), 201);
      expect((await fetch(ctx.target.baseUrl + unused)).status).toBe(404);
      expect((await fetch(ctx.target.baseUrl + used)).status).toBe(200);
    },
  },
  {
    title: "password reset by an admin ends every session of that user",
    covers: [["changeUserPassword", "success"]],
    async run(ctx) {
      const account = await newAccount(ctx);
      const first = await ctx.session.freshLogin(account.username, "clave-segura-1");
      const second = await ctx.session.freshLogin(account.email, "clave-segura-1");
      const reset = await (
        await ctx.admin()
      ).call("changeUserPassword", {
        path: { userId: account.id },
        body: { newPassword: "otra-clave-22" },
      });
      expectStatus(reset, 200);
      expectError(await first.call("getCurrentUser"), 401, MESSAGES.notAuthenticated);
      expectError(await second.call("getCurrentUser"), 401, MESSAGES.notAuthenticated);
      expectStatus(await (await ctx.admin()).call("getCurrentUser"), 200);
    },
  },
  {
    title: "own password change ends the other sessions; the changing one goes on under a new id",
    covers: [["changeUserPassword", "success"]],
    async run(ctx) {
      const account = await newAccount(ctx);
      const changer = await ctx.session.freshLogin(account.username, "clave-segura-1");
      const other = await ctx.session.freshLogin(account.username, "clave-segura-1");
      const stolen = new Map(changer.cookies);
      const change = await changer.call("changeUserPassword", {
        path: { userId: account.id },
        body: { currentPassword: "clave-segura-1", newPassword: "otra-clave-22" },
      });
      expectStatus(change, 200);
      expectError(await other.call("getCurrentUser"), 401);
      const me = await changer.call("getCurrentUser");
      expectStatus(me, 200);
      expect(me.body.id).toBe(account.id);
      expect(changer.cookies.get("sid")).not.toBe(stolen.get("sid"));
      const replay = ctx.anon();
      replay.setCookies(stolen);
      expectError(await replay.call("getCurrentUser"), 401);
    },
  },
  {
    title: "integers in the URL are plain decimal digits within the documented maxima",
    covers: [
      ["listProducts", "validation"],
      ["getProduct", "validation"],
      ["listSubcategoriesOfCategory", "validation"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      for (const offset of ["99999999999999999999", "1e309", "0x10", "1e3", " 5", "+5", "5.0", "-0x1"]) {
        expectError(await seller.call("listProducts", { query: { offset } }), 400, "offset");
      }
      expectError(await seller.call("listProducts", { query: { limit: "1e2" } }), 400, "limit");
      for (const id of ["0x10", "1e1", "99999999999999999999", "2147483648"]) {
        expectError(await seller.call("getProduct", { path: { id } }), 400, "id");
      }
      expectError(await seller.call("listSubcategoriesOfCategory", { path: { categoryId: "1e309" } }), 400);
      expectStatus(await seller.call("listProducts", { query: { offset: "0", limit: "5" } }), 200);
    },
  },
  {
    title: "control characters and lone surrogates are refused in Spanish; tabs and line breaks pass",
    covers: [
      ["createCategory", "validation"],
      ["createCategory", "success"],
      ["listProducts", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      for (const name of [
        "Fre\u0000nos",
        "Luces\u001b[31m",
        "Aceite\uD800",
        "\uDC00Filtros",
        "Bujías\u007f",
      ]) {
        expectError(
          await admin.call("createCategory", { body: { name } }),
          400,
          "contiene caracteres no permitidos",
        );
      }
      const ok = await admin.call("createCategory", {
        body: { name: unique("Frenos 🚗"), description: "línea 1\nlínea 2\tcon tab" },
      });
      expectStatus(ok, 201);
      expectError(await admin.call("listProducts", { query: { search: "a\u0001b" } }), 400);
      // Deep nesting is a 400 like any other wrong shape, never a crash.
      const deep = "[".repeat(5_000) + '"x"' + "]".repeat(5_000);
      expectError(await admin.call("createCategory", { rawBody: `{"name":${deep}}` }), 400);
    },
  },
  {
    title: "numbers stay within the contract's bounds; sellingPrice is at least 1",
    covers: [["createProduct", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const base = productBody(await refs(ctx));
      expectError(
        await admin.call("createProduct", { body: { ...base, marginPercent: 1e308 } }),
        400,
        "marginPercent",
      );
      expectError(
        await admin.call("createProduct", {
          rawBody: JSON.stringify(base).replace("}", ',"costPrice":1e309}'),
        }),
        400,
      );
      expectError(
        await admin.call("createProduct", { body: { ...base, sellingPrice: 0 } }),
        400,
        "Precio de venta",
      );
    },
  },
  {
    title: "a method the document does not declare on a declared path is 405 with Allow",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const put = await raw(admin, "PUT", "/api/products");
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("GET, POST");
      expect(((await put.json()) as { message: string }).message).toBe(MESSAGES.methodNotAllowed);
      const post = await raw(admin, "POST", "/api/products/1");
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toContain("DELETE");
      expect((await raw(ctx.anon(), "DELETE", "/api/login")).status).toBe(405);
      expect((await raw(admin, "GET", "/api/no-such-thing")).status).toBe(404);
    },
  },
  {
    title: "sign-in limit per account counts its username and its e-mail together",
    covers: [],
    async run(ctx) {
      const account = await newAccount(ctx);
      const { max } = limitsOf(ctx);
      const client = ctx.anon();
      for (let i = 0; i < max; i += 1) {
        const spelling = i % 2 === 0 ? account.username : account.email.toUpperCase();
        expectError(await login(client, spelling, "mala-clave"), 401);
      }
      // Even the right password is refused now, under either spelling.
      expectError(await login(client, account.email, "clave-segura-1"), 429, MESSAGES.tooManyLogins);
      expectError(await login(ctx.anon(), account.username, "clave-segura-1"), 429);
    },
  },
  {
    // Last: it locks the test client's one address out for the rest of the window.
    title: "sign-in limit per address counts every username tried from it",
    covers: [],
    async run(ctx) {
      const { perAddressMax } = limitsOf(ctx);
      const client = ctx.anon();
      // Failures of the scenarios above count too: new usernames until the address is refused.
      const statuses: number[] = [];
      for (let i = 0; i < perAddressMax + 1; i += 1) {
        statuses.push((await login(client, unique("nadie").replace(" ", ""), "x")).status);
        if (statuses.at(-1) === 429) break;
      }
      expect(statuses.at(-1)).toBe(429);
      expectError(await login(ctx.anon(), "vendedor", "vendedor123"), 429, MESSAGES.tooManyLogins);
    },
  },
];

describe.each([createBffTarget({ loginRateLimit: BFF_LIMITS }), createMocksTarget()])(
  "contract $name",
  (target) => {
    runScenarios(target, "known attacks", knownAttackScenarios);
  },
);
