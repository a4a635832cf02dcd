import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnex, migrateToLatest } from "../knex";
import { withReadConnection } from "../sqlite-pool";

let dir = "";
let knex: Knex;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "bff-pool-"));
  knex = createKnex(join(dir, "app.db"));
  await migrateToLatest(knex);
});
afterAll(async () => {
  await knex.destroy();
  await rm(dir, { recursive: true, force: true });
});

const names = async () =>
  (await knex("categories").orderBy("name").select<{ name: string }[]>("name")).map((row) => row.name);

describe("SQLite readers beside one writer", () => {
  it("answers reads while a write transaction is still open, and shows its rows once committed", async () => {
    const trx = await knex.transaction();
    await trx("categories").insert({ name: "Frenos" });
    // With one shared connection this read would wait for the transaction forever.
    expect(await names()).toEqual([]);
    expect(await knex.raw("SELECT count(*) AS n FROM categories")).toEqual([{ n: 0 }]);
    await trx.commit();
    expect(await names()).toEqual(["Frenos"]);
  });

  it("serializes concurrent writes instead of failing with SQLITE_BUSY", async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? knex.transaction(async (trx) => {
              await trx("brands").insert({ name: `Marca ${i}` });
              await trx("brands")
                .where({ name: `Marca ${i}` })
                .update({ country: "Colombia" });
            })
          : knex("brands").insert({ name: `Marca ${i}`, country: "Colombia" }),
      ),
    );
    const rows = await knex("brands").where({ country: "Colombia" }).count<{ n: number }[]>("* as n");
    expect(rows[0]?.n).toBe(12);
  });

  it("lends one reader connection for statements that share a temporary table", async () => {
    const seen = await withReadConnection(knex, async (connection) => {
      await knex
        .raw("CREATE TEMP TABLE IF NOT EXISTS picked (id INTEGER PRIMARY KEY)")
        .connection(connection);
      await knex.raw("INSERT INTO temp.picked SELECT id FROM brands").connection(connection);
      const rows = (await knex.raw("SELECT count(*) AS n FROM temp.picked").connection(connection)) as {
        n: number;
      }[];
      await knex.raw("DROP TABLE temp.picked").connection(connection);
      return rows[0]?.n;
    });
    expect(seen).toBe(12);
  });
});
