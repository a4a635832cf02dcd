// One knex instance per app over one SQLite file, with the pragmas set on every pooled connection.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import knexFactory, { type Knex } from "knex";
import { migrationSource } from "./migration-source";

interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

const PRAGMAS = [
  "PRAGMA journal_mode = WAL",
  "PRAGMA foreign_keys = ON",
  "PRAGMA synchronous = FULL",
  "PRAGMA busy_timeout = 5000",
].join(";\n");

export function createKnex(databaseFile: string): Knex {
  if (databaseFile !== ":memory:") mkdirSync(dirname(databaseFile), { recursive: true });
  return knexFactory({
    client: "sqlite3",
    connection: { filename: databaseFile },
    useNullAsDefault: true,
    pool: {
      // SQLite allows one writer; a single connection serializes writes instead of hitting SQLITE_BUSY.
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void) => {
        conn.exec(PRAGMAS, (error) => done(error, conn));
      },
    },
  });
}

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
