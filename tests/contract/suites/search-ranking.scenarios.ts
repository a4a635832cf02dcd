// The order of a product search (issue 45 item 5, rules/search-rank.ts), on every target: the exact
// code or SKU first; then every word whole in the name (names that start with the search first);
// then brand or category names; then other Spanish forms; then names that start with the search;
// then the rest; within each, parts in stock first, then by name. Every page is a slice of it.
import { expect } from "vitest";
import { spanishForms } from "../../../rules/spanish-stem";
import type { ApiClient } from "../support/client";
import { expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { search, word } from "./product-search-words.scenarios";

async function part(
  admin: ApiClient,
  fields: { name: string; stock: number; sku?: string; notes?: string; brandId?: number },
): Promise<number> {
  const [category] = (await admin.call("listCategories")).body as { id: number }[];
  const [brand] = (await admin.call("listBrands")).body as { id: number }[];
  const res = await admin.call("createProduct", {
    body: {
      sku: `SR-${word(6).toUpperCase()}`,
      categoryId: category!.id,
      brandId: brand!.id,
      costPrice: 100,
      sellingPrice: 200,
      ...fields,
    },
  });
  expectStatus(res, 201);
  return res.body.id as number;
}

export const searchRankingScenarios: Scenario[] = [
  {
    title:
      "listProducts: a search lists the exact code, then whole words in the name, brand or category names, other forms, names that start with it, the rest; in stock first, then by name",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      // Ends in 'r': its plural is always another form of it.
      const typed = `${word(7)}r`;
      const plural = spanishForms(typed).find((form) => form !== typed)!;
      const brand = await admin.call("createBrand", { body: { name: `Casa ${typed}` } });
      expectStatus(brand, 201);
      const ranked = [
        await part(admin, { name: `Zeta ${word()}`, sku: typed.toUpperCase(), stock: 0 }),
        await part(admin, { name: `${typed} trasero`, stock: 4 }),
        await part(admin, { name: `${typed} frontal`, stock: 0 }),
        await part(admin, { name: `Soporte ${typed}`, stock: 4 }),
        await part(admin, { name: `Base ${typed}`, stock: 0 }),
        await part(admin, { name: `Pieza ${word()}`, stock: 1, brandId: brand.body.id as number }),
        await part(admin, { name: `Junta ${plural}`, stock: 2 }),
        await part(admin, { name: `${typed}ito kit`, stock: 3 }),
        await part(admin, { name: `Kit ${typed}ito`, stock: 3 }),
        await part(admin, { name: `Otra pieza ${word()}`, stock: 5, notes: `Para ${typed}` }),
      ];
      const whole = await search(admin, typed);
      expect(whole.ids).toEqual(ranked);
      expect(whole.total).toBe(ranked.length);
      for (let offset = 0; offset < ranked.length; offset++) {
        const page = await admin.call("listProducts", { query: { search: typed, limit: 3, offset } });
        expectStatus(page, 200);
        expect(page.body.map((p: { id: number }) => p.id)).toEqual(ranked.slice(offset, offset + 3));
      }
      // A part that runs out of stock moves behind the one still in stock (a kept page too).
      expectStatus(
        await admin.call("adjustProductStock", {
          path: { id: ranked[1]! },
          body: { countedQuantity: 0, reason: "Conteo físico" },
        }),
        201,
      );
      expect((await search(admin, typed)).ids.slice(1, 3)).toEqual([ranked[2], ranked[1]]);
    },
  },
];
