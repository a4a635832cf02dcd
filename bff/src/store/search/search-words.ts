// The search's vocabulary (rules/search-plan.ts looks plurals and corrections up in it): on SQLite
// the fts5vocab table over the full-text index, on PostgreSQL the word counts triggers keep
// (migrations/20250101001400_product_search_fields.ts). Both compare words bytewise, so a prefix
// is the range [prefix, prefix + U+10FFFF).
import type { Knex } from "knex";
import type { VocabularyWord } from "../../../../rules/search-plan";
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
