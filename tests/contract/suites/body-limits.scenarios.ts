// Bodies bounded per route before they are parsed: sign-in, sign-out and unknown paths take a few
// KiB, each operation its own limit; nesting deeper than any body needs is refused by a cheap scan;
// a blocked address is refused before its body is read.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH, SMALL_BODY_LIMIT } from "../../../server/openapi/body-limits";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario } from "../support/scenario";

/** 800 KB of nested arrays, the probe's sign-in body. */
export const DEEP_ARRAYS = "[".repeat(400_000) + "]".repeat(400_000);

const padded = (bytes: number) => "a".repeat(bytes);

export const bodyLimitScenarios: Scenario[] = [
  {
    title: "oversized bodies: sign-in and sign-out take a few KiB; an operation its own limit (413, Spanish)",
    covers: [["createCategory", "success"]],
    async run(ctx) {
      const anon = ctx.anon();
      const deepLogin = await anon.call("login", { rawBody: `{"username":${DEEP_ARRAYS},"password":"x"}` });
      expectError(deepLogin, 413, MESSAGES.requestTooLarge);
      const bigLogin = await anon.call("login", {
        body: { username: "vendedor", password: padded(SMALL_BODY_LIMIT + 10) },
      });
      expectError(bigLogin, 413, MESSAGES.requestTooLarge);
      // A sign-in of ordinary size is still answered on its merits.
      expectError(await anon.call("login", { body: { username: "nadie-aqui", password: "x" } }), 401);
      const admin = await ctx.admin();
      const bigLogout = await admin.call("logout", {
        rawBody: JSON.stringify({ x: padded(SMALL_BODY_LIMIT) }),
        validate: false,
      });
      expect(bigLogout.status).toBe(413);
      expectStatus(await admin.call("getCurrentUser"), 200);
      const bigCategory = await admin.call("createCategory", {
        body: { name: unique("Grande"), description: padded(DEFAULT_BODY_LIMIT) },
      });
      expectError(bigCategory, 413, MESSAGES.requestTooLarge);
      // Long texts written entirely as escapes still fit their operation's limit.
      const escaped = JSON.stringify({ name: unique("Escapes"), description: "ñ".repeat(1000) }).replaceAll(
        "ñ",
        "\\u00f1",
      );
      expectStatus(await admin.call("createCategory", { rawBody: escaped }), 201);
    },
  },
  {
    title: "unknown paths read at most a few KiB of body",
    covers: [],
    only: "bff",
    async run(ctx) {
      const res = await fetch(`${ctx.target.baseUrl}/api/no-such-thing`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"a":${DEEP_ARRAYS}}`,
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(MESSAGES.requestTooLarge);
    },
  },
  {
    title: "deep nesting: deeper than the document needs is a Spanish 400; brackets inside text are text",
    covers: [
      ["createCategory", "validation"],
      ["createCategory", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const depth = MAX_JSON_DEPTH + 1;
      const nested = "[".repeat(depth) + "]".repeat(depth);
      expectError(
        await admin.call("createCategory", { rawBody: `{"name":"x","description":${nested}}` }),
        400,
        MESSAGES.bodyTooDeep,
      );
      const text = { name: unique("Corchetes"), description: "[".repeat(300) + '\\"{' };
      expectStatus(await admin.call("createCategory", { body: text }), 201);
    },
  },
];

/** Last in a suite: it blocks the test client's address for sign-in. */
export const blockedAddressScenario: Scenario = {
  title: "a blocked address is refused sign-in before its body is read (429, not 413 or 400)",
  covers: [],
  async run(ctx) {
    const client = ctx.anon();
    for (let i = 0; i < 200; i += 1) {
      const res = await client.call("login", {
        body: { username: unique("nadie").replace(" ", ""), password: "x" },
      });
      if (res.status === 429) break;
    }
    expectError(
      await client.call("login", { rawBody: `{"username":${DEEP_ARRAYS},"password":"x"}` }),
      429,
      MESSAGES.tooManyLogins,
    );
    expectError(await client.call("login", { rawBody: "{not json" }), 429, MESSAGES.tooManyLogins);
  },
};
