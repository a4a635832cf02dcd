// 'Devoluciones a proveedor', newest first, each with its supplier, receipt, user and lines: the
// list under 'Recepciones'. Two queries whatever the number of returns.
import type { SupplierReturn } from "@contract/types";
import type { Knex } from "knex";
import { receiptNumber, supplierReturnNumber } from "../../../rules/purchase-orders";
import { named } from "./purchase-reads";

interface ReturnRow {
  id: number;
  receipt_id: number | null;
  supplier_id: number | null;
  supplier_name: string | null;
  note: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}

interface ReturnLineRow {
  return_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  stock_after: number;
}

export async function listReturns(db: Knex, limit: number): Promise<SupplierReturn[]> {
  const rows = await db("supplier_returns as r")
    .leftJoin("suppliers as s", "s.id", "r.supplier_id")
    .leftJoin("users as u", "u.id", "r.user_id")
    .orderBy([
      { column: "r.created_at", order: "desc" },
      { column: "r.id", order: "desc" },
    ])
    .limit(limit)
    .select<ReturnRow[]>(
      "r.id",
      "r.receipt_id",
      "r.supplier_id",
      "s.name as supplier_name",
      "r.note",
      "r.user_id",
      "u.name as user_name",
      "r.created_at",
    );
  if (rows.length === 0) return [];
  const lines = await db("supplier_return_lines")
    .whereIn(
      "return_id",
      rows.map((row) => row.id),
    )
    .orderBy("id")
    .select<ReturnLineRow[]>("return_id", "product_id", "name", "sku", "quantity", "stock_after");
  return rows.map((row) => ({
    id: row.id,
    number: supplierReturnNumber(row.id),
    receiptId: row.receipt_id,
    receiptNumber: row.receipt_id === null ? null : receiptNumber(row.receipt_id),
    supplier: named(row.supplier_id, row.supplier_name),
    note: row.note,
    createdAt: row.created_at,
    user: named(row.user_id, row.user_name),
    lines: lines
      .filter((line) => line.return_id === row.id)
      .map((line) => ({
        productId: line.product_id === null ? null : Number(line.product_id),
        name: line.name,
        sku: line.sku,
        quantity: Number(line.quantity),
        stockAfter: Number(line.stock_after),
      })),
  }));
}
