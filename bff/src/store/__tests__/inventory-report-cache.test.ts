// The inventory report is computed once per inventory version: repeated and parallel reports read
// one counter row and no product, and a stock or cost edit shows in the next report.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../__tests__/test-app";
import { createReportsRepository } from "../reports-repository";

let test: TestApp;
let knex: Knex;
const statements: string[] = [];
beforeAll(async () => {
  test = await createTestApp();
  knex = test.connect();
  knex.on("query", (query: { sql: string }) => statements.push(query.sql));
});
afterAll(() => test.close());

// The report is kept per database, whichever repository object asks.
const inventory = (top: number) => createReportsRepository(knex).inventory(top);

describe("inventory report kept under its version", () => {
  it("reads only the counter while nothing changes, even for twenty reports at once", async () => {
    const first = await inventory(10);
    statements.length = 0;
    const again = await Promise.all(Array.from({ length: 20 }, () => inventory(10)));
    expect(again.every((report) => JSON.stringify(report) === JSON.stringify(first))).toBe(true);
    expect(statements.filter((sql) => /\bproducts\b/.test(sql))).toEqual([]);
    expect(statements.every((sql) => sql.includes("inventory_report_version"))).toBe(true);
  });

  it("shows a stock or cost edit in the next report", async () => {
    const before = await inventory(10);
    const product = (await knex("products").orderBy("id").first("id", "stock", "cost_price")) as {
      id: number;
      stock: number;
      cost_price: number;
    };
    await knex("products")
      .where("id", product.id)
      .update({ stock: product.stock + 7 });
    const after = await inventory(10);
    expect(after.summary.totalUnits).toBe(before.summary.totalUnits + 7);
    await knex("products")
      .where("id", product.id)
      .update({ cost_price: product.cost_price + 1 });
    const costed = await inventory(10);
    expect(costed.summary.inventoryValue).toBeCloseTo(after.summary.inventoryValue + product.stock + 7, 6);
  });
});
