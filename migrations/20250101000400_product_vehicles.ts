// Parts fitment: which vehicle models a product fits, each link with an optional year range and
// engine note. Deleting a product removes its links; a model with links cannot be deleted (the
// operation refuses first, the foreign key backs it up). The vehicle_id index serves "which parts
// fit this model"; the unique (product_id, vehicle_id) pair serves a product's own list.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("product_vehicles", (t) => {
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.integer("vehicle_id").notNullable().references("id").inTable("vehicles").onDelete("RESTRICT");
    t.integer("year_from").nullable();
    t.integer("year_to").nullable();
    t.string("engine", 120).nullable();
    t.unique(["product_id", "vehicle_id"]);
    t.index(["vehicle_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("product_vehicles");
}
