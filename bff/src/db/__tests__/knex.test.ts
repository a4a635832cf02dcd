import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeScratchDatabase, openScratchDatabase } from "./scratch-database";

let knex: Knex;
beforeAll(async () => {
  knex = await openScratchDatabase("bff-db-");
});
afterAll(() => closeScratchDatabase(knex));

async function pragma(name: string): Promise<unknown> {
  const rows = (await knex.raw(`PRAGMA ${name}`)) as Record<string, unknown>[];
  return Object.values(rows[0] ?? {})[0];
}

async function ftsMatches(term: string): Promise<number[]> {
  const rows = (await knex.raw("SELECT rowid FROM products_fts WHERE products_fts MATCH ? ORDER BY rowid", [
    `"${term}"*`,
  ])) as { rowid: number }[];
  return rows.map((row) => row.rowid);
}

describe("SQLite connection and schema", () => {
  it("runs with WAL, enforced foreign keys, synchronous=FULL and a busy timeout", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("synchronous")).toBe(2);
    expect(Number(await pragma("busy_timeout"))).toBeGreaterThan(0);
  });

  it("refuses a product whose brand does not exist", async () => {
    await knex("categories").insert({ id: 1, name: "Frenos" });
    await expect(
      knex("products").insert({
        name: "Disco",
        sku: "X-1",
        category_id: 1,
        brand_id: 999,
        cost_price: 1,
        selling_price: 2,
        created_at: "2025-01-01T00:00:00.000Z",
        updated_at: "2025-01-01T00:00:00.000Z",
      }),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("keeps the FTS index in step with inserts, updates and deletes", async () => {
    await knex("brands").insert({ id: 1, name: "Bosch" });
    const row = {
      category_id: 1,
      brand_id: 1,
      cost_price: 1,
      selling_price: 2,
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
    };
    await knex("products").insert({
      ...row,
      id: 10,
      name: "Pastilla cerámica",
      sku: "FRE-10",
      notes: "delantera",
    });
    expect(await ftsMatches("ceramica")).toEqual([10]);
    await knex("products").where({ id: 10 }).update({ name: "Zapata trasera" });
    expect(await ftsMatches("ceramica")).toEqual([]);
    expect(await ftsMatches("zapata")).toEqual([10]);
    await knex("products").where({ id: 10 }).delete();
    expect(await ftsMatches("zapata")).toEqual([]);
  });
});
