// The upgrade of a shop database made before SKUs and usernames were unique by their normalised key
// (20250101000900_hardening), holding rows an older version let in twice under that key. Shared by
// the SQLite test beside it and the PostgreSQL one (tests/pg/duplicate-keys-migration.test.ts).
import type { Knex } from "knex";
import { expect, vi } from "vitest";
import { migrationSource } from "../migration-source";
import { migrateToBefore, olderProduct } from "./migrations-before";

const HARDENING = "20250101000900_hardening";

export async function upgradeWithDuplicateKeys(knex: Knex): Promise<void> {
  await migrateToBefore(knex, HARDENING);
  const now = "2024-03-01T10:00:00.000Z";
  const product = (id: number, sku: string) =>
    olderProduct(id, { sku, cost_price: 10, selling_price: 15, stock: id }, now);
  await knex("products").insert([
    product(1, "abc-1"),
    product(2, "ABC-1"),
    product(3, "ＡＢＣ-1"),
    product(4, "ABC-1-2"),
    product(5, "ｘｙｚ-9"),
    product(6, "P".repeat(60)),
    product(7, "p".repeat(60)),
  ]);
  const user = (id: number, username: string) => ({
    id,
    name: `Persona ${id}`,
    username,
    email: `persona${id}@taller.local`,
    password_hash: "x",
    role: "sales",
    created_at: now,
  });
  await knex("users").insert([user(1, "vendedor"), user(2, "ｖｅｎｄｅｄｏｒ"), user(3, "ana\u200B")]);

  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  let lines: string[];
  try {
    await knex.migrate.latest({ migrationSource });
  } finally {
    lines = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
  }

  // The oldest keeps its SKU; the later ones get the first free suffix; nothing is merged or lost.
  const skus = await knex("products").orderBy("id").select("id", "sku", "stock");
  expect(skus.map((p) => [Number(p.id), p.sku, Number(p.stock)])).toEqual([
    [1, "abc-1", 1],
    [2, "ABC-1-3", 2],
    [3, "ABC-1-4", 3],
    [4, "ABC-1-2", 4],
    [5, "xyz-9", 5],
    [6, "P".repeat(60), 6],
    [7, `${"p".repeat(58)}-2`, 7],
  ]);
  const usernames = await knex("users").orderBy("id").select("username");
  expect(usernames.map((u) => u.username)).toEqual(["vendedor", "vendedor-2", "ana"]);

  // A person running the upgrade is told, one line per renamed row.
  expect(lines.filter((line) => line.includes("renombrado"))).toEqual([
    '[migración] SKU "ABC-1" (id 2) repetido: renombrado a "ABC-1-3"',
    '[migración] SKU "ＡＢＣ-1" (id 3) repetido: renombrado a "ABC-1-4"',
    `[migración] SKU "${"p".repeat(60)}" (id 7) repetido: renombrado a "${"p".repeat(58)}-2"`,
    '[migración] Usuario "ｖｅｎｄｅｄｏｒ" (id 2) repetido: renombrado a "vendedor-2"',
  ]);

  // The unique index holds from now on.
  await expect(knex("products").insert(product(8, "Abc-1"))).rejects.toThrow();
}
