// TOTP secrets at rest: sealed in the database (never in clear in the file, a backup or its archive),
// sealed by the migration when they were in clear before, readable again after a restore on the same
// installation, and, restored on another installation (another key), unreadable: the account signs
// in with a recovery code, its factor is removed and it enrols again.
import { mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../../rules/auth-messages";
import { totpCode } from "../../../../rules/totp";
import { buildApp } from "../../app";
import { migrationSource } from "../../db/migration-source";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { extractArchive } from "../archive-files";
import { restoreArchive } from "../restore";
import { withSqliteFile } from "../sqlite-file";

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function newApp(): Promise<TestApp> {
  const t = await createTestApp();
  apps.push(t);
  return t;
}

const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = res.headers["set-cookie"];
  return String(Array.isArray(set) ? set[0] : set).split(";")[0]!;
};

interface Enrolled {
  username: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

async function enrolledUser(t: TestApp): Promise<Enrolled> {
  const admin = await login(t.app, ...ADMIN);
  const username = `clave${Date.now().toString(36)}`;
  const password = "Frase-Segura-De-Prueba-7";
  const created = await t.app.inject(
    as(admin, {
      method: "POST",
      url: "/api/users",
      payload: { name: "Dos Pasos", username, email: `${username}@repuestos.local`, password, role: "sales" },
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const cookie = await login(t.app, username, password);
  const started = await t.app.inject(as(cookie, { method: "POST", url: "/api/user/two-factor/enrolment" }));
  const secret = started.json<{ secret: string }>().secret;
  const confirmed = await t.app.inject(
    as(cookie, {
      method: "POST",
      url: "/api/user/two-factor/confirmation",
      payload: { code: await totpCode(secret) },
    }),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return {
    username,
    password,
    secret,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

/** Both steps of a sign-in; answers the second step's response. */
async function signIn(t: TestApp, user: Enrolled, code: string) {
  const first = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: user.username, password: user.password },
  });
  expect(first.statusCode, first.body).toBe(202);
  return t.app.inject({
    method: "POST",
    url: "/api/login/second-factor",
    payload: { challenge: first.json<{ challenge: string }>().challenge, code },
  });
}

const nextCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * 30_000);

async function backupOf(t: TestApp): Promise<string> {
  const admin = await login(t.app, ...ADMIN);
  const made = await t.app.inject(as(admin, { method: "POST", url: "/api/backups" }));
  expect(made.statusCode, made.body).toBe(201);
  return join(t.dir, "backups", made.json<{ name: string }>().name);
}

/** Stops the app, restores the archive over its database, and starts it again. */
async function restoreInto(t: TestApp, archive: string): Promise<void> {
  await t.app.close();
  await restoreArchive({
    archive,
    target: { engine: "sqlite", file: t.options.databaseFile },
    uploadsDir: t.options.uploadsDir!,
    workDir: dirname(t.options.databaseFile),
    knownMigrations: await migrationSource.getMigrations([]),
  });
  t.app = await buildApp(t.options);
}

describe("TOTP secrets at rest", () => {
  it("are sealed in the database, its file and every archive", async () => {
    const t = await newApp();
    const user = await enrolledUser(t);
    const rows = await withSqliteFile(t.options.databaseFile, (db) =>
      db.all<{ secret: string }>("SELECT secret FROM user_two_factor WHERE secret IS NOT NULL"),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret.startsWith("v1.")).toBe(true);
    expect(rows[0]!.secret).not.toContain(user.secret);
    expect((await readFile(t.options.databaseFile)).includes(Buffer.from(user.secret))).toBe(false);

    const archive = await backupOf(t);
    const unpacked = join(t.dir, "unpacked");
    await mkdir(unpacked);
    await extractArchive(archive, unpacked);
    const copy = join(unpacked, "database.sqlite");
    expect((await readFile(copy)).includes(Buffer.from(user.secret))).toBe(false);
    // Nor the key: local_secrets travels empty.
    expect(await withSqliteFile(copy, (db) => db.all("SELECT * FROM local_secrets"))).toEqual([]);
    // And the factor still works.
    expect((await signIn(t, user, await nextCode(user.secret))).statusCode).toBe(200);
  }, 60_000);

  it("the migration seals secrets that were stored in clear", async () => {
    const t = await newApp();
    const user = await enrolledUser(t);
    await t.app.close();
    // The database as it was before the migration: the secret in clear, the migration not yet run.
    await withSqliteFile(
      t.options.databaseFile,
      (db) =>
        db.exec(
          `UPDATE user_two_factor SET secret = '${user.secret}' WHERE secret IS NOT NULL;
           DELETE FROM knex_migrations WHERE name = '20250101001600_sealed_totp_secrets';`,
        ),
      "write",
    );
    t.app = await buildApp(t.options);
    const rows = await withSqliteFile(t.options.databaseFile, (db) =>
      db.all<{ secret: string }>("SELECT secret FROM user_two_factor WHERE secret IS NOT NULL"),
    );
    expect(rows[0]!.secret.startsWith("v1.")).toBe(true);
    // Once the write-ahead log is folded back into the file (at the latest when the server stops),
    // the clear bytes are gone from it, free space included.
    await t.app.close();
    expect((await readFile(t.options.databaseFile)).includes(Buffer.from(user.secret))).toBe(false);
    t.app = await buildApp(t.options);
    expect((await signIn(t, user, await nextCode(user.secret))).statusCode).toBe(200);
  }, 60_000);

  it("a restore on the same installation keeps every factor working", async () => {
    const t = await newApp();
    const user = await enrolledUser(t);
    const archive = await backupOf(t);
    await restoreInto(t, archive);
    expect((await signIn(t, user, await nextCode(user.secret))).statusCode).toBe(200);
  }, 60_000);

  it("restored on another installation: a recovery code signs in, the factor goes and is enrolled again", async () => {
    const source = await newApp();
    const user = await enrolledUser(source);
    const archive = await backupOf(source);
    const other = await newApp();
    await restoreInto(other, archive);

    const withCode = await signIn(other, user, await nextCode(user.secret));
    expect(withCode.statusCode).toBe(401);
    expect(withCode.json()).toEqual({ message: AUTH_MESSAGES.secondFactorUnreadable });

    const recovered = await signIn(other, user, user.recoveryCodes[0]!);
    expect(recovered.statusCode, recovered.body).toBe(200);
    const cookie = cookieOf(recovered);
    const status = await other.app.inject(as(cookie, { method: "GET", url: "/api/user/two-factor" }));
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    // Recorded as reset by the account itself.
    const record = await withSqliteFile(other.options.databaseFile, (db) =>
      db.all<{ reset_by: number; user_id: number }>(
        "SELECT user_id, reset_by FROM user_two_factor WHERE reset_at IS NOT NULL",
      ),
    );
    expect(record).toHaveLength(1);
    expect(record[0]!.reset_by).toBe(record[0]!.user_id);
    // The password alone signs in now, and a new phone can be enrolled.
    const again = await other.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    const started = await other.app.inject(
      as(cookie, { method: "POST", url: "/api/user/two-factor/enrolment" }),
    );
    expect(started.statusCode).toBe(200);
  }, 90_000);
});
