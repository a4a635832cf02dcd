// Product listing: X-Total-Count, limit/offset paging, categoryId filter and full-text search.
import { expect } from "vitest";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import type { Product } from "@contract/types";
import { productBody } from "../support/bodies";

async function allProducts(client: ApiClient): Promise<Product[]> {
  const res = await client.call("listProducts");
  expectStatus(res, 200);
  return res.body;
}

const total = (res: { headers: Headers }) => Number(res.headers.get("x-total-count"));

export const productListingScenarios: Scenario[] = [
  {
    title: "listProducts: all products with X-Total-Count; limit and offset page the same order",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const all = await client.call("listProducts");
      expect(all.body.length).toBeGreaterThanOrEqual(60);
      expect(total(all)).toBe(all.body.length);
      const page1 = await client.call("listProducts", { query: { limit: 5 } });
      const page2 = await client.call("listProducts", { query: { limit: 5, offset: 5 } });
      expect(page1.body).toHaveLength(5);
      expect(total(page1)).toBe(all.body.length);
      expect(total(page2)).toBe(all.body.length);
      const ids = (rows: Product[]) => rows.map((p) => p.id);
      expect([...ids(page1.body), ...ids(page2.body)]).toEqual(ids(all.body).slice(0, 10));
      const beyond = await client.call("listProducts", { query: { limit: 5, offset: 100000 } });
      expect(beyond.body).toEqual([]);
      expect(total(beyond)).toBe(all.body.length);
    },
  },
  {
    title: "listProducts: categoryId filters and counts; search finds by SKU, name and barcode",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const all = await allProducts(client);
      const sample = all[Math.floor(all.length / 2)]!;
      const inCategory = all.filter((p) => p.categoryId === sample.categoryId);
      const filtered = await client.call("listProducts", { query: { categoryId: sample.categoryId } });
      expect(filtered.body.map((p: Product) => p.id).sort()).toEqual(inCategory.map((p) => p.id).sort());
      expect(total(filtered)).toBe(inCategory.length);
      const bySku = await client.call("listProducts", { query: { search: sample.sku } });
      expect(bySku.body.map((p: Product) => p.id)).toContain(sample.id);
      const word = sample.name.split(/\s+/).find((w) => w.length >= 4) ?? sample.name;
      const byName = await client.call("listProducts", { query: { search: word } });
      expect(byName.body.map((p: Product) => p.id)).toContain(sample.id);
      expect(byName.body.length).toBeLessThan(all.length);
      const withBarcode = all.find((p) => typeof p.barcode === "string" && p.barcode.length > 0);
      if (withBarcode) {
        const byBarcode = await client.call("listProducts", {
          query: { search: String(withBarcode.barcode) },
        });
        expect(byBarcode.body.map((p: Product) => p.id)).toContain(withBarcode.id);
      }
      const none = await client.call("listProducts", { query: { search: "zzqxnoexisteqq" } });
      expect(none.body).toEqual([]);
      expect(total(none)).toBe(0);
    },
  },
  {
    title: "listProducts: search text with FTS operators is plain text, never an error",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      for (const search of ['"', "*", "NEAR(", "OR", "AND NOT", 'filtro"aceite', "a:b", "(", "^", "-"]) {
        expectStatus(await client.call("listProducts", { query: { search } }), 200);
      }
    },
  },
  {
    title: "listProducts: limit 0, limit abc, negative offset, categoryId 0 → 400",
    covers: [["listProducts", "validation"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      expectError(await client.call("listProducts", { query: { limit: 0 } }), 400);
      expectError(await client.call("listProducts", { query: { limit: "abc" } }), 400);
      expectError(await client.call("listProducts", { query: { offset: -1 } }), 400);
      expectError(await client.call("listProducts", { query: { categoryId: 0 } }), 400);
    },
  },
  {
    title:
      "listProducts: a search lists the exact SKU or barcode first, then names that start with it, then the rest",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const [sample] = await allProducts(admin);
      const word = `Zq${Date.now().toString(36).replace(/[0-9]/g, "")}${Math.random().toString(36).slice(2, 6).replace(/[0-9]/g, "x")}`;
      const made: Product[] = [];
      const make = async (fields: Record<string, unknown>) => {
        const res = await admin.call("createProduct", { body: { ...productBody(sample!), ...fields } });
        expectStatus(res, 201);
        made.push(res.body);
        return res.body as Product;
      };
      const bySku = await make({ name: `Zeta ${word}`, sku: word });
      const prefixed = await make({ name: `${word} frontal` });
      const inside = await make({ name: `Amortiguador ${word}` });
      const byBarcode = await make({ name: `Bomba ${word}`, barcode: `${word}77` });
      try {
        const ids = (rows: Product[]) => rows.map((p) => p.id);
        const ranked = await admin.call("listProducts", { query: { search: word.toLowerCase() } });
        expect(ids(ranked.body)).toEqual([bySku.id, prefixed.id, inside.id, byBarcode.id]);
        expect(total(ranked)).toBe(4);
        const second = await admin.call("listProducts", { query: { search: word, limit: 2, offset: 1 } });
        expect(ids(second.body)).toEqual([prefixed.id, inside.id]);
        expect(total(second)).toBe(4);
        const barcode = await admin.call("listProducts", { query: { search: `${word}77` } });
        expect(ids(barcode.body)[0]).toBe(byBarcode.id);
      } finally {
        for (const product of made) await admin.call("deleteProduct", { path: { id: product.id } });
      }
    },
  },
  {
    title:
      "listProducts: pages at any depth (first, middle, last, past the middle) are slices of the whole list",
    covers: [["listProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const ids = (rows: Product[]) => rows.map((p) => p.id);
      for (const query of [
        {},
        { search: "de" },
        { categoryId: (await allProducts(client))[0]!.categoryId },
      ]) {
        const all = await client.call("listProducts", { query });
        const count = all.body.length;
        expect(count).toBeGreaterThan(3);
        for (const offset of [0, Math.floor(count / 2), count - 4, count - 3, count - 1]) {
          const page = await client.call("listProducts", { query: { ...query, limit: 3, offset } });
          expect(ids(page.body)).toEqual(ids(all.body).slice(offset, offset + 3));
          expect(total(page)).toBe(count);
        }
      }
    },
  },
];
