// A backup is not a master key: nothing in an archive's database, signed with anything the archive
// holds, gives a working session cookie; the live database keeps session ids only as hashes; the
// archive is readable by its owner alone.
import { mkdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { sign } from "@fastify/cookie";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { extract } from "tar";
import { withSqliteFile } from "../sqlite-file";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Every text value of every table in a SQLite file: where a secret or a session id could hide. */
async function everyText(file: string): Promise<string[]> {
  return withSqliteFile(file, async (db) => {
    const tables = await db.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%'",
    );
    const values: string[] = [];
    for (const { name } of tables)
      for (const row of await db.all<Record<string, unknown>>(`SELECT * FROM "${name}"`))
        for (const value of Object.values(row)) if (typeof value === "string") values.push(value);
    return values;
  });
}

const cookieOf = (sid: string, secret: string) => `sid=${encodeURIComponent(sign(sid, secret))}`;

describe("a backup hands out no sessions", () => {
  it("no session id or secret in an archive's database yields a working cookie", async () => {
    t = await createTestApp();
    const cookie = await login(t.app, ...ADMIN);
    const made = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
    expect(made.statusCode, made.body).toBe(201);
    const archive = join(t.dir, "backups", made.json<{ name: string }>().name);
    const unpacked = join(t.dir, "unpacked");
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked });
    const database = join(unpacked, "database.sqlite");

    const texts = await everyText(database);
    const sessionIds = await withSqliteFile(database, (db) =>
      db.all<{ sid: string }>("SELECT sid FROM sessions"),
    );
    // The attack: every stored session id signed with every value that could be the secret.
    const secrets = texts.filter((v) => v.length >= 32);
    const tried = new Set<string>();
    for (const { sid } of sessionIds)
      for (const secret of secrets) {
        const forged = cookieOf(sid, secret);
        if (tried.has(forged)) continue;
        tried.add(forged);
        const res = await t.app.inject(as(forged, { method: "GET", url: "/api/user" }));
        expect(res.statusCode, `sesión ${sid} firmada con un valor de la copia`).toBe(401);
      }

    // Nor does the raw file hold the live secret or the live session id anywhere, free pages included.
    const raw = await readFile(database);
    const liveSid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0]!;
    const liveSecret = await withSqliteFile(t.options.databaseFile, (db) =>
      db.all<{ value: string }>("SELECT value FROM local_secrets WHERE key = 'session_secret'"),
    );
    expect(liveSecret[0]?.value.length).toBeGreaterThanOrEqual(32);
    expect(raw.includes(Buffer.from(liveSecret[0]!.value))).toBe(false);
    expect(raw.includes(Buffer.from(liveSid))).toBe(false);
    // The signed-in admin is still signed in: the backup ended nobody's session.
    expect((await t.app.inject(as(cookie, { method: "GET", url: "/api/user" }))).statusCode).toBe(200);
  }, 60_000);

  it("the live database keeps only a hash of each session id", async () => {
    t = await createTestApp();
    const cookie = await login(t.app, ...ADMIN);
    const liveSid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0]!;
    const stored = await withSqliteFile(t.options.databaseFile, (db) =>
      db.all<{ sid: string }>("SELECT sid FROM sessions"),
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((r) => r.sid)).not.toContain(liveSid);
    const raw = await readFile(t.options.databaseFile);
    expect(raw.includes(Buffer.from(liveSid))).toBe(false);
    const secret = await withSqliteFile(t.options.databaseFile, (db) =>
      db.all<{ value: string }>("SELECT value FROM local_secrets"),
    );
    // A stored value signed with the real secret is no cookie either.
    for (const { sid } of stored) {
      const res = await t.app.inject(
        as(cookieOf(sid, secret[0]!.value), { method: "GET", url: "/api/user" }),
      );
      expect(res.statusCode).toBe(401);
    }
  }, 60_000);

  it("writes the archive and its manifest readable by the owner only (0600)", async () => {
    t = await createTestApp();
    const cookie = await login(t.app, ...ADMIN);
    const made = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
    const name = made.json<{ name: string }>().name;
    expect((await stat(join(t.dir, "backups", name))).mode & 0o777).toBe(0o600);
    expect((await stat(join(t.dir, "backups", name.replace(/\.tar\.gz$/, ".json")))).mode & 0o777).toBe(
      0o600,
    );
  }, 60_000);
});
