// A backup taken through the API while clients keep creating products: the archive, restored into
// a fresh folder, passes SQLite's integrity, foreign-key and full-text checks, holds every product
// whose creation was acknowledged before the backup was asked for, and a new server serves them.
// The full-text check finds a copy whose index of model names misses a model.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFitments, addProducts } from "../../../../bench/data";
import { buildApp } from "../../app";
import { migrationSource } from "../../db/migration-source";
import { ADMIN, as, createTestApp, login, type TestApp } from "../../__tests__/test-app";
import { restoreArchive } from "../restore";
import { sqliteProblems } from "../sqlite-checks";
import { withSqliteFile } from "../sqlite-file";

const WRITERS = 4;

let t: TestApp;
let cookie = "";

beforeAll(async () => {
  t = await createTestApp();
  await t.app.close();
  // A catalogue big enough that the copy takes a while, with fitments and full-text rows.
  await addProducts(t.options.databaseFile, 8000);
  await addFitments(t.options.databaseFile, 200, 16000);
  t.app = await buildApp(t.options);
  cookie = await login(t.app, ...ADMIN);
}, 120_000);

afterAll(() => t.close());

describe("a backup while clients write", () => {
  it("restores to a sound database holding every write acknowledged before the backup began", async () => {
    const acknowledged: Array<{ sku: string; at: number }> = [];
    let writing = true;
    let failures = 0;
    const { categoryId, brandId } = await withSqliteFile(t.options.databaseFile, async (db) => {
      const row = (
        await db.all<{ category_id: number; brand_id: number }>(
          "SELECT category_id, brand_id FROM products LIMIT 1",
        )
      )[0]!;
      return { categoryId: row.category_id, brandId: row.brand_id };
    });
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const sku = `W${w}-${i}`;
        const res = await t.app.inject(
          as(cookie, {
            method: "POST",
            url: "/api/products",
            payload: {
              name: `Escrito durante la copia ${w} ${i}`,
              sku,
              categoryId,
              brandId,
              costPrice: 1,
              sellingPrice: 2,
              stock: 1,
              stockThreshold: 0,
            },
          }),
        );
        if (res.statusCode === 201) acknowledged.push({ sku, at: Date.now() });
        else failures += 1;
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    // Let the writers get going, then ask for the copy.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10));
    const askedAt = Date.now();
    const before = acknowledged.filter((a) => a.at < askedAt).map((a) => a.sku);
    const created = await t.app.inject(as(cookie, { method: "POST", url: "/api/backups" }));
    const duringCount = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);
    expect(created.statusCode, created.body).toBe(201);
    expect(failures).toBe(0);
    // Writes were served while the copy was being made.
    expect(duringCount).toBeGreaterThan(0);

    const name = created.json<{ name: string }>().name;
    const target = join(t.dir, "restored", "app.db");
    await restoreArchive({
      archive: join(t.dir, "backups", name),
      target: { engine: "sqlite", file: target },
      uploadsDir: join(t.dir, "restored", "uploads"),
      workDir: join(t.dir, "restored"),
      knownMigrations: await migrationSource.getMigrations([]),
    });
    expect(await sqliteProblems(target)).toEqual([]);
    const restoredSkus = new Set(
      await withSqliteFile(target, async (db) =>
        (await db.all<{ sku: string }>("SELECT sku FROM products WHERE sku LIKE 'W%'")).map((r) => r.sku),
      ),
    );
    expect(before.filter((sku) => !restoredSkus.has(sku))).toEqual([]);
    const fitments = await withSqliteFile(
      target,
      async (db) => (await db.all<{ n: number }>("SELECT count(*) AS n FROM product_vehicles"))[0]!.n,
    );
    expect(fitments).toBeGreaterThanOrEqual(16000);

    // A new server on the restored data finds the products by search.
    const restored = await buildApp({
      databaseFile: target,
      uploadsDir: join(t.dir, "restored", "uploads"),
      seed: "none",
    });
    try {
      const admin = await login(restored, ...ADMIN);
      const sku = before.at(-1)!;
      const found = await restored.inject(as(admin, { method: "GET", url: `/api/products?search=${sku}` }));
      expect(found.json<Array<{ sku: string }>>().map((p) => p.sku)).toContain(sku);
    } finally {
      await restored.close();
    }
    expect((await readdir(join(t.dir, "backups"))).filter((n) => n.endsWith(".tar.gz"))).toEqual([name]);
  }, 120_000);

  it("finds a copy whose index of model names has lost a model", async () => {
    const copy = join(t.dir, "model-index-copy.db");
    await withSqliteFile(t.options.databaseFile, (db) => db.copyTo(copy));
    expect(await sqliteProblems(copy)).toEqual([]);
    await withSqliteFile(
      copy,
      (db) =>
        db.exec(`INSERT INTO vehicles_fts (vehicles_fts, rowid, name)
          SELECT 'delete', id, name FROM vehicles ORDER BY id LIMIT 1`),
      "write",
    );
    const problems = await sqliteProblems(copy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^índice de modelos: /);
  });
});
