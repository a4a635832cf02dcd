// A full-text index of vehicle model names on SQLite. A product search asks which models its words
// name (rules/vehicle-search.ts needs whole words, so a model is a candidate only when one of its
// words is a search word); without this index every search scanned all models with instr().
// Accents and case are folded as in the product index. PostgreSQL keeps its strpos() scan.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw(`CREATE VIRTUAL TABLE vehicles_fts USING fts5(
    name, content='vehicles', content_rowid='id', tokenize = "unicode61 remove_diacritics 2"
  )`);
  await knex.raw("INSERT INTO vehicles_fts (vehicles_fts) VALUES ('rebuild')");
  await knex.raw(`CREATE TRIGGER vehicles_fts_insert AFTER INSERT ON vehicles BEGIN
    INSERT INTO vehicles_fts (rowid, name) VALUES (new.id, new.name);
  END`);
  await knex.raw(`CREATE TRIGGER vehicles_fts_delete AFTER DELETE ON vehicles BEGIN
    INSERT INTO vehicles_fts (vehicles_fts, rowid, name) VALUES ('delete', old.id, old.name);
  END`);
  await knex.raw(`CREATE TRIGGER vehicles_fts_update AFTER UPDATE ON vehicles
    WHEN old.id IS NOT new.id OR old.name IS NOT new.name BEGIN
    INSERT INTO vehicles_fts (vehicles_fts, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO vehicles_fts (rowid, name) VALUES (new.id, new.name);
  END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  for (const trigger of ["insert", "delete", "update"])
    await knex.raw(`DROP TRIGGER IF EXISTS vehicles_fts_${trigger}`);
  await knex.raw("DROP TABLE IF EXISTS vehicles_fts");
}
