// The SQLite search page past its hit cap (a match so broad that only the first rows are kept and
// the rest is counted and probed) answers exactly what the fully kept match answers: same total,
// same ranked rows at every offset.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnex } from "../../db/knex";
import { createTestApp, type TestApp } from "../../__tests__/test-app";
import { sqliteProductPage } from "../sqlite-product-page";

let test: TestApp;
let knex: Knex;
beforeAll(async () => {
  test = await createTestApp();
  knex = createKnex(test.options.databaseFile);
});
afterAll(async () => {
  await knex.destroy();
  await test.close();
});

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
