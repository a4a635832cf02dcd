// The stock ledger's invariant, checked in the database: per product the movements add up to the
// stock. One grouped query over the product-page index, used by `npm run check:ledger` and the tests.
import type { Knex } from "knex";

export interface LedgerDiscrepancy {
  productId: number;
  sku: string;
  name: string;
  stock: number;
  /** The sum of the product's movements. */
  ledger: number;
}

export async function ledgerDiscrepancies(db: Knex): Promise<LedgerDiscrepancy[]> {
  const rows = (await db
    .select("p.id", "p.sku", "p.name", "p.stock", db.raw("COALESCE(m.total, 0) AS ledger"))
    .from("products as p")
    .leftJoin(
      db("stock_movements").select("product_id").sum({ total: "quantity" }).groupBy("product_id").as("m"),
      "m.product_id",
      "p.id",
    )
    .whereRaw("COALESCE(m.total, 0) <> p.stock")
    .orderBy("p.id")) as { id: number; sku: string; name: string; stock: number; ledger: number | string }[];
  return rows.map((row) => ({
    productId: Number(row.id),
    sku: row.sku,
    name: row.name,
    stock: Number(row.stock),
    ledger: Number(row.ledger),
  }));
}
