// Group commit on a real SQLite file: writes sent together commit together, a refusal undoes only
// its own write, and a failure undoes none of the others' work for good (they are written again).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { groupedWrite, WriteRefusal } from "../grouped-writes";
import { createKnex, migrateToLatest } from "../knex";

let dir = "";
let knex: Knex;
const commits: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "bff-groups-"));
  knex = createKnex(join(dir, "app.db"));
  await migrateToLatest(knex);
  knex.on("query", (query: { sql: string }) => {
    if (/^commit/i.test(query.sql.trim())) commits.push(query.sql);
  });
});
afterAll(async () => {
  await knex.destroy();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await knex("categories").del();
  commits.length = 0;
});

const names = async () =>
  (await knex("categories").orderBy("name").select<{ name: string }[]>("name")).map((row) => row.name);

const addCategory = (name: string) =>
  groupedWrite(knex, async (trx) => {
    const [row] = await trx("categories").insert({ name }).returning("id");
    return Number((row as { id: number }).id);
  });

describe("grouped writes on SQLite", () => {
  it("commits writes sent at once in fewer commits than writes, each answered with its own result", async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_unused, i) => addCategory(`Grupo ${i}`)));
    expect(new Set(ids).size).toBe(20);
    expect(await names()).toHaveLength(20);
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.length).toBeLessThan(20);
  });

  it("undoes only the write that refuses itself; the others beside it are committed", async () => {
    class Refused extends WriteRefusal {}
    const results = await Promise.allSettled([
      addCategory("Frenos"),
      groupedWrite(knex, async (trx) => {
        await trx("categories").insert({ name: "Rechazada" });
        throw new Refused("no");
      }),
      addCategory("Filtros"),
      addCategory("Motor"),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Refused);
    expect(await names()).toEqual(["Filtros", "Frenos", "Motor"]);
  });

  it("gives a failing write its error and writes the others all the same", async () => {
    await knex("categories").insert({ name: "Ocupada" });
    const results = await Promise.allSettled([
      addCategory("Frenos"),
      addCategory("Filtros"),
      addCategory("Ocupada"), // the unique name index refuses it
      addCategory("Motor"),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/i);
    expect(await names()).toEqual(["Filtros", "Frenos", "Motor", "Ocupada"]);
  });
});
