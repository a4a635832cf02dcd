// The reports' summary kept right by every write, on SQLite (sales-summary-check.ts; the same check
// runs on PostgreSQL in tests/pg/sales-summary.test.ts).
import type { Knex } from "knex";
import { afterAll, beforeAll, it } from "vitest";
import { checkSalesSummary } from "./sales-summary-check";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let db: Knex;

beforeAll(async () => {
  t = await createTestApp();
  db = t.connect();
});
afterAll(() => t.close());

it("keeps the summary equal to the lines through sales, returns, cancellations, part moves and a time-zone change (SQLite)", async () => {
  await checkSalesSummary(t, db);
}, 120_000);
