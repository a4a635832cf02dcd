// The SQLite search page, read tier by tier from the indexes (search/sqlite-search-tiers.ts),
// answers the order of rules/search-rank.ts: the whole list is every match sorted by tier, stock
// and name, and a page at any offset, read any way (probing the FTS index per row, walking against
// the gathered rowids, sorting them), is the slice of that list; also with products a code look-up
// added and with the search's other Spanish forms.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesSearch, searchTerms } from "../../../../rules/product-search";
import { planSearch, type TermPlan } from "../../../../rules/search-plan";
import { searchTier } from "../../../../rules/search-rank";
import { createTestApp, type TestApp } from "../../__tests__/test-app";
import { sqliteProductPage } from "../sqlite-product-page";

let test: TestApp;
let knex: Knex;
interface Row {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  notes: string | null;
  names: string;
  stock: number;
}
let products: Row[];
beforeAll(async () => {
  test = await createTestApp();
  knex = test.connect();
  // A few parts out of stock, so the tiers' stock order is seen.
  await knex("products").whereRaw("id % 3 = 0").update({ stock: 0 });
  products = await knex("products as p")
    .join("brands as b", "b.id", "p.brand_id")
    .join("categories as c", "c.id", "p.category_id")
    .leftJoin("subcategories as s", "s.id", "p.subcategory_id")
    .select<Row[]>(
      "p.id",
      "p.name",
      "p.sku",
      "p.barcode",
      "p.notes",
      "p.stock",
      knex.raw("b.name || ' ' || c.name || ' ' || coalesce(s.name, '') AS names"),
    );
});
afterAll(() => test.close());

const lower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The whole list as rules/search-rank.ts orders it. */
function expected(search: string, plan: TermPlan[], codeIds: number[] = []): number[] {
  const codes = new Set(codeIds);
  return products
    .filter((p) => codes.has(p.id) || matchesSearch(p, search, plan))
    .map((p) => ({ p, tier: searchTier(p, search, plan, codes.has(p.id)) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(a.p.stock <= 0) - Number(b.p.stock <= 0) ||
        (lower(a.p.name) < lower(b.p.name) ? -1 : lower(a.p.name) > lower(b.p.name) ? 1 : 0) ||
        a.p.id - b.p.id,
    )
    .map(({ p }) => p.id);
}

const SEARCHES = [
  "a",
  "de",
  "f",
  "aceite",
  "1",
  "filtro de",
  "b",
  "fil",
  "filtros",
  "fi ac",
  "bujía",
  "bujias",
];

describe("search pages, tier by tier", () => {
  it.each(SEARCHES)("'%s' pages as rules/search-rank.ts orders its matches", async (search) => {
    const plan = planSearch(search);
    const whole = await sqliteProductPage(knex, { search, searchPlan: plan });
    expect(whole.ids).toEqual(expected(search, plan));
    expect(whole.total).toBe(whole.ids.length);
    for (const strategy of [undefined, "probe", "gather", "sort"] as const) {
      for (const offset of [0, 2, 5, Math.floor(whole.total / 2), Math.max(0, whole.total - 4)]) {
        const page = await sqliteProductPage(knex, { search, searchPlan: plan, limit: 4, offset }, strategy);
        expect(page).toEqual({ ids: whole.ids.slice(offset, offset + 4), total: whole.total });
      }
    }
  });

  it.each(["a", "de", "f", "1", "fil", "filtro", "aceite", "fi ac", "bujía"])(
    "'%s' with code matches: first the codes, then the tiers",
    async (search) => {
      const plan = searchTerms(search).map((term) => ({ term, words: [] }));
      const whole = await sqliteProductPage(knex, { search });
      const matched = new Set(whole.ids);
      // One product the text does not match and one it does, as a code look-up would add them.
      const codeIds = [products.find((p) => !matched.has(p.id))!.id, whole.ids.at(-1)!];
      const withCodes = await sqliteProductPage(knex, { search, codeIds });
      expect(withCodes.total).toBe(whole.total + 1);
      expect(withCodes.ids).toEqual(expected(search, plan, codeIds));
      for (const offset of [0, 1, 3]) {
        const page = await sqliteProductPage(knex, { search, codeIds, limit: 4, offset });
        expect(page).toEqual({ ids: withCodes.ids.slice(offset, offset + 4), total: withCodes.total });
      }
    },
  );
});
