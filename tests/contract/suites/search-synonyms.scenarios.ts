// The shop's words (issue 45 item 4), on every target: an Administrador keeps lines such as
// 'balata = pastilla de freno', and every user's product search finds either side by the other.
// The parts are named with made-up words so the demo catalogue cannot answer for them; each
// scenario puts the seeded lines back.
import { expect } from "vitest";
import type { Product } from "@contract/types";
import { SEARCH_MESSAGES } from "../../../rules/search-messages";
import { SEEDED_SYNONYMS } from "../../../rules/search-synonyms";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

function word(length = 8): string {
  let text = "";
  for (let i = 0; i < length; i++) text += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return text;
}

async function ids(client: ApiClient, search: string): Promise<number[]> {
  const res = await client.call("listProducts", { query: { search } });
  expectStatus(res, 200);
  return res.body.map((p: Product) => p.id).sort((a: number, b: number) => a - b);
}

async function product(admin: ApiClient, name: string): Promise<number> {
  const [category] = (await admin.call("listCategories")).body as { id: number }[];
  const [brand] = (await admin.call("listBrands")).body as { id: number }[];
  const res = await admin.call("createProduct", {
    body: {
      name,
      sku: `SY-${word(6).toUpperCase()}`,
      categoryId: category!.id,
      brandId: brand!.id,
      costPrice: 100,
      sellingPrice: 200,
      stock: 2,
    },
  });
  expectStatus(res, 201);
  return res.body.id as number;
}

async function saveLines(admin: ApiClient, lines: string[]) {
  const res = await admin.call("updateSearchSynonyms", { body: { lines } });
  expectStatus(res, 200);
  return res.body.lines as string[];
}

export const searchSynonymsScenarios: Scenario[] = [
  {
    title: "getSearchSynonyms: a new database has the common words, and a Vendedor reads them too",
    covers: [["getSearchSynonyms", "success"]],
    async run(ctx) {
      for (const client of [await ctx.admin(), await ctx.vendedor()]) {
        const res = await client.call("getSearchSynonyms");
        expectStatus(res, 200);
        expect(res.body.lines).toEqual([...SEEDED_SYNONYMS]);
      }
    },
  },
  {
    title:
      "updateSearchSynonyms: the lines are kept tidy, and every user's search finds either side by the other",
    covers: [
      ["updateSearchSynonyms", "success"],
      ["listProducts", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      // Ending in 'r', each made-up word has a plain Spanish plural ('…rs' after a final 's' or 'z' is none).
      const [one, two, three, tag] = [`${word(7)}r`, `${word(7)}r`, `${word(7)}r`, word()];
      // 'one' is a regional word for the part the catalogue calls 'two de three'.
      const named = await product(admin, `${two.toUpperCase()}S de ${three} ${tag}`);
      const regional = await product(admin, `${one}s delanteras ${tag}`);
      expect(await ids(admin, `${one} ${tag}`)).toEqual([regional]);
      const kept = await saveLines(admin, ["", `  ${one}   =  ${two}  de ${three} `, "   "]);
      expect(kept).toEqual([`${one} = ${two} de ${three}`]);
      expect((await admin.call("getSearchSynonyms")).body.lines).toEqual(kept);
      const vendedor = await ctx.vendedor();
      const both = [named, regional].sort((a, b) => a - b);
      for (const client of [admin, vendedor]) {
        // One side as typed, a plural, in capitals: the other side's words in any form.
        expect(await ids(client, `${one} ${tag}`)).toEqual(both);
        expect(await ids(client, `${one.toUpperCase()}S ${tag}`)).toEqual(both);
        // The other side, whole: every word of it, or the regional word.
        expect(await ids(client, `${two} de ${three} ${tag}`)).toEqual(both);
        // Part of a side is not the side.
        expect(await ids(client, `${two} ${tag}`)).toEqual([named]);
      }
      await saveLines(admin, []);
      expect(await ids(admin, `${one} ${tag}`)).toEqual([regional]);
      expect(await ids(admin, `${two} de ${three} ${tag}`)).toEqual([named]);
      await saveLines(admin, [...SEEDED_SYNONYMS]);
    },
  },
  {
    title: "listProducts: the seeded words find 'Pastilla de freno' by 'balatas' and 'Bujía' by 'candela'",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const tag = word();
      const pads = await product(admin, `Pastillas de freno cerámicas ${tag}`);
      const plug = await product(admin, `Bujía de iridio ${tag}`);
      expect(await ids(admin, `balatas ${tag}`)).toEqual([pads]);
      expect(await ids(admin, `candela ${tag}`)).toEqual([plug]);
    },
  },
  {
    title: "updateSearchSynonyms: a line with one term, or a term of six words, is refused by its number",
    covers: [["updateSearchSynonyms", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("updateSearchSynonyms", {
          body: { lines: ["shock = amortiguador", "", "balata ="] },
        }),
        400,
        SEARCH_MESSAGES.synonymLineNeedsSides(3),
      );
      expectError(
        await admin.call("updateSearchSynonyms", { body: { lines: ["a = b c d e f g"] } }),
        400,
        SEARCH_MESSAGES.synonymSideTooLong(1, 5),
      );
      expectError(await admin.call("updateSearchSynonyms", { body: { lines: "balata" } }), 400);
      expect((await admin.call("getSearchSynonyms")).body.lines).toEqual([...SEEDED_SYNONYMS]);
    },
  },
];
