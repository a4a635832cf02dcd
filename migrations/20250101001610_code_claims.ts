// One table of claimed code keys (rules/code-claim-keys.ts): every key a part's SKU, barcode or codes
// carry, unique across all parts, written in the transaction that writes the number. The
// operations check before they write; this index is what stops two racing writes of one number to
// two parts (a barcode on one, a code on another) from both passing, on SQLite and PostgreSQL.
import type { Knex } from "knex";
import { backfillCodeClaims } from "./support/code-claims-backfill";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("code_claims", (t) => {
    t.string("code_key", 255).primary();
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.string("kind", 10).notNullable();
    t.index(["product_id"]);
  });
  await backfillCodeClaims(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("code_claims");
}
