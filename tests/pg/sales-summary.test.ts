// The reports' summary kept right by every write, on PostgreSQL: the check of
// bff/src/__tests__/sales-summary-check.ts over an app on a database copied from the seeded template.
import type { Knex } from "knex";
import { afterAll, beforeAll, it } from "vitest";
import { openDatabase } from "../../bff/src/db/open-database";
import { checkSalesSummary } from "../../bff/src/__tests__/sales-summary-check";
import { createTestApp, type TestApp } from "../../bff/src/__tests__/test-app";
import { createDatabaseFromTemplate, dropDatabase } from "../contract/targets/bff-postgres";

let t: TestApp;
let db: Knex;
let url = "";

beforeAll(async () => {
  url = await createDatabaseFromTemplate("summary");
  t = await createTestApp({ databaseUrl: url });
  db = openDatabase({ databaseFile: "", databaseUrl: url });
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
  if (url) await dropDatabase(url);
});

it("keeps the summary equal to the lines through sales, returns, cancellations, part moves and a time-zone change (PostgreSQL)", async () => {
  await checkSalesSummary(t, db);
}, 180_000);
