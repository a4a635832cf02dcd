// The shop's words migration 20250101001620_search_synonyms.ts gives a new database (a frozen copy of
// rules/search-synonyms.ts `SEEDED_SYNONYMS` at that time): a later change of the live list is a
// migration of its own, not a silent change of what an old one wrote.
export const SEEDED_SYNONYMS_2025_01: readonly string[] = [
  "balata = pastilla de freno",
  "candela = bujía",
  "shock = amortiguador",
  "mofle = silenciador",
  "clutch = embrague",
  "banda = correa",
];
