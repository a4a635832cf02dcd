// The shop's words (rules/search-synonyms.ts), one JSON row of the key/value settings table that
// migrations/20250101001620_search_synonyms.ts seeds.
import type { Knex } from "knex";
import type { SearchSynonymsRepository } from "../../../server/store/search-synonyms-repository";
import { jsonSetting } from "./json-setting";

/** The stored lines; anything that is not a list of strings reads as none. */
function storedLines(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((line): line is string => typeof line === "string") : [];
}

export function createSearchSynonymsRepository(db: Knex): SearchSynonymsRepository {
  return jsonSetting(db, "search_synonyms", storedLines);
}
