// Upgrading a database made when session ids were stored as they are and the cookie secret sat in
// `settings` (as every archive made before holds them): the secret goes and every session ends, so
// neither such an archive nor the upgraded file's leftovers can be made into a cookie.
import { expect, it } from "vitest";
import { migrationSource } from "../migration-source";
import { migrationsBefore } from "./migrations-before";
import { withScratchDatabase } from "./scratch-database";

it("ends the raw-id sessions and removes the secret from settings", () =>
  withScratchDatabase("local-secrets-migration-", async (knex) => {
    await knex.migrate.latest({
      migrationSource: migrationsBefore("20250101001400_local_secrets_hashed_sessions"),
    });
    await knex("users").insert({
      id: 1,
      name: "Admin",
      username: "admin",
      email: "admin@taller.local",
      password_hash: "x",
      role: "admin",
      created_at: "2024-03-01T10:00:00.000Z",
    });
    const now = Date.now();
    await knex("sessions").insert({
      sid: "raw-session-id",
      user_id: 1,
      expires_at: now + 3_600_000,
      data: "{}",
    });
    await knex("settings").insert([
      { key: "session_secret", value: "s".repeat(64) },
      { key: "backup.schedule", value: "weekly" },
    ]);
    await knex.migrate.latest({ migrationSource });
    expect(await knex("sessions").count<{ n: number }[]>("* as n")).toEqual([{ n: 0 }]);
    // Later migrations add rows of their own (the shop's search words): only these two matter here.
    const keys = await knex("settings").pluck("key");
    expect(keys).toContain("backup.schedule");
    expect(keys).not.toContain("session_secret");
    expect(await knex("local_secrets").pluck("key")).toEqual([]);
  }));
