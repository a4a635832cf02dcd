// Codes and equivalences of parts. product_codes: any number of numbers per product (barcode, OEM,
// supplier, superseded), each unique under its comparison key (rules/code-key.ts, computed by the
// operation). product_equivalents: a part's equivalence group (two-way, transitive: one group per
// set of interchangeable parts); equivalence_groups only hands out fresh group ids. Expression
// indexes on the SKU and barcode keys let a look-up find them in any ASCII spelling. On SQLite, a
// code change moves the product list version (20250101000600), since a search ranks by codes.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";
import { codeKeySql } from "./support/code-key-sql";

const BUMP = "UPDATE product_list_version SET version = version + 1";
const EVENTS = ["INSERT", "UPDATE", "DELETE"];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("product_codes", (t) => {
    t.increments("id").primary();
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.string("code", 120).notNullable();
    t.string("code_key", 120).notNullable().unique();
    t.string("kind", 30).notNullable();
    t.string("source", 120).nullable();
    t.string("created_at", 40).notNullable();
    t.index(["product_id"]);
  });
  await knex.schema.createTable("equivalence_groups", (t) => {
    t.increments("id").primary();
  });
  await knex.schema.createTable("product_equivalents", (t) => {
    t.integer("product_id").primary().references("id").inTable("products").onDelete("CASCADE");
    t.integer("group_id").notNullable().references("id").inTable("equivalence_groups").onDelete("CASCADE");
    t.index(["group_id"]);
  });
  await knex.raw(`CREATE INDEX products_sku_code_key_index ON products ((${codeKeySql("sku")}))`);
  await knex.raw(`CREATE INDEX products_barcode_code_key_index ON products ((${codeKeySql("barcode")}))`);
  if (isPostgres(knex)) return;
  for (const event of EVENTS) {
    await knex.raw(
      `CREATE TRIGGER product_codes_list_version_${event.toLowerCase()} AFTER ${event} ON product_codes BEGIN ${BUMP}; END`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) {
    for (const event of EVENTS) {
      await knex.raw(`DROP TRIGGER IF EXISTS product_codes_list_version_${event.toLowerCase()}`);
    }
  }
  await knex.raw("DROP INDEX IF EXISTS products_barcode_code_key_index");
  await knex.raw("DROP INDEX IF EXISTS products_sku_code_key_index");
  await knex.schema.dropTable("product_equivalents");
  await knex.schema.dropTable("equivalence_groups");
  await knex.schema.dropTable("product_codes");
}
