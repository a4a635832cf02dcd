// The SQLite BFF keeps computed product pages (ids and total), and the models a search names, under
// product_list_version. These
// tests prove a kept page is never stale: every change a page depends on, made through the API or
// by another connection (another process), shows on the next request; a stock or price edit leaves
// the kept page in place and still shows, because rows are always read fresh.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@contract/types";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";

let t: TestApp;
let other: Knex; // a second connection to the same file, as another process would have
let admin = "";
beforeAll(async () => {
  t = await createTestApp();
  other = t.connect();
  admin = await login(t.app, ...ADMIN);
});
afterAll(() => t.close());

async function list(url: string): Promise<{ items: Product[]; total: number }> {
  const response = await t.app.inject(as(admin, { method: "GET", url }));
  expect(response.statusCode).toBe(200);
  return { items: response.json() as Product[], total: Number(response.headers["x-total-count"]) };
}

async function version(): Promise<number> {
  const row = (await other("product_list_version").first("version")) as { version: number };
  return Number(row.version);
}

function body(product: Product, changes: Record<string, unknown>) {
  const { name, sku, categoryId, brandId, costPrice, sellingPrice, stock, barcode, notes, version } = product;
  return {
    name,
    sku,
    categoryId,
    brandId,
    costPrice,
    sellingPrice,
    stock,
    barcode,
    notes,
    version,
    ...changes,
  };
}

describe("kept product pages", () => {
  it("a stock or price edit shows at once and keeps the page; a rename reorders it", async () => {
    const before = await list("/api/products?limit=5");
    const [first, , third] = before.items;
    const kept = await version();
    const put = await t.app.inject(
      as(admin, {
        method: "PUT",
        url: `/api/products/${third!.id}`,
        payload: body(third!, { stock: third!.stock + 7, sellingPrice: third!.sellingPrice + 1 }),
      }),
    );
    expect(put.statusCode).toBe(200);
    expect(await version()).toBe(kept);
    const after = await list("/api/products?limit=5");
    expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
    expect(after.items[2]!.stock).toBe(third!.stock + 7);
    expect(after.items[2]!.sellingPrice).toBe(third!.sellingPrice + 1);

    const renamed = await t.app.inject(
      as(admin, {
        method: "PUT",
        url: `/api/products/${third!.id}`,
        payload: body(after.items[2]!, { name: "!!! Primero" }),
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(kept);
    const reordered = await list("/api/products?limit=5");
    expect(reordered.items.map((p) => p.id).slice(0, 2)).toEqual([third!.id, first!.id]);
  });

  it("a product added or removed by another connection changes the total, the page and searches", async () => {
    const before = await list("/api/products?limit=3");
    const searchBefore = await list("/api/products?search=zafiro&limit=3");
    expect(searchBefore.total).toBe(0);
    const category = before.items[0]!.categoryId;
    const brand = before.items[0]!.brandId;
    const now = new Date().toISOString();
    const [id] = await other("products").insert({
      name: "!! Zafiro de prueba",
      sku: "ZAF-0001",
      category_id: category,
      brand_id: brand,
      cost_price: 1,
      selling_price: 2,
      stock: 3,
      stock_threshold: 1,
      auto_generated: false,
      created_at: now,
      updated_at: now,
    });
    const added = await list("/api/products?limit=3");
    expect(added.total).toBe(before.total + 1);
    expect(added.items[0]!.name).toBe("!! Zafiro de prueba");
    const found = await list("/api/products?search=zafiro&limit=3");
    expect(found.items.map((p) => p.sku)).toEqual(["ZAF-0001"]);

    await other("products").where({ id }).delete();
    expect((await list("/api/products?limit=3")).items.map((p) => p.id)).toEqual(
      before.items.map((p) => p.id),
    );
    expect((await list("/api/products?search=zafiro&limit=3")).total).toBe(0);
    expect((await list("/api/products?limit=3")).total).toBe(before.total);
  });

  it("notes, barcode, category and vehicle links edited by another connection show in the next page", async () => {
    const [product] = (await list("/api/products?limit=1")).items;
    expect((await list("/api/products?search=turquesa&limit=5")).total).toBe(0);
    await other("products").where({ id: product!.id }).update({ notes: "color turquesa" });
    expect((await list("/api/products?search=turquesa&limit=5")).items.map((p) => p.id)).toEqual([
      product!.id,
    ]);

    const categories = (await other("categories").select("id")) as { id: number }[];
    const target = categories.find((c) => c.id !== product!.categoryId)!.id;
    const inTarget = await list(`/api/products?categoryId=${target}&limit=200`);
    expect(inTarget.items.some((p) => p.id === product!.id)).toBe(false);
    await other("products").where({ id: product!.id }).update({ category_id: target });
    const moved = await list(`/api/products?categoryId=${target}&limit=200`);
    expect(moved.total).toBe(inTarget.total + 1);
    expect(moved.items.some((p) => p.id === product!.id)).toBe(true);

    const kept = await version();
    await other("products").where({ id: product!.id }).update({ stock: 99, cost_price: 5 });
    expect(await version()).toBe(kept);
    const vehicle = (await other("vehicles").first("id")) as { id: number };
    await other("product_vehicles").insert({ product_id: product!.id, vehicle_id: vehicle.id });
    expect(await version()).toBeGreaterThan(kept);
  });

  it("a model renamed by another connection is found by its new name in the next search", async () => {
    const [product] = (await list("/api/products?limit=1")).items;
    const vehicle = (await other("vehicles").orderBy("id", "desc").first("id")) as { id: number };
    await other("product_vehicles")
      .insert({ product_id: product!.id, vehicle_id: vehicle.id })
      .onConflict()
      .ignore();
    expect((await list("/api/products?search=zuzumodelo&limit=5")).total).toBe(0);
    await other("vehicles").where({ id: vehicle.id }).update({ name: "Zuzumodelo" });
    const found = await list("/api/products?search=zuzumodelo&limit=5");
    expect(found.items.map((p) => p.id)).toContain(product!.id);
  });
});

describe("the full-text index after updates", () => {
  it("a stock and price edit leaves the words in place; a text edit replaces them", async () => {
    const [product] = (await list("/api/products?limit=1")).items;
    const word = (await list(`/api/products?search=${encodeURIComponent(product!.sku)}&limit=5`)).items;
    expect(word.map((p) => p.id)).toContain(product!.id);
    await other("products").where({ id: product!.id }).update({ stock: 321, selling_price: 99999 });
    const afterStock = await list(`/api/products?search=${encodeURIComponent(product!.sku)}&limit=5`);
    expect(afterStock.items.find((p) => p.id === product!.id)).toMatchObject({
      stock: 321,
      sellingPrice: 99999,
    });
    const rows = await other.raw("SELECT rowid FROM products_fts WHERE products_fts MATCH ?", [
      '"zafiroazul"',
    ]);
    expect(rows).toEqual([]);
    await other("products").where({ id: product!.id }).update({ notes: "Caja zafiroazul" });
    expect((await list("/api/products?search=zafiroazul&limit=5")).items.map((p) => p.id)).toEqual([
      product!.id,
    ]);
    await other("products").where({ id: product!.id }).update({ notes: null, stock: 5 });
    expect((await list("/api/products?search=zafiroazul&limit=5")).total).toBe(0);
    // The index agrees with the table row for row (FTS5's own check of an external-content index).
    await expect(
      other.raw("INSERT INTO products_fts (products_fts, rank) VALUES ('integrity-check', 1)"),
    ).resolves.toBeDefined();
  });
});
