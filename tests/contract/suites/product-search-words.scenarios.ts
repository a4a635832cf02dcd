// The product search of issue 45, on every target: it also reads the brand, category and
// subcategory names; Spanish plurals and singulars find each other; a misspelt word of 5+ letters
// is corrected (X-Search-Corrected), never a code. Each scenario names its parts with made-up words
// so the demo catalogue cannot answer for them.
import { expect } from "vitest";
import type { Product } from "@contract/types";
import type { ApiClient } from "../support/client";
import { expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";

/** A made-up word of lower-case letters, different every call. */
export function word(length = 8): string {
  let text = "";
  for (let i = 0; i < length; i++) text += String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return text;
}

export async function search(client: ApiClient, text: string) {
  const res = await client.call("listProducts", { query: { search: text } });
  expectStatus(res, 200);
  const corrected = res.headers.get("x-search-corrected");
  return {
    ids: res.body.map((p: Product) => p.id),
    total: Number(res.headers.get("x-total-count")),
    corrected: corrected === null ? null : decodeURIComponent(corrected),
  };
}

/** A product with its own brand, category and subcategory, all named with made-up words. */
async function filedProduct(admin: ApiClient, name: string) {
  const brandName = `Marca${word()}`;
  const categoryName = `Categoria${word()}`;
  const brand = await admin.call("createBrand", { body: { name: brandName } });
  expectStatus(brand, 201);
  const category = await admin.call("createCategory", { body: { name: categoryName } });
  expectStatus(category, 201);
  const subcategoryName = `Sub${word()}`;
  const subcategory = await admin.call("createSubcategory", {
    body: { name: subcategoryName, categoryId: category.body.id },
  });
  expectStatus(subcategory, 201);
  const product = await admin.call("createProduct", {
    body: {
      name,
      sku: `SW-${word(6).toUpperCase()}`,
      categoryId: category.body.id,
      subcategoryId: subcategory.body.id,
      brandId: brand.body.id,
      costPrice: 100,
      sellingPrice: 200,
      stock: 3,
    },
  });
  expectStatus(product, 201);
  return {
    id: product.body.id as number,
    brand: { id: brand.body.id as number, name: brandName },
    category: { id: category.body.id as number, name: categoryName },
    subcategory: { id: subcategory.body.id as number, name: subcategoryName },
  };
}

async function product(admin: ApiClient, name: string): Promise<number> {
  const [category] = (await admin.call("listCategories")).body as { id: number }[];
  const [brand] = (await admin.call("listBrands")).body as { id: number }[];
  const res = await admin.call("createProduct", {
    body: {
      name,
      sku: `SW-${word(6).toUpperCase()}`,
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

export const productSearchWordsScenarios: Scenario[] = [
  {
    title:
      "listProducts: search finds a part by its brand, category and subcategory names, and follows renames",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const tag = word();
      const filed = await filedProduct(admin, `Filtro de aire ${tag}`);
      for (const text of [filed.brand.name, filed.category.name, filed.subcategory.name]) {
        expect((await search(admin, text)).ids).toEqual([filed.id]);
        expect((await search(admin, `filtro ${text.toUpperCase()}`)).ids).toEqual([filed.id]);
      }
      const renamed = `Otra${word()}`;
      expectStatus(
        await admin.call("updateBrand", { path: { id: filed.brand.id }, body: { name: renamed } }),
        200,
      );
      expect((await search(admin, filed.brand.name)).ids).toEqual([]);
      expect((await search(admin, renamed)).ids).toEqual([filed.id]);
      const category = `Cat${word()}`;
      expectStatus(
        await admin.call("updateCategory", { path: { id: filed.category.id }, body: { name: category } }),
        200,
      );
      expect((await search(admin, filed.category.name)).ids).toEqual([]);
      expect((await search(admin, `${category} ${tag}`)).ids).toEqual([filed.id]);
    },
  },
  {
    title: "listProducts: plural and singular find each other, accents and case ignored both ways",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const tag = word();
      const balata = await product(admin, `Balata delantera ${tag}`);
      const luces = await product(admin, `Luces traseras ${tag}`);
      const bujias = await product(admin, `BUJÍAS de iridio ${tag}`);
      const filtros = await product(admin, `Filtros de aceite ${tag}`);
      expect((await search(admin, `balatas delanteras ${tag}`)).ids).toEqual([balata]);
      expect((await search(admin, `BALATA ${tag}`)).ids).toEqual([balata]);
      expect((await search(admin, `luz trasera ${tag}`)).ids).toEqual([luces]);
      expect((await search(admin, `bujia ${tag}`)).ids).toEqual([bujias]);
      expect((await search(admin, `Bujía ${tag}`)).ids).toEqual([bujias]);
      expect((await search(admin, `filtro ${tag}`)).ids).toEqual([filtros]);
      const plural = await search(admin, `balatas ${tag}`);
      expect(plural.corrected).toBeNull();
    },
  },
  {
    title: "listProducts: a misspelt word of 5+ letters is corrected (one edit; two from 9), and says so",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const five = `k${word(4)}`;
      const nine = `q${word(10)}`;
      const id = await product(admin, `Amortiguador ${five} ${nine}`);
      const missing = `${five.slice(0, 2)}${five.slice(3)}`; // a letter left out: 4 letters, not corrected
      expect((await search(admin, missing)).ids).not.toContain(id);
      const swapped = `${five.slice(0, 1)}${five[2]}${five[1]}${five.slice(3)}`;
      const fixed = await search(admin, swapped);
      expect(fixed.ids).toEqual(swapped === five ? [id] : [id]);
      if (swapped !== five) expect(fixed.corrected).toBe(five);
      const twoEdits = `${nine.slice(0, 3)}${nine.slice(5)}`; // two letters left out of eleven: nine typed
      const both = await search(admin, `Amortiguador ${twoEdits}`);
      expect(both.ids).toEqual([id]);
      expect(both.corrected).toBe(`Amortiguador ${nine}`);
      const threeEdits = `${nine.slice(0, 3)}${nine.slice(6)}`;
      expect((await search(admin, threeEdits)).ids).toEqual([]);
      const exact = await search(admin, `amortiguador ${five}`);
      expect(exact.ids).toEqual([id]);
      expect(exact.corrected).toBeNull();
    },
  },
  {
    title: "listProducts: codes and numbers are never corrected",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const tag = word();
      await product(admin, `Junta ${tag} 1234567`);
      const typed = await search(admin, `${tag} 1234568`);
      expect(typed.ids).toEqual([]);
      expect(typed.corrected).toBeNull();
      const code = `${tag.slice(0, 4)}9`;
      await product(admin, `Empaque ${code}x`);
      expect((await search(admin, `${code}y`)).ids).toEqual([]);
    },
  },
];
