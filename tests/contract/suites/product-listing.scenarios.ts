// Product listing: X-Total-Count, limit/offset paging, categoryId filter and full-text search.
import { expect } from "vitest";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import type { Product } from "@contract/types";

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
];
