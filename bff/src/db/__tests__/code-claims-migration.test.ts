// An older database gets code_claims for every number its parts carry: SKUs, barcodes and codes,
// one row per key; a key two parts already shared goes to the first holder (SKUs, then barcodes,
// then codes) instead of failing the upgrade, and from then on the database refuses a second one.
import { expect, it } from "vitest";
import { migrationSource } from "../migration-source";
import { migrateToBefore, olderProduct } from "./migrations-before";
import { withScratchDatabase } from "./scratch-database";

it("backfills one claim per key, the first holder keeping a key two parts shared", () =>
  withScratchDatabase("code-claims-migration-", async (knex) => {
    await migrateToBefore(knex, "20250101001610_code_claims");
    const now = "2024-03-01T10:00:00.000Z";
    const product = (id: number, sku: string, barcode: string | null) =>
      olderProduct(id, { sku, barcode, cost_price: 10, selling_price: 15, stock: 1 }, now);
    // Part 2's barcode is part 1's SKU in another spelling; part 1 carries its SKU as its barcode too.
    await knex("products").insert([product(1, "FR-100", "FR 100"), product(2, "FR-200", "fr100")]);
    await knex("product_codes").insert({
      product_id: 2,
      code: "OEM 77",
      code_key: "oem77",
      kind: "OEM",
      source: null,
      created_at: now,
    });

    await knex.migrate.latest({ migrationSource });

    const claims = await knex("code_claims").orderBy("code_key").select("code_key", "product_id", "kind");
    expect(claims.map((c) => [c.code_key, Number(c.product_id), c.kind])).toEqual([
      ["fr100", 1, "sku"],
      ["fr200", 2, "sku"],
      ["oem77", 2, "code"],
    ]);
    await expect(
      knex("code_claims").insert({ code_key: "oem77", product_id: 1, kind: "barcode" }),
    ).rejects.toThrow(/UNIQUE/);
  }));
