import type { Knex } from "knex";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../security/password";
import { seedIfEmpty } from "../seed";
import { closeScratchDatabase, openScratchDatabase } from "./scratch-database";

let knex: Knex;
beforeEach(async () => {
  knex = await openScratchDatabase("bff-seed-");
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await closeScratchDatabase(knex);
});

const count = async (table: string) => Number((await knex(table).count<{ n: number }[]>("* as n"))[0]?.n);

describe("production seed", () => {
  it("creates only the admin account with ADMIN_PASSWORD, plus the label presets", async () => {
    vi.stubEnv("ADMIN_PASSWORD", "clave-segura-1");
    // The production cost, not the test runner's cheaper one (vitest.config.ts).
    vi.stubEnv("PASSWORD_HASH_COST", undefined);
    await seedIfEmpty(knex, "production");
    const users = await knex("users").select("username", "role", "password_hash");
    expect(users.map((u) => [u.username, u.role])).toEqual([["admin", "admin"]]);
    expect(await verifyPassword("clave-segura-1", users[0].password_hash)).toBe(true);
    expect(users[0].password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await count("products")).toBe(0);
    expect(await count("label_templates")).toBeGreaterThan(0);
    expect(await count("label_sizes")).toBeGreaterThan(0);
  });

  it("prints a generated password once when ADMIN_PASSWORD is not set, and never seeds twice", async () => {
    vi.stubEnv("ADMIN_PASSWORD", "");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await seedIfEmpty(knex, "production");
    expect(log).toHaveBeenCalledTimes(1);
    const printed = String(log.mock.calls[0]?.[0]).match(/admin \/ (\S+)/)?.[1] ?? "";
    const [admin] = await knex("users").select("password_hash");
    expect(await verifyPassword(printed, admin.password_hash)).toBe(true);
    await seedIfEmpty(knex, "demo");
    expect(await count("users")).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
