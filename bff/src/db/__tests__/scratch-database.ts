// A SQLite file in a fresh temporary folder for one test file or one test; closing it removes the
// folder, so no run leaves databases behind.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Knex } from "knex";
import { createKnex, migrateToLatest } from "../knex";

const folders = new WeakMap<Knex, string>();

/** Opens a new database in a folder named from `prefix`, migrated to the latest unless told not to. */
export async function openScratchDatabase(prefix: string, { migrated = true } = {}): Promise<Knex> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const knex = createKnex(join(dir, "app.db"));
  folders.set(knex, dir);
  if (migrated) await migrateToLatest(knex);
  return knex;
}

export async function closeScratchDatabase(knex: Knex): Promise<void> {
  await knex.destroy();
  const dir = folders.get(knex);
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** The folder of a scratch database, for other files a test puts beside it. */
export function scratchFolder(knex: Knex): string {
  const dir = folders.get(knex);
  if (!dir) throw new Error("not a scratch database");
  return dir;
}

/** Runs `use` over a new, empty database (it builds the schema it needs), then closes it. */
export async function withScratchDatabase(prefix: string, use: (knex: Knex) => Promise<void>): Promise<void> {
  const knex = await openScratchDatabase(prefix, { migrated: false });
  try {
    await use(knex);
  } finally {
    await closeScratchDatabase(knex);
  }
}
