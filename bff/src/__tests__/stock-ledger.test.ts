import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Knex } from "knex";
import { ledgerDiscrepancies } from "../store/ledger-check";
import { ADMIN, appSignedInAs, as, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let reader: Knex;
beforeAll(async () => {
  [t, admin] = await appSignedInAs(ADMIN);
  reader = t.connect();
});
afterAll(() => t.close());

const body = (sku: string, changes: Record<string, unknown> = {}) => ({
  name: "Correa de distribución",
  sku,
  brandId: 1,
  categoryId: 2,
  costPrice: 30000,
  sellingPrice: 45000,
  stock: 7,
  ...changes,
});

const movementsOf = (productId: number) =>
  reader("stock_movements").where({ product_id: productId }).orderBy("id");
const pricesOf = (productId: number) =>
  reader("price_history").where({ product_id: productId }).orderBy("id");

describe("stock ledger (BFF)", () => {
  it("seeds a ledger that adds up to every product's stock", async () => {
    expect(await ledgerDiscrepancies(reader)).toEqual([]);
  });

  it("records a product's creation, stock edits and price changes by the acting user", async () => {
    const created = await t.app.inject(
      as(admin, { method: "POST", url: "/api/products", payload: body("LEDGER-1") }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await movementsOf(id)).toMatchObject([
      { quantity: 7, stock_after: 7, kind: "created", user_id: 1, reason: null },
    ]);
    expect(await pricesOf(id)).toMatchObject([
      {
        old_cost_price: null,
        new_cost_price: 30000,
        old_selling_price: null,
        new_selling_price: 45000,
        user_id: 1,
      },
    ]);

    const edited = await t.app.inject(
      as(admin, {
        method: "PUT",
        url: `/api/products/${id}`,
        payload: body("LEDGER-1", { stock: 3, sellingPrice: 47000, version: created.json().version }),
      }),
    );
    expect(edited.statusCode).toBe(200);
    const movements = await movementsOf(id);
    expect(movements).toHaveLength(2);
    expect(movements[1]).toMatchObject({ quantity: -4, stock_after: 3, kind: "manual_edit", user_id: 1 });
    expect((await pricesOf(id))[1]).toMatchObject({
      old_cost_price: 30000,
      new_cost_price: 30000,
      old_selling_price: 45000,
      new_selling_price: 47000,
    });

    // Neither stock nor price changed: nothing is recorded.
    await t.app.inject(
      as(admin, {
        method: "PUT",
        url: `/api/products/${id}`,
        payload: body("LEDGER-1", { stock: 3, sellingPrice: 47000, notes: "Otra nota" }),
      }),
    );
    expect(await movementsOf(id)).toHaveLength(2);
    expect(await pricesOf(id)).toHaveLength(2);
    expect(await ledgerDiscrepancies(reader)).toEqual([]);

    expect((await t.app.inject(as(admin, { method: "DELETE", url: `/api/products/${id}` }))).statusCode).toBe(
      204,
    );
    expect(await movementsOf(id)).toEqual([]);
    expect(await pricesOf(id)).toEqual([]);
  });

  it("names the products whose movements do not add up to their stock", async () => {
    const [product] = await reader("products").orderBy("id").limit(1);
    await reader("products")
      .where({ id: product.id })
      .update({ stock: product.stock + 2 });
    expect(await ledgerDiscrepancies(reader)).toEqual([
      {
        productId: product.id,
        sku: product.sku,
        name: product.name,
        stock: product.stock + 2,
        ledger: product.stock,
      },
    ]);
    await reader("products").where({ id: product.id }).update({ stock: product.stock });
  });
});
