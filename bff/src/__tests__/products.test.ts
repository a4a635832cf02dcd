import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { ADMIN, SELLER, as, appSignedInAs, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let seller = "";
beforeAll(async () => {
  [t, admin, seller] = await appSignedInAs(ADMIN, SELLER);
});
afterAll(() => t.close());

const newProduct = (sku: string) => ({
  name: "Pastillas de freno cerámicas",
  sku,
  brandId: 1,
  categoryId: 2,
  costPrice: 50000,
  sellingPrice: 80000,
  stock: 4,
  notes: "Juego delantero",
});

describe("products", () => {
  it("lists with X-Total-Count, paging and category objects", async () => {
    const response = await t.app.inject(as(seller, { method: "GET", url: "/api/products?limit=5&offset=5" }));
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(60);
    const page = response.json();
    expect(page).toHaveLength(5);
    expect(page[0].category).toEqual({ id: page[0].categoryId, name: expect.any(String) });
    expect(page[0].brand).toEqual({ id: page[0].brandId, name: expect.any(String) });
  });

  it("finds products by a prefix of their SKU or name, accents ignored", async () => {
    const all = (await t.app.inject(as(seller, { method: "GET", url: "/api/products" }))).json();
    const target = all[0];
    const prefix = target.sku.slice(0, 5);
    const bySku = await t.app.inject(
      as(seller, { method: "GET", url: `/api/products?search=${encodeURIComponent(prefix)}` }),
    );
    expect(bySku.json().map((p: { id: number }) => p.id)).toContain(target.id);
    const created = await t.app.inject(
      as(seller, { method: "POST", url: "/api/products", payload: newProduct("FTS-ÑANDÚ-1") }),
    );
    expect(created.statusCode).toBe(201);
    const byName = await t.app.inject(
      as(seller, { method: "GET", url: "/api/products?search=ceramicas%20delanter" }),
    );
    expect(byName.json().map((p: { sku: string }) => p.sku)).toContain("FTS-ÑANDÚ-1");
  });

  it("never fails on stray quotes or FTS operators in the search", async () => {
    for (const search of ['"', "'", 'freno"', "AND", "NEAR(", "*", "a:b", "-x", "(((", "^", "😀"]) {
      const response = await t.app.inject(
        as(seller, { method: "GET", url: `/api/products?search=${encodeURIComponent(search)}` }),
      );
      expect(response.statusCode, search).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
    // A control character is refused for what it is, in Spanish, before any search runs.
    const control = await t.app.inject(as(seller, { method: "GET", url: "/api/products?search=%00" }));
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ message: expect.stringMatching(/caracteres/i) });
  });

  it("answers 409 for a duplicate SKU on create and on update", async () => {
    const first = await t.app.inject(
      as(seller, { method: "POST", url: "/api/products", payload: newProduct("DUP-001") }),
    );
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject(
      as(seller, { method: "POST", url: "/api/products", payload: newProduct("dup-001") }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.duplicateSku });
    const other = await t.app.inject(
      as(seller, { method: "POST", url: "/api/products", payload: newProduct("DUP-002") }),
    );
    const update = await t.app.inject(
      as(admin, { method: "PUT", url: `/api/products/${other.json().id}`, payload: newProduct("DUP-001") }),
    );
    expect(update.statusCode).toBe(409);
  });

  it("lets only an admin replace or delete a product", async () => {
    const created = (
      await t.app.inject(as(seller, { method: "POST", url: "/api/products", payload: newProduct("ROLE-1") }))
    ).json();
    const put = await t.app.inject(
      as(seller, { method: "PUT", url: `/api/products/${created.id}`, payload: newProduct("ROLE-1") }),
    );
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: MESSAGES.forbiddenRole });
    const del = await t.app.inject(as(seller, { method: "DELETE", url: `/api/products/${created.id}` }));
    expect(del.statusCode).toBe(403);
    const byAdmin = await t.app.inject(
      as(admin, {
        method: "PUT",
        url: `/api/products/${created.id}`,
        payload: { ...newProduct("ROLE-1"), stock: 9, version: created.version },
      }),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ stock: 9, notes: "Juego delantero" });
  });

  it("answers Spanish 400s for schema errors and for references that do not exist", async () => {
    const missing = await t.app.inject(
      as(seller, { method: "POST", url: "/api/products", payload: { name: "X" } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "El campo 'SKU' es obligatorio" });
    const noCategory = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/products",
        payload: { ...newProduct("REF-1"), categoryId: 9999 },
      }),
    );
    expect(noCategory.json()).toEqual({ message: MESSAGES.categoryMissing });
    const subcategories = (
      await t.app.inject(as(seller, { method: "GET", url: "/api/subcategories" }))
    ).json();
    const foreign = subcategories.find((s: { parts_category_id: number }) => s.parts_category_id !== 2);
    const outside = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/products",
        payload: { ...newProduct("REF-2"), subcategoryId: foreign.id },
      }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ message: MESSAGES.subcategoryOutsideCategory });
    const years = await t.app.inject(
      as(seller, {
        method: "POST",
        url: "/api/products",
        payload: { ...newProduct("REF-3"), yearFrom: 2020, yearTo: 2010 },
      }),
    );
    expect(years.json()).toEqual({ message: MESSAGES.yearsReversed });
  });

  it("answers 404 in Spanish for unknown API paths", async () => {
    const response = await t.app.inject(as(seller, { method: "GET", url: "/api/no-existe" }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });
});
