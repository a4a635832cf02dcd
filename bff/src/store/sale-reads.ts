// Recorded sales read back as the contract's Sale: one query for the page of sales, one for their
// lines, one for their returns (and one for the returns' lines), whatever the page's size.
import type { Knex } from "knex";
import type { Sale } from "@contract/types";
import { fromCents } from "../../../rules/sale-money";
import type { SalesFilter } from "../../../server/store/sales-repository";
import { preparedRows } from "../db/sqlite-pool";

interface SaleRow {
  id: number;
  created_at: string;
  completed_at: string | null;
  canceled_at: string | null;
  status: Sale["status"];
  customer_id: number | null;
  customer_name: string | null;
  payment_method: string;
  user_id: number | null;
  user_name: string | null;
  tax_rate: number;
  discount_cents: number | string;
  subtotal_cents: number | string;
  tax_cents: number | string;
  total_cents: number | string;
  returned_cents: number | string;
}

interface LineRow {
  id: number;
  sale_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  quantity: number;
  discount: number;
  unit_price_cents: number | string;
  discount_cents: number | string;
  subtotal_cents: number | string;
  returned_quantity: number;
}

interface ReturnRow {
  id: number;
  sale_id: number;
  created_at: string;
  reason: string;
  user_id: number | null;
  user_name: string | null;
  refund_cents: number | string;
  account_cents: number | string;
}

interface PaymentRow {
  id: number;
  sale_id: number;
  method: string;
  amount_cents: number | string;
  tendered_cents: number | string | null;
  change_cents: number | string | null;
  reference: string | null;
  register_session_id: number | null;
  currency: string | null;
  foreign_amount: number | string | null;
  rate: string | null;
}

const centsOrNull = (cents: number | string | null) => (cents === null ? null : Number(cents));

const money = (cents: number | string) => fromCents(Number(cents));

function saleQuery(db: Knex) {
  return db("sales as s")
    .leftJoin("users as u", "u.id", "s.user_id")
    .select(
      "s.id",
      "s.created_at",
      "s.completed_at",
      "s.canceled_at",
      "s.status",
      "s.customer_id",
      "s.customer_name",
      "s.payment_method",
      "s.user_id",
      "u.name as user_name",
      "s.tax_rate",
      "s.discount_cents",
      "s.subtotal_cents",
      "s.tax_cents",
      "s.total_cents",
      "s.returned_cents",
    );
}

/** Case folded both sides (ASCII letters, as SQLite's lower() folds them). */
function whereSearch(query: Knex.QueryBuilder, search: string) {
  const folded = search.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  query.where((q) => {
    if (/^\d{1,9}$/.test(search)) q.orWhere("s.id", Number(search));
    q.orWhereRaw(`lower(COALESCE(s.customer_name, '')) LIKE ? ESCAPE '\\'`, [pattern]);
    q.orWhereRaw(`lower(s.payment_method) LIKE ? ESCAPE '\\'`, [pattern]);
  });
}

async function assemble(db: Knex, rows: SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Prepared once per reader connection: every sale a counter writes is read back through here.
  const [lines, returns, payments] = await Promise.all([
    preparedRows<LineRow>(
      db,
      db("sale_lines")
        .whereIn("sale_id", ids)
        .orderBy("id")
        .select(
          "id",
          "sale_id",
          "product_id",
          "name",
          "sku",
          "quantity",
          "discount",
          "unit_price_cents",
          "discount_cents",
          "subtotal_cents",
          "returned_quantity",
        ),
    ),
    preparedRows<ReturnRow>(
      db,
      db("sale_returns as r")
        .leftJoin("users as u", "u.id", "r.user_id")
        .whereIn("r.sale_id", ids)
        .orderBy("r.id")
        .select(
          "r.id",
          "r.sale_id",
          "r.created_at",
          "r.reason",
          "r.user_id",
          "u.name as user_name",
          "r.refund_cents",
          "r.account_cents",
        ),
    ),
    preparedRows<PaymentRow>(
      db,
      db("sale_payments")
        .whereIn("sale_id", ids)
        .orderBy("id")
        .select(
          "id",
          "sale_id",
          "method",
          "amount_cents",
          "tendered_cents",
          "change_cents",
          "reference",
          "register_session_id",
          "currency",
          "foreign_amount",
          "rate",
        ),
    ),
  ]);
  const returnLines =
    returns.length === 0
      ? []
      : await db("sale_return_lines")
          .whereIn(
            "return_id",
            returns.map((r) => r.id),
          )
          .orderBy("id")
          .select<{ return_id: number; sale_line_id: number; quantity: number }[]>(
            "return_id",
            "sale_line_id",
            "quantity",
          );
  return rows.map((row) => {
    const own = lines.filter((line) => line.sale_id === row.id);
    return {
      id: row.id,
      createdAt: row.created_at,
      completedAt: row.completed_at,
      canceledAt: row.canceled_at,
      status: row.status,
      customerId: row.customer_id,
      customerName: row.customer_name,
      paymentMethod: row.payment_method,
      seller:
        row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
      itemsCount: own.reduce((sum, line) => sum + line.quantity, 0),
      taxRate: row.tax_rate,
      subtotal: money(row.subtotal_cents),
      discountTotal: money(row.discount_cents),
      tax: money(row.tax_cents),
      total: money(row.total_cents),
      returnedTotal: money(row.returned_cents),
      lines: own.map((line) => ({
        id: line.id,
        productId: line.product_id,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: money(line.unit_price_cents),
        discount: Number(line.discount),
        discountAmount: money(line.discount_cents),
        subtotal: money(line.subtotal_cents),
        returnedQuantity: line.returned_quantity,
      })),
      returns: returns
        .filter((r) => r.sale_id === row.id)
        .map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          reason: r.reason,
          refundTotal: money(r.refund_cents),
          refundToAccount: money(r.account_cents),
          user: r.user_id !== null && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
          lines: returnLines
            .filter((line) => line.return_id === r.id)
            .map((line) => ({ lineId: line.sale_line_id, quantity: line.quantity })),
        })),
      payments: payments
        .filter((p) => p.sale_id === row.id)
        .map((p) => ({
          id: p.id,
          method: p.method,
          amountCents: Number(p.amount_cents),
          tenderedCents: centsOrNull(p.tendered_cents),
          changeCents: centsOrNull(p.change_cents),
          reference: p.reference,
          registerSessionId: p.register_session_id,
          ...(p.currency
            ? { currency: p.currency, foreignAmount: Number(p.foreign_amount), rate: p.rate ?? "" }
            : {}),
        })),
    };
  });
}

export async function listSales(db: Knex, filter: SalesFilter): Promise<{ items: Sale[]; total: number }> {
  const base = db("sales as s");
  if (filter.status) base.where("s.status", filter.status);
  if (filter.search) whereSearch(base, filter.search);
  const counted = (await base.clone().count<{ n: number }[]>("* as n"))[0];
  const page = saleQuery(db)
    .orderBy([
      { column: "s.created_at", order: "desc" },
      { column: "s.id", order: "desc" },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  if (filter.status) page.where("s.status", filter.status);
  if (filter.search) whereSearch(page, filter.search);
  return { items: await assemble(db, await page), total: Number(counted?.n ?? 0) };
}

export async function findSale(db: Knex, id: number): Promise<Sale | null> {
  const rows = await preparedRows<SaleRow>(db, saleQuery(db).where("s.id", id));
  return (await assemble(db, rows))[0] ?? null;
}
