// Vitest's global setup: one SQLite file migrated and seeded with the demo data, once per run. Every
// test app and contract target that starts over the demo seed copies it (seeded-copy.ts) instead of
// running every migration and the seed again, as the PostgreSQL run copies its template database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, prepareDatabase } from "../../../bff/src/db/open-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, demo-seeded SQLite file, copied by each test that starts from the demo seed. */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // The template's demo accounts are hashed here, in the main process, at the run's test cost.
  process.env.PASSWORD_HASH_COST ??= String(project.config.env?.PASSWORD_HASH_COST ?? "12");
  const dir = mkdtempSync(join(tmpdir(), "sqlite-template-"));
  const file = join(dir, "app.db");
  const knex = openDatabase({ databaseFile: file });
  try {
    await prepareDatabase(knex, "demo");
  } finally {
    // Closing the last connection folds the write-ahead log into the file: the file alone is whole.
    await knex.destroy();
  }
  project.provide("sqliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
