// Encrypted copies for leaving the machine: a round trip with the right passphrase, through the
// library and through `npm run backup -- --encrypt` / `npm run restore`; a wrong passphrase, a
// changed byte or a missing passphrase is refused in Spanish with nothing replaced.
import { execFile } from "node:child_process";
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_MESSAGES } from "../../../../rules/backup-messages";
import { migrationSource } from "../../db/migration-source";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { encryptArchive } from "../encrypted-archive";
import { restoreArchive } from "../restore";
import { withSqliteFile } from "../sqlite-file";
import { currentShop, expectRefusedRestore, type CurrentShop } from "./current-shop";

const PASSPHRASE = "tornillo-rojo-2026";
let t: TestApp;
let plain = "";
let encrypted = "";
let shop: CurrentShop;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await login(t.app, ...ADMIN);
  const made = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
  expect(made.statusCode, made.body).toBe(201);
  plain = join(t.dir, "backups", made.json<{ name: string }>().name);
  encrypted = `${plain}.enc`;
  // A low scrypt cost keeps the test quick; the cost travels in the file's header.
  await encryptArchive(plain, encrypted, PASSPHRASE, 12);
  // The shop's current data, which a refused restore must leave as it is.
  shop = await currentShop(t.dir);
}, 60_000);
afterAll(() => t.close());

const expectRefused = (archive: string, passphrase: string | undefined, message: string) =>
  expectRefusedRestore(shop, { archive, passphrase }, message);

describe("an encrypted archive", () => {
  it("is written 0600 and shows nothing of the database", async () => {
    expect((await stat(encrypted)).mode & 0o777).toBe(0o600);
    const bytes = await readFile(encrypted);
    expect(bytes.includes(Buffer.from("SQLite format 3"))).toBe(false);
    expect(bytes.includes(Buffer.from("manifest.json"))).toBe(false);
  });

  it("restores with the right passphrase", async () => {
    const into = join(t.dir, "restored");
    await mkdir(into);
    const result = await restoreArchive({
      archive: encrypted,
      passphrase: PASSPHRASE,
      target: { engine: "sqlite", file: join(into, "app.db") },
      uploadsDir: join(into, "uploads"),
      workDir: into,
      knownMigrations: await migrationSource.getMigrations([]),
    });
    expect(result.manifest.contents.products).toBeGreaterThan(0);
    const products = await withSqliteFile(join(into, "app.db"), (db) =>
      db.all<{ n: number }>("SELECT count(*) AS n FROM products"),
    );
    expect(products[0]!.n).toBe(result.manifest.contents.products);
  }, 30_000);

  it("is refused with a wrong passphrase, a changed byte or no passphrase", async () => {
    await expectRefused(encrypted, "otra-contraseña-2026", BACKUP_MESSAGES.wrongPassphrase);
    const bytes = await readFile(encrypted);
    for (const at of [Math.floor(bytes.length / 2), bytes.length - 1, 20]) {
      const tampered = join(t.dir, `alterada-${at}.tar.gz.enc`);
      const copy = Buffer.from(bytes);
      copy[at]! ^= 0x01;
      await writeFile(tampered, copy);
      await expectRefused(tampered, PASSPHRASE, BACKUP_MESSAGES.wrongPassphrase);
    }
    await expectRefused(encrypted, undefined, BACKUP_MESSAGES.encryptedNeedsPassphrase);
    const cut = join(t.dir, "cortada.tar.gz.enc");
    await writeFile(cut, bytes.subarray(0, 30));
    await expectRefused(cut, PASSPHRASE, BACKUP_MESSAGES.encryptedDamaged);
  }, 60_000);
});

describe("npm run backup -- --encrypt and npm run restore", () => {
  it("round-trip through the commands, the passphrase in BACKUP_PASSPHRASE", async () => {
    await t.app.close();
    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATABASE_FILE: t.options.databaseFile,
      UPLOADS_DIR: t.options.uploadsDir,
      BACKUP_DIR: join(t.dir, "cli-backups"),
      BACKUP_PASSPHRASE: PASSPHRASE,
    };
    const made = await run("npx", ["tsx", "scripts/backup.ts", "--encrypt"], { env });
    expect(made.stdout).toMatch(/Copia cifrada \(AES-256-GCM\) escrita en .*\.tar\.gz\.enc/);
    const file = (await readdir(env.BACKUP_DIR)).find((n) => n.endsWith(".enc"))!;
    const into = join(t.dir, "cli-restored");
    const restored = await run("npx", ["tsx", "scripts/restore.ts", join(env.BACKUP_DIR, file)], {
      env: { ...env, DATABASE_FILE: join(into, "app.db"), UPLOADS_DIR: join(into, "uploads") },
    });
    expect(restored.stdout).toMatch(/restaurada: \d+ productos/);
    const wrong = run("npx", ["tsx", "scripts/restore.ts", join(env.BACKUP_DIR, file)], {
      env: { ...env, BACKUP_PASSPHRASE: "no-es-la-buena", DATABASE_FILE: join(into, "app.db") },
    });
    await expect(wrong).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `Restauración rechazada, no se ha reemplazado nada: ${BACKUP_MESSAGES.wrongPassphrase}`,
      ),
    });
  }, 120_000);
});
