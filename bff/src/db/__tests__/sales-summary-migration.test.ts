import { expect, it } from "vitest";
import { migrationSource } from "../migration-source";
import { migrateToBefore, olderProduct } from "./migrations-before";
import { withScratchDatabase } from "./scratch-database";

it("fills the reports' summary of an older database from its sales, in the shop's zone", () =>
  withScratchDatabase("sales-summary-", async (knex) => {
    await migrateToBefore(knex, "20250101001740_sales_summary");
    await knex("settings").insert({ key: "shop", value: JSON.stringify({ timeZone: "UTC" }) });
    const now = "2024-03-01T03:00:00.000Z";
    await knex("products").insert(
      olderProduct(7, { name: "Pastilla", sku: "P-7", cost_price: 100, selling_price: 200, stock: 3 }, now),
    );
    const sale = (id: number, at: string, status = "completed") => ({
      id,
      payment_method: "efectivo",
      total: 400,
      created_at: at,
      completed_at: at,
      status,
    });
    // In UTC all three are 1 March; the third is canceled.
    await knex("sales").insert([
      sale(1, now),
      sale(2, "2024-03-01T23:00:00.000Z"),
      sale(3, "2024-03-01T12:00:00.000Z", "canceled"),
    ]);
    const line = (id: number, saleId: number) => ({
      id,
      sale_id: saleId,
      product_id: 7,
      quantity: 2,
      unit_price: 200,
      discount: 0,
      subtotal: 400,
      subtotal_cents: 40000,
      unit_cost_cents: 10000,
    });
    await knex("sale_lines").insert([line(1, 1), line(2, 2), line(3, 3)]);
    await knex("sale_returns").insert({
      id: 1,
      sale_id: 1,
      reason: "Defectuoso",
      refund_cents: 20000,
      created_at: "2024-03-02T10:00:00.000Z",
    });
    await knex("sale_return_lines").insert({ return_id: 1, sale_line_id: 1, quantity: 1 });

    await knex.migrate.latest({ migrationSource });

    expect(await knex("sales_summary_zone").first("time_zone")).toEqual({ time_zone: "UTC" });
    const totals = await knex("sales_summary")
      .where({ dimension: 0 })
      .orderBy("local_day")
      .select(
        "local_day",
        "sales",
        "units",
        "amount_cents",
        "cost_cents",
        "returns",
        "returned_units",
        "returned_cents",
      );
    expect(
      totals.map((row) => Object.values(row).map((v) => (typeof v === "string" ? v : Number(v)))),
    ).toEqual([
      ["2024-03-01", 2, 4, 80000, 40000, 0, 0, 0],
      ["2024-03-02", 0, 0, 0, 0, 1, 1, 20000],
    ]);
    const months = await knex("sales_summary_monthly")
      .where({ dimension: 1 })
      .select("local_month", "dimension_key", "sales", "returns");
    expect(
      months.map((row) => [
        row.local_month,
        Number(row.dimension_key),
        Number(row.sales),
        Number(row.returns),
      ]),
    ).toEqual([["2024-03", 1, 2, 1]]);
    expect(await knex("product_last_sales").select("product_id", "last_sold_at")).toEqual([
      { product_id: 7, last_sold_at: "2024-03-01T23:00:00.000Z" },
    ]);
  }));
