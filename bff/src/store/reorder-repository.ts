// 'Sugerencias': the parts at or under their minimum stock with their completed sales' units (returns
// taken off) over 30, 60 and 90 days, and their preferred supplier or else the supplier of their
// newest order not cancelled. One query; the sales join reads only the last 90 days of completed sales.
import type { Knex } from "knex";
import type { ReorderRepository } from "../../../server/store/reorder-repository";

interface Row {
  id: number;
  name: string;
  sku: string;
  stock: number;
  stock_threshold: number;
  cost_price: number | string;
  sold30: number | string | null;
  sold60: number | string | null;
  sold90: number | string | null;
  supplier_id: number | null;
}

const sold = (bound: string) =>
  `COALESCE(SUM(CASE WHEN s.completed_at >= ${bound} THEN l.quantity - l.returned_quantity ELSE 0 END), 0)`;

export function createReorderRepository(db: Knex): ReorderRepository {
  return {
    async lowStockParts(since) {
      const rows = (await db.raw(
        `SELECT p.id, p.name, p.sku, p.stock, p.stock_threshold, p.cost_price,
                  ${sold("?")} AS sold30, ${sold("?")} AS sold60, ${sold("?")} AS sold90,
                  COALESCE(
                    (SELECT ps.supplier_id FROM product_preferred_suppliers ps WHERE ps.product_id = p.id),
                    (SELECT o.supplier_id FROM purchase_order_lines ol
                       JOIN purchase_orders o ON o.id = ol.order_id
                      WHERE ol.product_id = p.id AND o.status <> 'canceled'
                      ORDER BY o.id DESC LIMIT 1)
                  ) AS supplier_id
             FROM products p
             LEFT JOIN sale_lines l ON l.product_id = p.id
             LEFT JOIN sales s ON s.id = l.sale_id AND s.status = 'completed' AND s.completed_at >= ?
            WHERE p.stock <= p.stock_threshold
            GROUP BY p.id, p.name, p.sku, p.stock, p.stock_threshold, p.cost_price
            ORDER BY p.id`,
        [since.d30, since.d60, since.d90, since.d90],
      )) as Row[] | { rows: Row[] };
      const list = Array.isArray(rows) ? rows : rows.rows;
      return list.map((row) => ({
        productId: row.id,
        name: row.name,
        sku: row.sku,
        stock: Number(row.stock),
        minimumStock: Number(row.stock_threshold),
        costPrice: Number(row.cost_price),
        sold30: Number(row.sold30 ?? 0),
        sold60: Number(row.sold60 ?? 0),
        sold90: Number(row.sold90 ?? 0),
        supplierId: row.supplier_id === null ? null : Number(row.supplier_id),
      }));
    },

    async preferredSupplierOf(productId) {
      const row = await db("product_preferred_suppliers")
        .where({ product_id: productId })
        .first<{ supplier_id: number } | undefined>("supplier_id");
      return row ? Number(row.supplier_id) : null;
    },

    async setPreferredSupplier(productId, supplierId) {
      if (supplierId === null) {
        await db("product_preferred_suppliers").where({ product_id: productId }).delete();
        return;
      }
      await db("product_preferred_suppliers")
        .insert({ product_id: productId, supplier_id: supplierId })
        .onConflict("product_id")
        .merge(["supplier_id"]);
    },
  };
}
