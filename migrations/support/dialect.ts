// The SQL spellings SQLite and PostgreSQL do not share that a migration needs. Migrations own this
// file (they never import the BFF); the BFF's repositories reach it through bff/src/db/dialect.ts.
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

/**
 * PostgreSQL SQL for `column` without its accents: decomposed (NFD) with the combining marks
 * dropped, as FTS5's remove_diacritics and rules/product-search.ts fold() do.
 */
export function pgWithoutAccents(column: string): string {
  return String.raw`regexp_replace(normalize(${column}, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]+', '', 'g')`;
}
