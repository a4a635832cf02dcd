// The product search condition in the engine's own full-text search: FTS5 on SQLite, a tsvector
// GIN index on PostgreSQL. Both implement rules/product-search.ts, so the answers are the same.
import type { Knex } from "knex";
import { toFtsQuery } from "../../../../rules/product-search";
import { isPostgres } from "../../db/dialect";
import { PG_SEARCH_SQL, pgSearchRank, toPgTsQuery } from "./pg-product-search";

export interface SqlCondition {
  sql: string;
  bindings: string[];
}

/** SQL true for the products `p` that match `search`; null when the search matches everything. */
export function productSearchCondition(db: Knex, search: string | undefined): SqlCondition | null {
  if (!search) return null;
  if (isPostgres(db)) {
    const tsquery = toPgTsQuery(search);
    return tsquery ? { sql: PG_SEARCH_SQL, bindings: [tsquery] } : null;
  }
  const fts = toFtsQuery(search);
  return fts
    ? { sql: "p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)", bindings: [fts] }
    : null;
}

/**
 * The search's rank as an ORDER BY term (exact SKU or barcode, then names that start with it, then
 * the rest) for the engines whose pages are not planned by sqlite-product-page.ts; null when the
 * search has no terms (the list is then in name order, as on SQLite).
 */
export function productSearchRank(db: Knex, search: string | undefined): SqlCondition | null {
  if (!search || !isPostgres(db) || !toPgTsQuery(search)) return null;
  return pgSearchRank(search);
}
