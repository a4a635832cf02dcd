// Retention, refusals and failures of the backups, over a real app on a temporary SQLite file.
import { mkdir, readFile, readdir, rm, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { extractArchive, writeArchive } from "../archive-files";
import { openSqliteFile, withSqliteFile } from "../sqlite-file";
import { currentShop, expectRefusedRestore, type CurrentShop } from "./current-shop";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function makeBackup(app: TestApp, cookie: string): Promise<string> {
  const res = await app.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ name: string }>().name;
}

describe("retention", () => {
  it("keeps the BACKUP_KEEP newest copies and removes exactly the oldest", async () => {
    t = await createTestApp({ backupKeep: 3 });
    const cookie = await login(t.app, ...ADMIN);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await makeBackup(t, cookie));
    const left = await readdir(join(t.dir, "backups"));
    expect(left.filter((n) => n.endsWith(".tar.gz")).sort()).toEqual(made.slice(2));
    expect(left.filter((n) => n.endsWith(".json")).length).toBe(3);
    const list = await t.app.inject(as(cookie, { method: "GET", url: "/api/backups" }));
    expect(list.json<{ items: Array<{ name: string }>; keep: number }>().items.map((b) => b.name)).toEqual(
      made.slice(2).reverse(),
    );
  }, 60_000);
});

describe("restore refusals replace nothing", () => {
  async function prepared(): Promise<{ archive: string; shop: CurrentShop }> {
    t = await createTestApp();
    await mkdir(join(t.dir, "uploads"), { recursive: true });
    await writeFile(join(t.dir, "uploads", "u1-0123456789abcdef0123456789abcdef.png"), "imagen");
    const cookie = await login(t.app, ...ADMIN);
    const name = await makeBackup(t, cookie);
    return { archive: join(t.dir, "backups", name), shop: await currentShop(t.dir) };
  }

  it("refuses a truncated archive", async () => {
    const { archive, shop } = await prepared();
    const size = (await readFile(archive)).length;
    await truncate(archive, Math.floor(size / 2));
    await expectRefusedRestore(shop, { archive: archive }, /dañado/);
  }, 60_000);

  it("refuses an archive whose bytes were changed", async () => {
    const { archive, shop } = await prepared();
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(archive, bytes);
    await expectRefusedRestore(shop, { archive: archive }, /dañad/);
  }, 60_000);

  it("refuses a file that is not an archive", async () => {
    const { shop } = await prepared();
    const other = join(t!.dir, "otro.tar.gz");
    await writeFile(other, "no soy una copia");
    await expectRefusedRestore(shop, { archive: other }, /dañado|no es una copia/);
  }, 60_000);

  it("refuses an archive that lacks an image its manifest lists", async () => {
    const { archive, shop } = await prepared();
    const unpacked = join(t!.dir, "unpacked");
    await mkdir(unpacked);
    await extractArchive(archive, unpacked);
    await rm(join(unpacked, "uploads", "u1-0123456789abcdef0123456789abcdef.png"));
    const repacked = join(t!.dir, "sin-imagen.tar.gz");
    await writeArchive(unpacked, ["manifest.json", "database.sqlite", "uploads"], repacked);
    await expectRefusedRestore(
      shop,
      { archive: repacked },
      /falta la imagen u1-0123456789abcdef0123456789abcdef\.png/,
    );
  }, 60_000);

  it("refuses while the current database is open (a server still running)", async () => {
    const { archive, shop } = await prepared();
    const server = await openSqliteFile(shop.target, "write");
    try {
      await server.exec("PRAGMA journal_mode = WAL; INSERT INTO actual VALUES (2)");
      await expectRefusedRestore(shop, { archive: archive }, /detenga el servidor/);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("refuses an archive made at a migration this code does not know", async () => {
    t = await createTestApp();
    await withSqliteFile(
      t.options.databaseFile,
      (db) =>
        db.exec(
          "INSERT INTO knex_migrations (name, batch, migration_time) VALUES ('20991231000000_future', 9, 0)",
        ),
      "write",
    );
    const cookie = await login(t.app, ...ADMIN);
    const archive = join(t.dir, "backups", await makeBackup(t, cookie));
    const shop = await currentShop(t.dir);
    await expectRefusedRestore(shop, { archive: archive }, /más nueva.*20991231000000_future/);
  }, 60_000);
});

describe("a failed backup", () => {
  it("is answered with 500, kept, and shown in the list until a backup succeeds", async () => {
    t = await createTestApp();
    // BACKUP_DIR under a regular file: the copy cannot be written.
    await writeFile(join(t.dir, "no-es-carpeta"), "");
    await t.app.close();
    const { buildApp } = await import("../../app");
    t.app = await buildApp({ ...t.options, backupDir: join(t.dir, "no-es-carpeta", "backups") });
    const cookie = await login(t.app, ...ADMIN);
    const failed = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: "Error interno del servidor" });
    const list = await t.app.inject(as(cookie, { method: "GET", url: "/api/backups" }));
    const body = list.json<{ items: unknown[]; lastFailure: { message: string } | null }>();
    expect(body.items).toEqual([]);
    expect(body.lastFailure?.message).toMatch(/ENOTDIR/);

    await t.app.close();
    t.app = await buildApp(t.options);
    const admin = await login(t.app, ...ADMIN);
    await makeBackup(t, admin);
    const after = await t.app.inject(as(admin, { method: "GET", url: "/api/backups" }));
    expect(after.json<{ lastFailure: unknown }>().lastFailure).toBeNull();
  }, 60_000);
});
