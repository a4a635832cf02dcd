// The backup service of a Knex instance: its engine and database are read from the instance's own
// configuration, so the server, the command-line scripts and tests build it the same way.
import { dirname, join } from "node:path";
import type { Knex } from "knex";
import { DEFAULT_BACKUP_KEEP } from "../../../rules/backups";
import { isPostgres } from "../db/dialect";
import { createBackupService, type BackupService, type BackupServiceOptions } from "./backup-service";
import type { DatabaseSource } from "./snapshot";

type Connection =
  | {
      filename?: string;
      connectionString?: string;
      host?: string;
      port?: number | string;
      user?: string;
      password?: string;
      database?: string;
    }
  | string
  | undefined;

function pgUrlOf(connection: Connection): string | null {
  if (typeof connection === "string") return connection;
  if (connection?.connectionString) return connection.connectionString;
  if (!connection?.database) return null;
  const auth = connection.user
    ? `${encodeURIComponent(connection.user)}${connection.password ? `:${encodeURIComponent(connection.password)}` : ""}@`
    : "";
  const port = connection.port ? `:${connection.port}` : "";
  return `postgres://${auth}${connection.host ?? "localhost"}${port}/${encodeURIComponent(connection.database)}`;
}

/** `databaseUrl`: DATABASE_URL as given (Knex keeps only its parts, without e.g. sslmode). */
function databaseSourceOf(knex: Knex, databaseUrl?: string | null): DatabaseSource {
  const connection = (knex.client as { config: { connection?: Connection } }).config.connection;
  if (isPostgres(knex)) {
    const url = databaseUrl || pgUrlOf(connection);
    if (!url) throw new Error("PostgreSQL connection without a URL");
    return { engine: "postgresql", url, knex };
  }
  const file = typeof connection === "object" ? connection.filename : undefined;
  if (!file) throw new Error("SQLite connection without a file");
  return { engine: "sqlite", file };
}

/** BACKUP_DIR's default: `backups` beside the SQLite file (data/backups), else data/backups. */
function defaultBackupDir(source: DatabaseSource): string {
  return source.engine === "sqlite" && source.file !== ":memory:"
    ? join(dirname(source.file), "backups")
    : join("data", "backups");
}

export function backupServiceFor(
  knex: Knex,
  options: {
    uploadsDir: string;
    databaseUrl?: string | null;
    backupDir?: string;
    keep?: number;
    log?: BackupServiceOptions["log"];
  },
): BackupService {
  const source = databaseSourceOf(knex, options.databaseUrl);
  return createBackupService({
    source,
    knex,
    uploadsDir: options.uploadsDir,
    backupDir: options.backupDir ?? defaultBackupDir(source),
    keep: options.keep ?? DEFAULT_BACKUP_KEEP,
    log: options.log,
  });
}
