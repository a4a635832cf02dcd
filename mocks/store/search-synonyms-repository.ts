// The shop's words in memory: the seeded lines until an Administrador saves others, again after
// each reset.
import { SEEDED_SYNONYMS } from "../../rules/search-synonyms";
import type { SearchSynonymsRepository } from "../../server/store/search-synonyms-repository";
import { onMockDbReset } from "../db";

let lines = [...SEEDED_SYNONYMS];
onMockDbReset(() => {
  lines = [...SEEDED_SYNONYMS];
});

export const searchSynonyms: SearchSynonymsRepository = {
  get: async () => [...lines],
  async save(next) {
    lines = [...next];
    return [...lines];
  },
};
