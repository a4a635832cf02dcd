// `npm run check:ledger` on a database file: exit 0 when every product adds up, 1 with the
// offending products listed when one does not, 2 when there is nothing to check.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKnex, migrateToLatest } from "../db/knex";
import { seedIfEmpty } from "../db/seed";

let dir = "";
let file = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "check-ledger-"));
  file = join(dir, "app.db");
  const knex = createKnex(file);
  await migrateToLatest(knex);
  await seedIfEmpty(knex, "demo");
  await knex.destroy();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const check = (...args: string[]) =>
  spawnSync("npx", ["tsx", "scripts/check-ledger.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env },
  });

it("passes on the demo database and names a product whose stock was changed behind the ledger", async () => {
  const good = check(file);
  expect(good.status, good.stderr).toBe(0);
  expect(good.stdout).toMatch(/all \d+ products add up/);

  const knex = createKnex(file);
  const product = await knex("products").orderBy("id").first();
  await knex("products")
    .where({ id: product.id })
    .update({ stock: product.stock + 5 });
  await knex.destroy();
  const bad = check(file);
  expect(bad.status).toBe(1);
  expect(bad.stdout).toContain(`${product.id}\t${product.sku}\t${product.stock + 5}\t${product.stock}`);

  const missing = check(join(dir, "none.db"));
  expect(missing.status).toBe(2);
}, 60_000);
