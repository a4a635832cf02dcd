// The same upgrade of a database holding SKUs and usernames that differ only by letter case or by
// their normalised spelling, on PostgreSQL (whose lower() folds more than SQLite's).
import { afterAll, beforeAll, it } from "vitest";
import type { Knex } from "knex";
import { openDatabase } from "../../bff/src/db/open-database";
import { upgradeWithDuplicateKeys } from "../../bff/src/db/__tests__/duplicate-keys-upgrade";
import { createEmptyDatabase, dropDatabase } from "../contract/targets/bff-postgres";

let url = "";
let knex: Knex | null = null;

beforeAll(async () => {
  url = await createEmptyDatabase("duplicate_keys");
  knex = openDatabase({ databaseFile: "", databaseUrl: url });
});

afterAll(async () => {
  await knex?.destroy();
  if (url) await dropDatabase(url);
});

it("renames the later duplicates before the unique index instead of failing the upgrade", async () => {
  await upgradeWithDuplicateKeys(knex!);
});
