// The SQLite search page past its hit cap (a match so broad that only the first rows are kept and
// the rest is counted and probed) answers exactly what the fully kept match answers: same total,
// same ranked rows at every offset. So does a one-word search's first page, built from the exact
// codes and the names that start with the word without keeping the match, also with products a code
// look-up added.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../__tests__/test-app";
import { sqliteProductPage } from "../sqlite-product-page";

let test: TestApp;
let knex: Knex;
beforeAll(async () => {
  test = await createTestApp();
  knex = test.connect();
});
afterAll(() => test.close());

describe("search pages past the hit cap", () => {
  it.each(["a", "de", "f", "aceite", "1", "filtro de", "b"])(
    "'%s' pages alike with a cap of 3 and without",
    async (search) => {
      const whole = await sqliteProductPage(knex, { search }, 1_000_000);
      expect(whole.total).toBeGreaterThan(3);
      expect(whole.ids).toHaveLength(whole.total);
      for (const offset of [0, 2, 5, Math.max(0, whole.total - 4)]) {
        const uncapped = await sqliteProductPage(knex, { search, limit: 4, offset }, 1_000_000);
        const capped = await sqliteProductPage(knex, { search, limit: 4, offset }, 3);
        expect(capped).toEqual(uncapped);
        expect(capped.ids).toEqual(whole.ids.slice(offset, offset + 4));
      }
    },
  );
});

describe("first pages of one-word searches, from the name ranks", () => {
  it.each(["a", "de", "f", "1", "fil", "filtro", "aceite", "fi ac", "bujía"])(
    "'%s' answers the kept match's first rows, with code matches too",
    async (search) => {
      const whole = await sqliteProductPage(knex, { search }, 1_000_000);
      const all = await sqliteProductPage(knex, {});
      const matched = new Set(whole.ids);
      // One product the text does not match and one it does, as a code look-up would add them.
      const codeIds = [all.ids.find((id) => !matched.has(id))!, whole.ids.at(-1)!];
      const withCodes = await sqliteProductPage(knex, { search, codeIds }, 1_000_000);
      expect(withCodes.total).toBe(whole.total + 1);
      for (const [expected, extra] of [
        [whole, {}],
        [withCodes, { codeIds }],
      ] as const) {
        for (const offset of [0, 3]) {
          const page = await sqliteProductPage(knex, { search, limit: 4, offset, ...extra });
          expect(page).toEqual({ ids: expected.ids.slice(offset, offset + 4), total: expected.total });
        }
      }
    },
  );
});
