// What the search's corrections ask (rules/search-plan.ts): whether one term matches anything, and
// the vocabulary the corrections are looked up in: on SQLite
// the fts5vocab table over the full-text index, on PostgreSQL the word counts triggers keep
// (migrations/20250101001500_product_search_fields.ts). Both compare words bytewise, so a prefix
// is the range [prefix, prefix + U+10FFFF).
import type { Knex } from "knex";
import { toFtsQuery } from "../../../../rules/product-search";
import type { TermPlan, VocabularyWord } from "../../../../rules/search-plan";
import { toPgTsQuery } from "./pg-product-search";
import { isPostgres } from "../../db/dialect";

const AFTER_PREFIX = "\u{10FFFF}";

export async function searchWords(db: Knex, prefix: string): Promise<VocabularyWord[]> {
  const sql = isPostgres(db)
    ? "SELECT word, docs FROM product_search_words WHERE word >= ? AND word < ?"
    : "SELECT term AS word, doc AS docs FROM products_fts_words WHERE term >= ? AND term < ?";
  const rows = (await db.raw(sql, [prefix, prefix + AFTER_PREFIX])) as unknown;
  const list = (isPostgres(db) ? (rows as { rows: unknown[] }).rows : rows) as {
    word: string;
    docs: number;
  }[];
  return list.map((row) => ({ word: row.word, docs: Number(row.docs) }));
}

/** True when one term (with its alternative words) matches some product. */
export async function searchMatches(db: Knex, term: TermPlan): Promise<boolean> {
  if (isPostgres(db)) {
    const tsquery = toPgTsQuery(term.term, [term]);
    if (!tsquery) return false;
    const result = (await db.raw("SELECT 1 FROM products AS p WHERE p.search_vector @@ ?::tsquery LIMIT 1", [
      tsquery,
    ])) as { rows: unknown[] };
    return result.rows.length > 0;
  }
  const fts = toFtsQuery(term.term, [term]);
  if (!fts) return false;
  const rows = (await db.raw("SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT 1", [
    fts,
  ])) as unknown[];
  return rows.length > 0;
}
