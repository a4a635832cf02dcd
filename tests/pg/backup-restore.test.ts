// Backups on PostgreSQL: a copy made through the API (pg_dump) restores with pg_restore over a
// database changed since, giving back the data as it was; the database before the restore is kept
// aside as a dump.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { restoreArchive } from "../../bff/src/backup/restore";
import { buildApp } from "../../bff/src/app";
import { migrationSource } from "../../bff/src/db/migration-source";
import { openDatabase } from "../../bff/src/db/open-database";
import { ADMIN, as, login } from "../../bff/src/__tests__/test-app";
import { totpCode } from "../../rules/totp";
import { createDatabaseFromTemplate, dropDatabase } from "../contract/targets/bff-postgres";

let dir = "";
let url = "";
let app: FastifyInstance | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pg-backup-"));
  url = await createDatabaseFromTemplate("backup");
});

afterAll(async () => {
  await app?.close();
  if (url) await dropDatabase(url);
  if (dir) await rm(dir, { recursive: true, force: true });
});

it("backs up with pg_dump and restores the data as it was", async () => {
  const options = {
    databaseFile: "",
    databaseUrl: url,
    uploadsDir: join(dir, "uploads"),
    backupDir: join(dir, "backups"),
  };
  app = await buildApp({ ...options, seed: "demo" });
  const cookie = await login(app, ...ADMIN);
  // An account with a second factor: its secret is sealed under the installation's key.
  const enrolled = { username: "dospasospg", password: "Frase-Segura-De-Prueba-7", secret: "" };
  {
    const created = await app.inject(
      as(cookie, {
        method: "POST",
        url: "/api/users",
        payload: {
          username: enrolled.username,
          password: enrolled.password,
          name: "Dos Pasos",
          email: "dospasospg@repuestos.local",
          role: "sales",
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const own = await login(app, enrolled.username, enrolled.password);
    const started = await app.inject(as(own, { method: "POST", url: "/api/user/two-factor/enrolment" }));
    enrolled.secret = started.json<{ secret: string }>().secret;
    const confirmed = await app.inject(
      as(own, {
        method: "POST",
        url: "/api/user/two-factor/confirmation",
        payload: { code: await totpCode(enrolled.secret) },
      }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  {
    // Before the copy: a secret and a session (stored as a hash) are in the live database.
    const live = openDatabase(options);
    try {
      expect(((await live("local_secrets").pluck("key")) as string[]).sort()).toEqual([
        "session_secret",
        "totp_key",
      ]);
      const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0]!;
      const stored = (await live("sessions").pluck("sid")) as string[];
      expect(stored.length).toBeGreaterThan(0);
      expect(stored).not.toContain(sid);
    } finally {
      await live.destroy();
    }
  }
  const made = await app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
  expect(made.statusCode, made.body).toBe(201);
  const backup = made.json<{ name: string; engine: string; contents: { customers: number } }>();
  expect(backup.engine).toBe("postgresql");
  await app.close();
  app = null;

  const knex = openDatabase(options);
  try {
    await knex("customers").delete();
    expect(Number((await knex("customers").count<{ n: number }[]>("* as n"))[0]!.n)).toBe(0);
  } finally {
    await knex.destroy();
  }

  const result = await restoreArchive({
    archive: join(dir, "backups", backup.name),
    target: { engine: "postgresql", url },
    uploadsDir: options.uploadsDir,
    workDir: options.backupDir,
    knownMigrations: await migrationSource.getMigrations([]),
  });
  expect(result.databaseAside).toMatch(/before-restore-.*\.pgdump$/);
  expect(await readdir(options.backupDir)).toContain(result.databaseAside!.split("/").at(-1));

  const after = openDatabase(options);
  try {
    const n = Number((await after("customers").count<{ n: number }[]>("* as n"))[0]!.n);
    expect(n).toBe(backup.contents.customers);
    expect(n).toBeGreaterThan(0);
    // The dump held neither the cookie secret nor the sessions: a restored copy signs nobody in.
    // The installation's TOTP key was carried over by the restore, not by the dump.
    expect(await after("local_secrets").pluck("key")).toEqual(["totp_key"]);
    expect(await after("sessions").pluck("sid")).toEqual([]);
  } finally {
    await after.destroy();
  }
  // So the restored second factor still works.
  app = await buildApp(options);
  const first = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: enrolled.username, password: enrolled.password },
  });
  expect(first.statusCode, first.body).toBe(202);
  const second = await app.inject({
    method: "POST",
    url: "/api/login/second-factor",
    payload: {
      challenge: first.json<{ challenge: string }>().challenge,
      code: await totpCode(enrolled.secret, Date.now() + 30_000),
    },
  });
  expect(second.statusCode, second.body).toBe(200);
}, 120_000);
