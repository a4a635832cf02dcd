// The shop's current data beside a test app (its database file and one uploaded image), and the
// check that a refused restore leaves it exactly as it was.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "vitest";
import { migrationSource } from "../../db/migration-source";
import { RestoreRefused, restoreArchive } from "../restore";
import { withSqliteFile } from "../sqlite-file";

export interface CurrentShop {
  /** The folder restores work in. */
  dir: string;
  target: string;
  uploads: string;
}

/** Writes the current data under `appDir`/current. */
export async function currentShop(appDir: string): Promise<CurrentShop> {
  const dir = join(appDir, "current");
  const shop = { dir, target: join(dir, "app.db"), uploads: join(dir, "uploads") };
  await mkdir(shop.uploads, { recursive: true });
  await withSqliteFile(
    shop.target,
    (db) => db.exec("CREATE TABLE actual (x); INSERT INTO actual VALUES (1)"),
    "write",
  );
  await writeFile(join(shop.uploads, "actual.png"), "actual");
  return shop;
}

export const digest = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

const folderState = async (dir: string) => (await readdir(dir)).sort();

/** Restores `archive` over `shop`: refused with `message`, the database, folder and uploads untouched. */
export async function expectRefusedRestore(
  shop: CurrentShop,
  restore: { archive: string; passphrase?: string; maxBytes?: number },
  message: string | RegExp,
): Promise<void> {
  const before = { db: await digest(shop.target), files: await folderState(shop.dir) };
  const attempt = restoreArchive({
    ...restore,
    target: { engine: "sqlite", file: shop.target },
    uploadsDir: shop.uploads,
    workDir: shop.dir,
    knownMigrations: await migrationSource.getMigrations([]),
  });
  await expect(attempt).rejects.toThrow(RestoreRefused);
  await expect(attempt).rejects.toThrow(message);
  expect(await digest(shop.target)).toBe(before.db);
  expect(await folderState(shop.dir)).toEqual(before.files);
  expect(await readdir(shop.uploads)).toEqual(["actual.png"]);
}
