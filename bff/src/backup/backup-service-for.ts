// The backup service of a Knex instance: its engine and database are read from the instance's own
// configuration, so the server, the command-line scripts and tests build it the same way.
import { dirname, join } from "node:path";
import type { Knex } from "knex";
import { DEFAULT_BACKUP_KEEP } from "../../../rules/backups";
import { isPostgres } from "../db/dialect";
import { createBackupService, type BackupService, type BackupServiceOptions } from "./backup-service";
import type { DatabaseSource } from "./snapshot";

type Connection = { filename?: string; connectionString?: string } | string | undefined;

export function databaseSourceOf(knex: Knex): DatabaseSource {
  const connection = (knex.client as { config: { connection?: Connection } }).config.connection;
  if (isPostgres(knex)) {
    const url = typeof connection === "string" ? connection : connection?.connectionString;
    if (!url) throw new Error("PostgreSQL connection without a URL");
    return { engine: "postgresql", url, knex };
  }
  const file = typeof connection === "object" ? connection.filename : undefined;
  if (!file) throw new Error("SQLite connection without a file");
  return { engine: "sqlite", file };
}

/** BACKUP_DIR's default: `backups` beside the SQLite file (data/backups), else data/backups. */
export function defaultBackupDir(source: DatabaseSource): string {
  return source.engine === "sqlite" && source.file !== ":memory:"
    ? join(dirname(source.file), "backups")
    : join("data", "backups");
}

export function backupServiceFor(
  knex: Knex,
  options: { uploadsDir: string; backupDir?: string; keep?: number; log?: BackupServiceOptions["log"] },
): BackupService {
  const source = databaseSourceOf(knex);
  return createBackupService({
    source,
    knex,
    uploadsDir: options.uploadsDir,
    backupDir: options.backupDir ?? defaultBackupDir(source),
    keep: options.keep ?? DEFAULT_BACKUP_KEEP,
    log: options.log,
  });
}
