// The shop's words (issue 45): the lines of 'Configuración' → 'Inventario' that every product
// search applies, one JSON row of the key/value settings table. A database gets a few common ones
// (migrations/support/seeded-synonyms-2025-01.ts); an Administrador's own list replaces them.
import type { Knex } from "knex";
import { SEEDED_SYNONYMS_2025_01 } from "./support/seeded-synonyms-2025-01";

const KEY = "search_synonyms";

export async function up(knex: Knex): Promise<void> {
  await knex("settings")
    .insert({ key: KEY, value: JSON.stringify([...SEEDED_SYNONYMS_2025_01]) })
    .onConflict("key")
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex("settings").where({ key: KEY }).delete();
}
