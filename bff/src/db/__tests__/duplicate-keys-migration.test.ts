// An existing SQLite shop database with SKUs and usernames that differ only by letter case or by
// their normalised spelling upgrades without failing (see duplicate-keys-upgrade.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { createKnex } from "../knex";
import { upgradeWithDuplicateKeys } from "./duplicate-keys-upgrade";

it("renames the later duplicates before the unique index instead of failing the upgrade", async () => {
  const dir = await mkdtemp(join(tmpdir(), "duplicate-keys-"));
  const knex = createKnex(join(dir, "old.db"));
  try {
    await upgradeWithDuplicateKeys(knex);
    expect((await knex.raw("PRAGMA integrity_check")) as unknown).toEqual([{ integrity_check: "ok" }]);
  } finally {
    await knex.destroy();
    await rm(dir, { recursive: true, force: true });
  }
});
