// A write that breaks a unique index the operation's checks could not see (two requests racing for
// one name) answers 409 with the Spanish conflict message on both engines, never a 500.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, prepareDatabase } from "../../bff/src/db/open-database";
import { registerErrorHandler } from "../../bff/src/plugins/errors";
import { MESSAGES } from "../../rules/messages";
import { createEmptyDatabase, dropDatabase } from "../contract/targets/bff-postgres";

let dir = "";
let pgUrl = "";
const engines: { name: string; db: Knex }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "constraint-violation-"));
  pgUrl = await createEmptyDatabase("constraint");
  engines.push(
    { name: "SQLite", db: openDatabase({ databaseFile: join(dir, "app.db") }) },
    { name: "PostgreSQL", db: openDatabase({ databaseFile: "", databaseUrl: pgUrl }) },
  );
  for (const { db } of engines) await prepareDatabase(db, "production");
}, 120_000);

afterAll(async () => {
  for (const { db } of engines) await db.destroy();
  if (pgUrl) await dropDatabase(pgUrl);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** An app whose one route inserts a category straight into the table, as a racing request would. */
async function appOver(db: Knex): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  app.post<{ Body: { name: string } }>("/categories", async (request, reply) => {
    await db("categories").insert({ name: request.body.name });
    return reply.code(201).send({});
  });
  await app.ready();
  return app;
}

describe.each(["SQLite", "PostgreSQL"])("a unique violation on %s", (name) => {
  it("answers 409 with the conflict message, not 500", async () => {
    const { db } = engines.find((engine) => engine.name === name)!;
    const app = await appOver(db);
    const create = (title: string) =>
      app.inject({ method: "POST", url: "/categories", payload: { name: title } });
    expect((await create("Frenos")).statusCode, name).toBe(201);
    const duplicate = await create("FRENOS");
    expect(duplicate.statusCode, name).toBe(409);
    expect(duplicate.json(), name).toEqual({ message: MESSAGES.conflict });
    const rows = await db("categories").whereRaw("lower(name) = ?", ["frenos"]);
    expect(rows, name).toHaveLength(1);
    await app.close();
  });
});
