// One knex instance per app over one SQLite file: a writer connection and a pool of readers, with
// the pragmas set on every connection (sqlite-pool.ts).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Knex } from "knex";
import { migrationSource } from "./migration-source";
import { createSqliteKnex } from "./sqlite-pool";

export function createKnex(databaseFile: string): Knex {
  if (databaseFile !== ":memory:") mkdirSync(dirname(databaseFile), { recursive: true });
  return createSqliteKnex(databaseFile);
}

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
