import { expect, it } from "vitest";
import { ledgerDiscrepancies } from "../../store/ledger-check";
import { migrationSource } from "../migration-source";
import { migrateToBefore, olderProduct } from "./migrations-before";
import { withScratchDatabase } from "./scratch-database";

const LEDGER = "20250101000800_stock_ledger";

it("gives every product of an older database one opening movement and one price row", () =>
  withScratchDatabase("ledger-migration-", async (knex) => {
    await migrateToBefore(knex, LEDGER);
    const product = (id: number, stock: number) =>
      olderProduct(id, { sku: `OLD-${id}`, cost_price: 10 * id, selling_price: 15 * id, stock });
    await knex("products").insert([product(1, 12), product(2, 0), product(3, 5)]);

    await knex.migrate.latest({ migrationSource });

    const movements = await knex("stock_movements").orderBy("product_id");
    expect(
      movements.map((m) => [m.product_id, m.quantity, m.stock_after, m.kind, m.reason, m.user_id]),
    ).toEqual([
      [1, 12, 12, "created", "Saldo inicial", null],
      [2, 0, 0, "created", "Saldo inicial", null],
      [3, 5, 5, "created", "Saldo inicial", null],
    ]);
    const prices = await knex("price_history").orderBy("product_id");
    expect(
      prices.map((p) => [p.product_id, p.new_cost_price, p.new_selling_price, p.old_cost_price]),
    ).toEqual([
      [1, 10, 15, null],
      [2, 20, 30, null],
      [3, 30, 45, null],
    ]);
    expect(await ledgerDiscrepancies(knex)).toEqual([]);
  }));
