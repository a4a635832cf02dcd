// Purchase orders and receipts read back as the contract shows them: one query for the rows, one for
// all their lines, whatever the number of rows.
import type { PurchaseOrder, PurchaseOrderStatus, PurchaseReceipt } from "@contract/types";
import type { Knex } from "knex";
import {
  orderNumber,
  pendingQuantity,
  receiptNumber,
  type PurchaseOrderStatusName,
} from "../../../rules/purchase-orders";
import { fromCents } from "../../../rules/sale-money";

type Db = Knex | Knex.Transaction;
type Cents = number | string;

const money = (cents: Cents) => fromCents(Number(cents));
export const named = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

interface OrderRow {
  id: number;
  supplier_id: number;
  supplier_name: string;
  status: PurchaseOrderStatus;
  expected_date: string | null;
  notes: string | null;
  tax_rate: number;
  subtotal_cents: Cents;
  tax_cents: Cents;
  total_cents: Cents;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
}

interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  received_quantity: number;
  unit_cost_cents: Cents;
  subtotal_cents: Cents;
}

function orderQuery(db: Db) {
  return db("purchase_orders as o")
    .join("suppliers as s", "s.id", "o.supplier_id")
    .leftJoin("users as u", "u.id", "o.created_by")
    .select("o.*", "s.name as supplier_name", "u.name as created_by_name");
}

async function ordersWithLines(db: Db, rows: OrderRow[]): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db("purchase_order_lines")
    .whereIn(
      "order_id",
      rows.map((row) => row.id),
    )
    .orderBy("id")
    .select<OrderLineRow[]>("*");
  return rows.map((row) => {
    const status = row.status as PurchaseOrderStatusName;
    return {
      id: row.id,
      number: orderNumber(row.id),
      supplier: { id: row.supplier_id, name: row.supplier_name },
      status: row.status,
      expectedDate: row.expected_date,
      notes: row.notes,
      taxRate: Number(row.tax_rate),
      subtotal: money(row.subtotal_cents),
      tax: money(row.tax_cents),
      total: money(row.total_cents),
      createdAt: row.created_at,
      createdBy: named(row.created_by, row.created_by_name),
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => {
          const amounts = {
            quantity: Number(line.quantity),
            receivedQuantity: Number(line.received_quantity),
          };
          return {
            id: line.id,
            productId: line.product_id,
            name: line.name,
            sku: line.sku,
            ...amounts,
            pendingQuantity: pendingQuantity(status, amounts),
            unitCost: money(line.unit_cost_cents),
            subtotal: money(line.subtotal_cents),
          };
        }),
    };
  });
}

export async function listOrders(db: Db, filter: { status?: PurchaseOrderStatus; limit: number }) {
  const query = orderQuery(db).orderBy([
    { column: "o.created_at", order: "desc" },
    { column: "o.id", order: "desc" },
  ]);
  if (filter.status) query.where("o.status", filter.status);
  return ordersWithLines(db, (await query.limit(filter.limit)) as OrderRow[]);
}

export async function findOrder(db: Db, id: number): Promise<PurchaseOrder | null> {
  const rows = (await orderQuery(db).where("o.id", id)) as OrderRow[];
  return (await ordersWithLines(db, rows))[0] ?? null;
}

interface ReceiptRow {
  id: number;
  order_id: number | null;
  supplier_id: number | null;
  supplier_name: string | null;
  note: string | null;
  total_cents: Cents;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}

interface ReceiptLineRow {
  receipt_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  unit_cost_cents: Cents;
  cost_before_cents: Cents;
  cost_after_cents: Cents;
  stock_after: number;
}

function receiptQuery(db: Db) {
  return db("purchase_receipts as r")
    .leftJoin("suppliers as s", "s.id", "r.supplier_id")
    .leftJoin("users as u", "u.id", "r.user_id")
    .select("r.*", "s.name as supplier_name", "u.name as user_name");
}

async function receiptsWithLines(db: Db, rows: ReceiptRow[]): Promise<PurchaseReceipt[]> {
  if (rows.length === 0) return [];
  const lines = await db("purchase_receipt_lines")
    .whereIn(
      "receipt_id",
      rows.map((row) => row.id),
    )
    .orderBy("id")
    .select<ReceiptLineRow[]>("*");
  return rows.map((row) => ({
    id: row.id,
    number: receiptNumber(row.id),
    orderId: row.order_id,
    orderNumber: row.order_id === null ? null : orderNumber(row.order_id),
    supplier: named(row.supplier_id, row.supplier_name),
    note: row.note,
    total: money(row.total_cents),
    createdAt: row.created_at,
    user: named(row.user_id, row.user_name),
    lines: lines
      .filter((line) => line.receipt_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        name: line.name,
        sku: line.sku,
        quantity: Number(line.quantity),
        unitCost: money(line.unit_cost_cents),
        costBefore: money(line.cost_before_cents),
        costAfter: money(line.cost_after_cents),
        stockAfter: Number(line.stock_after),
      })),
  }));
}

export async function listReceipts(db: Db, filter: { orderId?: number; limit: number }) {
  const query = receiptQuery(db).orderBy([
    { column: "r.created_at", order: "desc" },
    { column: "r.id", order: "desc" },
  ]);
  if (filter.orderId !== undefined) query.where("r.order_id", filter.orderId);
  return receiptsWithLines(db, (await query.limit(filter.limit)) as ReceiptRow[]);
}

export async function findReceipt(db: Db, id: number): Promise<PurchaseReceipt | null> {
  const rows = (await receiptQuery(db).where("r.id", id)) as ReceiptRow[];
  return (await receiptsWithLines(db, rows))[0] ?? null;
}
