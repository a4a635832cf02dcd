// The reads of 'Crédito' accounts: movements, the sales on account with what they were charged and
// what payments (not voided) settled, and payments with their allocations. The credit sales of one
// customer or of all (the ageing report) come from the same three grouped queries.
import type { Knex } from "knex";
import type { AccountMovementRow, CreditSettings, CustomerPaymentRow } from "../../../server/account-store";
import type { CreditSale } from "../../../rules/customer-credit";

const named = (id: number | null, name: string | null) =>
  id === null ? null : { id: Number(id), name: name ?? "" };

export interface CreditRecord {
  customer_id: number;
  enabled: boolean | number;
  limit_cents: number | string;
  terms_days: number;
}

export const creditOf = (row: CreditRecord): CreditSettings => ({
  enabled: Boolean(row.enabled),
  limitCents: Number(row.limit_cents),
  termsDays: Number(row.terms_days),
});

interface MovementRecord {
  id: number;
  kind: AccountMovementRow["kind"];
  amount_cents: number | string;
  sale_id: number | null;
  payment_id: number | null;
  note: string | null;
  occurred_on: string;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
}

export async function movementsOf(db: Knex, customerId: number): Promise<AccountMovementRow[]> {
  const rows: MovementRecord[] = await db("customer_account_movements as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .where("m.customer_id", customerId)
    .orderBy("m.id")
    .select("m.*", "u.name as user_name");
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    saleId: row.sale_id === null ? null : Number(row.sale_id),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
    note: row.note,
    occurredOn: row.occurred_on,
    createdAt: row.created_at,
    user: named(row.user_id, row.user_name),
  }));
}

/** Each customer's sales on account (one customer's when `customerId` is given). */
export async function creditSalesBy(db: Knex, customerId: number | null): Promise<Map<number, CreditSale[]>> {
  const scoped = <T extends Knex.QueryBuilder>(query: T, column: string): T =>
    (customerId === null ? query : query.where(column, customerId)) as T;
  const [sold, charged, paid] = await Promise.all([
    scoped(
      db("customer_account_movements")
        .where("kind", "sale")
        .select("customer_id", "sale_id", "created_at", "due_date"),
      "customer_id",
    ),
    scoped(
      db("customer_account_movements")
        .whereIn("kind", ["sale", "return", "cancel"])
        .whereNotNull("sale_id")
        .groupBy("sale_id")
        .select("sale_id", db.raw("sum(amount_cents) as cents")),
      "customer_id",
    ),
    scoped(
      db("customer_payment_allocations as a")
        .join("customer_payments as p", "p.id", "a.payment_id")
        .whereNull("p.voided_at")
        .groupBy("a.sale_id")
        .select("a.sale_id", db.raw("sum(a.amount_cents) as cents")),
      "p.customer_id",
    ),
  ]);
  const sums = (rows: Array<{ sale_id: number; cents: number | string }>) =>
    new Map(rows.map((row) => [Number(row.sale_id), Number(row.cents)]));
  const chargedBySale = sums(charged);
  const paidBySale = sums(paid);
  const byCustomer = new Map<number, CreditSale[]>();
  for (const row of sold as Array<{
    customer_id: number;
    sale_id: number;
    created_at: string;
    due_date: string;
  }>) {
    const saleId = Number(row.sale_id);
    const list = byCustomer.get(Number(row.customer_id)) ?? [];
    list.push({
      saleId,
      createdAt: row.created_at,
      dueDate: row.due_date,
      chargedCents: chargedBySale.get(saleId) ?? 0,
      paidCents: paidBySale.get(saleId) ?? 0,
    });
    byCustomer.set(Number(row.customer_id), list);
  }
  return byCustomer;
}

interface OpenSaleRecord {
  customer_id: number;
  sale_id: number;
  created_at: string;
  due_date: string;
  charged_cents: number | string;
  paid_cents: number | string;
}

/**
 * Every customer's sales on account that still owe something (what the ageing report buckets), from
 * the summary the writes keep (`customer_open_sales`): a paid sale never reaches the process.
 */
export async function openCreditSales(db: Knex): Promise<Map<number, CreditSale[]>> {
  const rows: OpenSaleRecord[] = await db("customer_open_sales").select("*");
  const byCustomer = new Map<number, CreditSale[]>();
  for (const row of rows) {
    const list = byCustomer.get(Number(row.customer_id)) ?? [];
    list.push({
      saleId: Number(row.sale_id),
      createdAt: row.created_at,
      dueDate: row.due_date,
      chargedCents: Number(row.charged_cents),
      paidCents: Number(row.paid_cents),
    });
    byCustomer.set(Number(row.customer_id), list);
  }
  return byCustomer;
}

interface PaymentRecord {
  id: number;
  customer_id: number;
  amount_cents: number | string;
  method: string;
  reference: string | null;
  paid_on: string;
  register_session_id: number | null;
  created_at: string;
  user_id: number;
  user_name: string | null;
  voided_at: string | null;
  void_reason: string | null;
}

export async function paymentsWhere(
  db: Knex,
  where: { customerId?: number; id?: number },
): Promise<CustomerPaymentRow[]> {
  const query = db("customer_payments as p").leftJoin("users as u", "u.id", "p.user_id");
  if (where.customerId !== undefined) query.where("p.customer_id", where.customerId);
  if (where.id !== undefined) query.where("p.id", where.id);
  const rows: PaymentRecord[] = await query.orderBy("p.id", "desc").select("p.*", "u.name as user_name");
  const ids = rows.map((row) => Number(row.id));
  const allocations: Array<{ payment_id: number; sale_id: number; amount_cents: number | string }> =
    ids.length === 0
      ? []
      : await db("customer_payment_allocations")
          .whereIn("payment_id", ids)
          .orderBy("id")
          .select("payment_id", "sale_id", "amount_cents");
  return rows.map((row) => ({
    id: Number(row.id),
    customerId: Number(row.customer_id),
    amountCents: Number(row.amount_cents),
    method: row.method,
    reference: row.reference,
    paidOn: row.paid_on,
    registerSessionId: row.register_session_id === null ? null : Number(row.register_session_id),
    createdAt: row.created_at,
    user: named(row.user_id, row.user_name),
    allocations: allocations
      .filter((a) => Number(a.payment_id) === Number(row.id))
      .map((a) => ({ saleId: Number(a.sale_id), amountCents: Number(a.amount_cents) })),
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
  }));
}
