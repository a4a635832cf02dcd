// Step one of a backup: a consistent copy of the live database into the staging folder, with the
// migrations it is at and the counts the list shows. SQLite: the online backup API over a
// connection of its own (never a file copy of a WAL database); PostgreSQL: pg_dump. Neither holds
// the session secret or the sessions (secret-tables.ts).
import { join } from "node:path";
import type { Knex } from "knex";
import {
  COUNTED_TABLES,
  PG_DUMP_FILE,
  SQLITE_FILE,
  type BackupContents,
  type BackupEngine,
} from "./manifest";
import { pgDump } from "./pg-tools";
import { scrubSqliteCopy } from "./secret-tables";
import { withSqliteFile, type SqliteFile } from "./sqlite-file";

export type DatabaseSource =
  { engine: "sqlite"; file: string } | { engine: "postgresql"; url: string; knex: Knex };

export interface Snapshot {
  engine: BackupEngine;
  /** Name of the copy inside the staging folder. */
  file: string;
  migrations: string[];
  counts: Omit<BackupContents, "images" | "imageBytes">;
}

async function sqliteCounts(db: SqliteFile): Promise<Snapshot["counts"]> {
  const tables = new Set(
    (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map(
      (r) => r.name,
    ),
  );
  const count = async (table: string) =>
    tables.has(table)
      ? Number((await db.all<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`))[0]?.n ?? 0)
      : 0;
  const counts = {} as Snapshot["counts"];
  for (const [key, table] of Object.entries(COUNTED_TABLES))
    counts[key as keyof Snapshot["counts"]] = await count(table);
  return counts;
}

async function sqliteMigrations(db: SqliteFile): Promise<string[]> {
  const rows = await db
    .all<{ name: string }>("SELECT name FROM knex_migrations ORDER BY id")
    .catch(() => [] as Array<{ name: string }>);
  return rows.map((r) => r.name);
}

/** Facts about a SQLite file the checks and the list need. */
export function describeSqlite(file: string): Promise<{ migrations: string[]; counts: Snapshot["counts"] }> {
  return withSqliteFile(file, async (db) => ({
    migrations: await sqliteMigrations(db),
    counts: await sqliteCounts(db),
  }));
}

export async function snapshotDatabase(source: DatabaseSource, folder: string): Promise<Snapshot> {
  if (source.engine === "sqlite") {
    const target = join(folder, SQLITE_FILE);
    await withSqliteFile(source.file, (db) => db.copyTo(target));
    // One self-contained file: the copy leaves WAL mode, so it needs no -wal or -shm beside it.
    await withSqliteFile(target, (db) => db.exec("PRAGMA journal_mode = DELETE"), "write");
    await scrubSqliteCopy(target);
    return { engine: "sqlite", file: SQLITE_FILE, ...(await describeSqlite(target)) };
  }
  await pgDump(source.url, join(folder, PG_DUMP_FILE));
  const { knex } = source;
  const migrations = (await knex("knex_migrations").orderBy("id").pluck("name")) as string[];
  const counts = {} as Snapshot["counts"];
  for (const [key, table] of Object.entries(COUNTED_TABLES)) {
    const row = (
      await knex(table)
        .count<{ n: number }[]>("* as n")
        .catch(() => [{ n: 0 }])
    )[0];
    counts[key as keyof Snapshot["counts"]] = Number(row?.n ?? 0);
  }
  return { engine: "postgresql", file: PG_DUMP_FILE, migrations, counts };
}
