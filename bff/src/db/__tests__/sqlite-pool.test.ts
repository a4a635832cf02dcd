import { join } from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnex } from "../knex";
import { preparedRows, withReadConnection } from "../sqlite-pool";
import { closeScratchDatabase, openScratchDatabase, scratchFolder } from "./scratch-database";

let knex: Knex;
beforeAll(async () => {
  knex = await openScratchDatabase("bff-pool-");
});
afterAll(() => closeScratchDatabase(knex));

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

describe("prepared reads", () => {
  const categoryNamed = (db: Knex, name: string) =>
    preparedRows<{ name: string }>(db, db("categories").where({ name }).select("name"));

  it("answer what the query builder answers, and what was committed since", async () => {
    await knex("categories").insert({ name: "Suspensión" });
    expect(await categoryNamed(knex, "Suspensión")).toEqual([{ name: "Suspensión" }]);
    await knex("categories").where({ name: "Suspensión" }).update({ name: "Suspensión delantera" });
    // The same statement, prepared once, runs again and sees the change.
    expect(await categoryNamed(knex, "Suspensión")).toEqual([]);
    expect(await categoryNamed(knex, "Suspensión delantera")).toEqual([{ name: "Suspensión delantera" }]);
    // A kept statement holds no read transaction open between runs: a full checkpoint goes through.
    expect(await knex.raw("PRAGMA wal_checkpoint(TRUNCATE)")).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
  });

  it("inside a transaction read what the transaction wrote", async () => {
    await knex
      .transaction(async (trx) => {
        await trx("categories").insert({ name: "Escapes" });
        expect(await categoryNamed(trx, "Escapes")).toEqual([{ name: "Escapes" }]);
        expect(await categoryNamed(knex, "Escapes")).toEqual([]);
        await trx.rollback();
      })
      .catch(() => undefined);
    expect(await categoryNamed(knex, "Escapes")).toEqual([]);
  });

  it("reject a failing statement and keep working", async () => {
    await expect(preparedRows(knex, knex("no_such_table").select("id"))).rejects.toThrow(/no such table/);
    await expect(preparedRows(knex, knex("no_such_table").select("id"))).rejects.toThrow(/no such table/);
    expect(await categoryNamed(knex, "Frenos")).toEqual([{ name: "Frenos" }]);
  });

  it("let the pool close its connections (their statements are finalized first)", async () => {
    const file = join(scratchFolder(knex), "closing.db");
    const other = createKnex(file);
    await other.raw("CREATE TABLE parts (name TEXT)");
    await other("parts").insert({ name: "Filtro" });
    const read = () => preparedRows<{ name: string }>(other, other("parts").select("name"));
    expect(await Promise.all(Array.from({ length: 8 }, read))).toEqual(
      Array.from({ length: 8 }, () => [{ name: "Filtro" }]),
    );
    await other.destroy();
    // Leaving WAL mode needs the only connection to the file: a reader the pool failed to close
    // (SQLite refuses while a statement is unfinalized) would keep it in WAL mode.
    const alone = createKnex(file);
    try {
      expect(await alone.raw("PRAGMA journal_mode = DELETE")).toEqual([{ journal_mode: "delete" }]);
    } finally {
      await alone.destroy();
    }
  });
});
