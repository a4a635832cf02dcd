// The migrations a database made before `name` has run: to build an older database in a test,
// insert what it held, and then migrate to the latest.
import type { Knex } from "knex";
import { migrationSource } from "../migration-source";

export function migrationsBefore(name: string): Knex.MigrationSource<string> {
  return {
    ...migrationSource,
    getMigrations: async () => (await migrationSource.getMigrations([])).filter((m) => m < name),
  };
}

/** Migrates to just before `name` and adds what an older database's parts sit in: category 1, brand 1. */
export async function migrateToBefore(knex: Knex, name: string): Promise<void> {
  await knex.migrate.latest({ migrationSource: migrationsBefore(name) });
  await knex("categories").insert({ id: 1, name: "Frenos" });
  await knex("brands").insert({ id: 1, name: "Bosch" });
}

/** A products row of an older database, in that category and brand, made and last changed `at`. */
export function olderProduct(id: number, fields: Record<string, unknown>, at = "2024-03-01T10:00:00.000Z") {
  return { id, name: `Pieza ${id}`, category_id: 1, brand_id: 1, created_at: at, updated_at: at, ...fields };
}
