// Uploaded images on disk, named `u<owner>-<random>.<ext>` so each user's images can be counted
// without a table. An image is in use while a product's image_url or a brand's logo_url names it.
import { randomBytes } from "node:crypto";
import { readdir, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Knex } from "knex";
import { UPLOAD_NAME } from "../../../rules/upload-name";
import type { UploadsRepository } from "../../../server/store/uploads-repository";

const OURS = UPLOAD_NAME;
const url = (name: string) => `/uploads/${name}`;

async function listOurs(dir: string): Promise<Array<{ name: string; size: number; mtimeMs: number }>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = [];
  for (const name of names.filter((n) => OURS.test(n))) {
    try {
      const info = await stat(join(dir, name));
      files.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    } catch {
      // Removed meanwhile.
    }
  }
  return files;
}

/** The subset of `names` some product or brand refers to. */
async function inUse(db: Knex, names: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < names.length; i += 400) {
    const urls = names.slice(i, i + 400).map(url);
    const products = await db("products").whereIn("image_url", urls).pluck("image_url");
    const brands = await db("brands").whereIn("logo_url", urls).pluck("logo_url");
    for (const value of [...products, ...brands]) used.add(String(value).slice("/uploads/".length));
  }
  return used;
}

export function createUploadsRepository(db: Knex, uploadsDir: string): UploadsRepository {
  return {
    async save(bytes, extension, ownerId) {
      const name = `u${ownerId}-${randomBytes(16).toString("hex")}.${extension}`;
      await writeFile(join(uploadsDir, name), bytes, { flag: "wx" });
      return url(name);
    },
    async countSince(ownerId, since) {
      // Unused images are swept only once older than a day, so the last day's uploads are all here.
      return (await listOurs(uploadsDir)).filter(
        (f) => f.name.startsWith(`u${ownerId}-`) && f.mtimeMs >= since,
      ).length;
    },
    async pendingOf(ownerId) {
      const mine = (await listOurs(uploadsDir)).filter((f) => f.name.startsWith(`u${ownerId}-`));
      const used = await inUse(
        db,
        mine.map((f) => f.name),
      );
      const pending = mine.filter((f) => !used.has(f.name));
      return { count: pending.length, bytes: pending.reduce((sum, f) => sum + f.size, 0) };
    },
    async sweep(before) {
      const old = (await listOurs(uploadsDir)).filter((f) => f.mtimeMs < before);
      const used = await inUse(
        db,
        old.map((f) => f.name),
      );
      let removed = 0;
      for (const file of old.filter((f) => !used.has(f.name))) {
        try {
          await unlink(join(uploadsDir, file.name));
          removed += 1;
        } catch {
          // Already gone.
        }
      }
      return removed;
    },
  };
}
