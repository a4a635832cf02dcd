import { describe, expect, it } from "vitest";
import { db } from "../db";
import { ledgerDiscrepanciesInMemory } from "../store/stock-ledger";
import { MockClient } from "./cookie-client";
import { useMockServer } from "./setup-server";

useMockServer();

const body = (changes: Record<string, unknown> = {}) => ({
  name: "Correa de distribución",
  sku: "LEDGER-M1",
  brandId: 1,
  categoryId: 2,
  costPrice: 30000,
  sellingPrice: 45000,
  stock: 7,
  ...changes,
});

const movementsOf = (productId: number) =>
  db.stockMovements.findMany((q) => q.where({ productId })).sort((a, b) => a.id - b.id);
const pricesOf = (productId: number) =>
  db.priceHistory.findMany((q) => q.where({ productId })).sort((a, b) => a.id - b.id);

describe("stock ledger (mocks)", () => {
  it("seeds a ledger that adds up to every product's stock", () => {
    expect(ledgerDiscrepanciesInMemory()).toEqual([]);
  });

  it("records a product's creation, stock edits and price changes by the acting user", async () => {
    const client = new MockClient();
    await client.login("admin", "admin123");
    const created = await client.call("POST", "/api/products", body());
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(movementsOf(id)).toMatchObject([{ quantity: 7, stockAfter: 7, kind: "created", userId: 1 }]);
    expect(pricesOf(id)).toMatchObject([{ oldCostPrice: null, newCostPrice: 30000, newSellingPrice: 45000 }]);

    const version = (created.body as { version: number }).version;
    await client.call("PUT", `/api/products/${id}`, body({ stock: 3, sellingPrice: 47000, version }));
    expect(movementsOf(id)[1]).toMatchObject({ quantity: -4, stockAfter: 3, kind: "manual_edit", userId: 1 });
    expect(pricesOf(id)[1]).toMatchObject({ oldSellingPrice: 45000, newSellingPrice: 47000 });
    await client.call("PUT", `/api/products/${id}`, body({ stock: 3, sellingPrice: 47000, notes: "Otra" }));
    expect(movementsOf(id)).toHaveLength(2);
    expect(pricesOf(id)).toHaveLength(2);
    expect(ledgerDiscrepanciesInMemory()).toEqual([]);

    await client.call("DELETE", `/api/products/${id}`);
    expect(movementsOf(id)).toEqual([]);
    expect(pricesOf(id)).toEqual([]);
  });
});
