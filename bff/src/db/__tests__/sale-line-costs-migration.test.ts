import { expect, it } from "vitest";
import { migrationSource } from "../migration-source";
import { migrateToBefore, olderProduct } from "./migrations-before";
import { withScratchDatabase } from "./scratch-database";

it("gives the lines of an older database their product's current cost, 0 when the product is gone", () =>
  withScratchDatabase("line-costs-", async (knex) => {
    await migrateToBefore(knex, "20250101001660_sale_line_costs");
    const now = "2024-03-01T10:00:00.000Z";
    await knex("products").insert(
      olderProduct(
        7,
        { name: "Pastilla", sku: "P-7", cost_price: 123.455, selling_price: 200, stock: 3 },
        now,
      ),
    );
    await knex("sales").insert({ id: 1, payment_method: "efectivo", total: 400, created_at: now });
    await knex("sale_lines").insert([
      { id: 1, sale_id: 1, product_id: 7, quantity: 2, unit_price: 200, discount: 0, subtotal: 400 },
      { id: 2, sale_id: 1, product_id: null, quantity: 1, unit_price: 0, discount: 0, subtotal: 0 },
    ]);

    await knex.migrate.latest({ migrationSource });

    const lines = await knex("sale_lines").orderBy("id").select("id", "unit_cost_cents");
    expect(lines.map((l) => [l.id, Number(l.unit_cost_cents)])).toEqual([
      [1, 12346],
      [2, 0],
    ]);
  }));
