// The shop's words (rules/search-synonyms.ts), one JSON row of the key/value settings table that
// migrations/20250101001620_search_synonyms.ts seeds.
import type { Knex } from "knex";
import type { SearchSynonymsRepository } from "../../../server/store";

const KEY = "search_synonyms";

export function createSearchSynonymsRepository(db: Knex): SearchSynonymsRepository {
  async function get(): Promise<string[]> {
    const row = await db("settings").where({ key: KEY }).first<{ value: string } | undefined>("value");
    const lines: unknown = row ? JSON.parse(row.value) : [];
    return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === "string") : [];
  }

  return {
    get,
    async save(lines) {
      await db("settings")
        .insert({ key: KEY, value: JSON.stringify(lines) })
        .onConflict("key")
        .merge();
      return get();
    },
  };
}
