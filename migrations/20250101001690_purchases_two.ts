// 'Compras', second part: a part's preferred supplier ('Proveedor preferido'), which 'Sugerencias'
// groups it under. A row per part that has one; removing the part removes its row.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("product_preferred_suppliers", (t) => {
    t.integer("product_id").primary().references("id").inTable("products").onDelete("CASCADE");
    t.integer("supplier_id").notNullable().references("id").inTable("suppliers");
    t.index(["supplier_id"], "product_preferred_suppliers_supplier");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("product_preferred_suppliers");
}
