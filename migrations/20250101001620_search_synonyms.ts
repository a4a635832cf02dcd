// The shop's words (issue 45): the lines of 'Configuración' → 'Inventario' that every product
// search applies, one JSON row of the key/value settings table. A database gets a few common ones
// (rules/search-synonyms.ts); an Administrador's own list replaces them.
import type { Knex } from "knex";
import { SEEDED_SYNONYMS } from "../rules/search-synonyms";

const KEY = "search_synonyms";

export async function up(knex: Knex): Promise<void> {
  await knex("settings")
    .insert({ key: KEY, value: JSON.stringify([...SEEDED_SYNONYMS]) })
    .onConflict("key")
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex("settings").where({ key: KEY }).delete();
}
