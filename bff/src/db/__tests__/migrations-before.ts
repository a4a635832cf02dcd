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
