// An existing SQLite shop database with SKUs and usernames that differ only by letter case or by
// their normalised spelling upgrades without failing (see duplicate-keys-upgrade.ts).
import { expect, it } from "vitest";
import { upgradeWithDuplicateKeys } from "./duplicate-keys-upgrade";
import { withScratchDatabase } from "./scratch-database";

it("renames the later duplicates before the unique index instead of failing the upgrade", () =>
  withScratchDatabase("duplicate-keys-", async (knex) => {
    await upgradeWithDuplicateKeys(knex);
    expect((await knex.raw("PRAGMA integrity_check")) as unknown).toEqual([{ integrity_check: "ok" }]);
  }));
