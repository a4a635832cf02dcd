// The reads of 'Crédito' accounts: movements, the sales on account with what they were charged and
// what payments (not voided) settled, and payments with their allocations. The credit sales of one
// customer or of all (the ageing report) come from the same three grouped queries.
import type { Knex } from "knex";
import type {
  AccountMovementRow,
  CreditSettings,
  CustomerPaymentRow,
} from "../../../server/store/accounts-repository";
import { ageingDueFloors, type AgeingBucket, type CreditSale } from "../../../rules/customer-credit";
import { arrayRows } from "../db/array-rows";
import { isPostgres } from "../db/dialect";

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
 * The sales on account these customers still owe (what the ageing report buckets oldest first for a
 * customer with a credit in favour), from the summary the writes keep (`customer_open_sales`).
 */
export async function openCreditSales(
  db: Knex,
  customerIds: readonly number[],
): Promise<Map<number, CreditSale[]>> {
  const rows: OpenSaleRecord[] = [];
  for (let at = 0; at < customerIds.length; at += IDS_PER_QUERY) {
    rows.push(
      ...(await db("customer_open_sales")
        .whereIn("customer_id", customerIds.slice(at, at + IDS_PER_QUERY))
        .select("*")),
    );
  }
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

const IDS_PER_QUERY = 500;

/** One customer's figures for the ageing report, as `ageingSums` reads them. */
export interface AgeingSums {
  customerId: number;
  credit: CreditSettings | null;
  balanceCents: number;
  /** The open sales' sum. */
  owedCents: number;
  owedByBucket: Record<AgeingBucket, number>;
}

/**
 * Every customer with credit settings or a balance row, his balance (`customer_balances`) and his
 * open sales summed by age as of `asOf` (`customer_open_sales`, through its index by customer), in
 * one grouped query fetched as one array (`arrayRows`).
 */
export async function ageingSums(db: Knex, asOf: string): Promise<AgeingSums[]> {
  const floors = ageingDueFloors(asOf);
  const open = "o.charged_cents - o.paid_cents";
  const sum = (when: string) => `COALESCE(SUM(CASE WHEN ${when} THEN ${open} ELSE 0 END), 0)`;
  const expressions = [
    "ids.customer_id",
    "cc.enabled",
    "cc.limit_cents",
    "cc.terms_days",
    "COALESCE(b.balance_cents, 0)",
    `COALESCE(SUM(${open}), 0)`,
    sum("o.due_date >= ?"),
    sum("o.due_date >= ? AND o.due_date < ?"),
    sum("o.due_date >= ? AND o.due_date < ?"),
    sum("o.due_date >= ? AND o.due_date < ?"),
    sum("o.due_date < ?"),
  ];
  const bounds = [
    floors.current,
    ...[floors.d1to30, floors.current],
    ...[floors.d31to60, floors.d1to30],
    ...[floors.d61to90, floors.d31to60],
    floors.d61to90,
  ];
  // SQLite groups by the customer alone in the index's order; PostgreSQL wants every plain column.
  const grouped = isPostgres(db)
    ? "ids.customer_id, cc.enabled, cc.limit_cents, cc.terms_days, b.balance_cents"
    : "ids.customer_id";
  const rows = await arrayRows(
    db,
    expressions,
    `FROM (SELECT customer_id FROM customer_credit UNION SELECT customer_id FROM customer_balances) ids
     LEFT JOIN customer_credit cc ON cc.customer_id = ids.customer_id
     LEFT JOIN customer_balances b ON b.customer_id = ids.customer_id
     LEFT JOIN customer_open_sales o ON o.customer_id = ids.customer_id
     GROUP BY ${grouped}`,
    bounds,
  );
  return rows.map(([customerId, enabled, limitCents, termsDays, balance, owed, ...byAge]) => ({
    customerId: Number(customerId),
    credit:
      limitCents === null
        ? null
        : { enabled: Boolean(enabled), limitCents: Number(limitCents), termsDays: Number(termsDays) },
    balanceCents: Number(balance),
    owedCents: Number(owed),
    owedByBucket: {
      current: Number(byAge[0]),
      d1to30: Number(byAge[1]),
      d31to60: Number(byAge[2]),
      d61to90: Number(byAge[3]),
      over90: Number(byAge[4]),
    },
  }));
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
