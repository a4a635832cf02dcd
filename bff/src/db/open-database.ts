// Which engine the BFF runs on: PostgreSQL when DATABASE_URL is a postgres:// URL (a chain of shops,
// several BFF processes on one database), otherwise the SQLite file (one shop, one machine).
import type { Knex } from "knex";
import { isPostgres } from "./dialect";
import { createKnex, migrateToLatest } from "./knex";
import { createPgKnex, isPostgresUrl, syncIdSequences, withStartupLock } from "./pg-knex";
import { seedIfEmpty, type SeedMode } from "./seed";

export interface DatabaseOptions {
  databaseFile: string;
  /** postgres://… selects PostgreSQL; anything else (or nothing) keeps SQLite. */
  databaseUrl?: string | null;
}

export function openDatabase(options: DatabaseOptions): Knex {
  return isPostgresUrl(options.databaseUrl)
    ? createPgKnex(options.databaseUrl)
    : createKnex(options.databaseFile);
}

/** Migrates and, when empty, seeds; on PostgreSQL one process at a time. */
export async function prepareDatabase(knex: Knex, seed: SeedMode): Promise<void> {
  const work = async () => {
    await migrateToLatest(knex);
    await seedIfEmpty(knex, seed);
    if (isPostgres(knex)) await syncIdSequences(knex);
  };
  if (isPostgres(knex)) await withStartupLock(knex, work);
  else await work();
}
