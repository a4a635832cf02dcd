// The few SQL spellings SQLite and PostgreSQL do not share, decided once. Repositories call these
// instead of writing an engine's dialect inline, so one query text serves both engines.
import type { Knex } from "knex";

/** True when the knex instance (or transaction) talks to PostgreSQL. */
export function isPostgres(db: Knex): boolean {
  const client = (db.client as { config?: { client?: unknown } }).config?.client;
  return client === "pg" || client === "postgres" || client === "postgresql";
}

/**
 * An ORDER BY term that sorts `column` as SQLite's NOCASE does: ASCII letters folded, every other
 * byte compared as it is. PostgreSQL's lower() under the "C" collation folds ASCII only, and the
 * "C" collation compares bytes, so both engines give the same order (and PostgreSQL can use an
 * index on the same expression).
 */
export function noCase(db: Knex, column: string): string {
  return isPostgres(db) ? `lower(${column} COLLATE "C")` : `${column} COLLATE NOCASE`;
}

/** SQL that is true when `column` contains the bound text (instr in SQLite, strpos in PostgreSQL). */
export function containsSql(db: Knex, column: string): string {
  return isPostgres(db) ? `strpos(${column}, ?) > 0` : `instr(${column}, ?) > 0`;
}
