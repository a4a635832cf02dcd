// Look-alike keys: SKUs, barcodes and usernames are compared by their canonical spelling (NFKC,
// no invisible characters, any letter case); concurrent duplicates give one 201 and 409s, never a
// 500; a username may not be another account's e-mail, nor the other way round.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { productBody, userBody } from "../support/bodies";
import { expectError, expectStatus, unique } from "../support/expectations";
import type { Scenario, ScenarioContext } from "../support/scenario";

async function refs(ctx: ScenarioContext) {
  const admin = await ctx.admin();
  return {
    categoryId: (await admin.call("listCategories")).body[0].id,
    brandId: (await admin.call("listBrands")).body[0].id,
  };
}

/** "ZQ7" + digits, written in full-width letters and digits. */
const fullWidth = (text: string) =>
  [...text].map((c) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join("");

export const lookAlikeKeyScenarios: Scenario[] = [
  {
    title: "look-alike SKUs (full width, zero-width space, other case) are the same SKU (409)",
    covers: [
      ["createProduct", "conflict"],
      ["listProducts", "success"],
    ],
    async run(ctx) {
      const seller = await ctx.vendedor();
      const ref = await refs(ctx);
      const sku = `ZQ${Math.floor(Math.random() * 1e8)}-1`;
      const made = await seller.call("createProduct", { body: { ...productBody(ref), sku } });
      expectStatus(made, 201);
      for (const lookAlike of [
        fullWidth(sku),
        sku.replace("-", "\u200B-"),
        sku.toLowerCase(),
        `\uFEFF${sku}`,
      ]) {
        expectError(
          await seller.call("createProduct", { body: { ...productBody(ref), sku: lookAlike } }),
          409,
          MESSAGES.duplicateSku,
        );
      }
      const stored = await seller.call("createProduct", {
        body: { ...productBody(ref), sku: fullWidth(`ZW${Math.floor(Math.random() * 1e8)}`) },
      });
      expectStatus(stored, 201);
      expect(stored.body.sku).toMatch(/^ZW\d+$/);
      const found = await seller.call("listProducts", { query: { search: fullWidth(sku), limit: 5 } });
      expect(found.body.map((p: { id: number }) => p.id)).toContain(made.body.id);
    },
  },
  {
    title: "ten concurrent creates of one SKU: exactly one 201, the rest 409, never 500",
    covers: [
      ["createProduct", "success"],
      ["createProduct", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const ref = await refs(ctx);
      const sku = `RACE-${Math.floor(Math.random() * 1e9)}`;
      const results = await Promise.all(
        Array.from({ length: 10 }, () => admin.call("createProduct", { body: { ...productBody(ref), sku } })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expectError(r, 409, MESSAGES.duplicateSku);
    },
  },
  {
    title: "usernames: full-width look-alikes clash, and a username may not be another account's e-mail",
    covers: [["createUser", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("createUser", { body: { ...userBody(), username: "ｖｅｎｄｅｄｏｒ" } }),
        409,
        MESSAGES.duplicateUsername,
      );
      const first = userBody();
      expectStatus(await admin.call("createUser", { body: first }), 201);
      expectError(
        await admin.call("createUser", { body: { ...userBody(), username: first.email } }),
        409,
        MESSAGES.duplicateUsername,
      );
      const withAt = unique("ana").replace(" ", "") + "@prueba.local";
      expectStatus(await admin.call("createUser", { body: { ...userBody(), username: withAt } }), 201);
      expectError(
        await admin.call("createUser", { body: { ...userBody(), email: withAt } }),
        409,
        MESSAGES.duplicateEmail,
      );
    },
  },
];
