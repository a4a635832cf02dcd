// The accounts' invariant ('Crédito'), checked in the database: per customer the movements add up to
// what his sales on account and payments say independently (each sale not canceled: its 'credito'
// payments less what returns gave back on the account; less every payment not voided), and no sale is
// settled beyond what it was charged. Used by `npm run check:ledger` and the tests.
import type { Knex } from "knex";
import { OPEN_SALES_FROM_LEDGER } from "../../../migrations/20250101001720_return_account_share_ageing";
import { BALANCES_FROM_LEDGER } from "../../../migrations/20250101001735_customer_balances";

export interface AccountDiscrepancy {
  customerId: number;
  /** The sum of the customer's movements. */
  movementsCents: number;
  /** What the sales and payments add up to. */
  expectedCents: number;
}

/** A sale its payments settled beyond the debit it put on the account (settled twice). */
export interface OversettledSale {
  saleId: number;
  chargedCents: number;
  paidCents: number;
}

const sumBy = (rows: Array<{ id: number | string; cents: number | string | null }>) =>
  new Map(rows.map((row) => [Number(row.id), Number(row.cents ?? 0)]));

export async function accountDiscrepancies(db: Knex): Promise<AccountDiscrepancy[]> {
  const [movements, onAccount, returned, paid] = await Promise.all([
    db("customer_account_movements")
      .groupBy("customer_id")
      .select("customer_id as id", db.raw("sum(amount_cents) as cents")),
    db("sale_payments as p")
      .join("sales as s", "s.id", "p.sale_id")
      .where("p.method", "credito")
      .whereNot("s.status", "canceled")
      .groupBy("s.customer_id")
      .select("s.customer_id as id", db.raw("sum(p.amount_cents) as cents")),
    db("sale_returns as r")
      .join("sales as s", "s.id", "r.sale_id")
      .where("r.account_cents", ">", 0)
      .whereNot("s.status", "canceled")
      .groupBy("s.customer_id")
      .select("s.customer_id as id", db.raw("sum(r.account_cents) as cents")),
    db("customer_payments")
      .whereNull("voided_at")
      .groupBy("customer_id")
      .select("customer_id as id", db.raw("sum(amount_cents) as cents")),
  ]);
  const ledger = sumBy(movements);
  const sold = sumBy(onAccount);
  const given = sumBy(returned);
  const received = sumBy(paid);
  const ids = new Set([...ledger.keys(), ...sold.keys(), ...received.keys()]);
  const wrong: AccountDiscrepancy[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const expected = (sold.get(id) ?? 0) - (given.get(id) ?? 0) - (received.get(id) ?? 0);
    const movementsCents = ledger.get(id) ?? 0;
    if (expected !== movementsCents) wrong.push({ customerId: id, movementsCents, expectedCents: expected });
  }
  return wrong;
}

export async function oversettledSales(db: Knex): Promise<OversettledSale[]> {
  const [charged, paid] = await Promise.all([
    // What the sale put on the account: a return after it was paid leaves a credit, not a second settling.
    db("customer_account_movements")
      .where("kind", "sale")
      .groupBy("sale_id")
      .select("sale_id as id", db.raw("sum(amount_cents) as cents")),
    db("customer_payment_allocations as a")
      .join("customer_payments as p", "p.id", "a.payment_id")
      .whereNull("p.voided_at")
      .groupBy("a.sale_id")
      .select("a.sale_id as id", db.raw("sum(a.amount_cents) as cents")),
  ]);
  const chargedBySale = sumBy(charged);
  return [...sumBy(paid)]
    .map(([saleId, paidCents]) => ({ saleId, paidCents, chargedCents: chargedBySale.get(saleId) ?? 0 }))
    .filter((sale) => sale.paidCents > sale.chargedCents);
}

interface OpenSaleFigures {
  sale_id: number | string;
  charged_cents: number | string;
  paid_cents: number | string;
}

/** Sales whose row in `customer_open_sales` (the ageing's summary) differs from the ledger's figures. */
export async function openSalesDrift(db: Knex): Promise<number[]> {
  const [kept, ledger] = await Promise.all([
    db("customer_open_sales").select<OpenSaleFigures[]>("sale_id", "charged_cents", "paid_cents"),
    db.raw(OPEN_SALES_FROM_LEDGER) as Promise<OpenSaleFigures[] | { rows: OpenSaleFigures[] }>,
  ]);
  const key = (row: OpenSaleFigures) => `${Number(row.charged_cents)}/${Number(row.paid_cents)}`;
  const keptBySale = new Map(kept.map((row) => [Number(row.sale_id), key(row)]));
  const ledgerBySale = new Map(
    (Array.isArray(ledger) ? ledger : ledger.rows).map((row) => [Number(row.sale_id), key(row)]),
  );
  const ids = new Set([...keptBySale.keys(), ...ledgerBySale.keys()]);
  return [...ids].filter((id) => keptBySale.get(id) !== ledgerBySale.get(id)).sort((a, b) => a - b);
}

/** Customers whose kept balance (`customer_balances`, the ageing's) differs from the sum of their movements. */
export async function balanceDrift(db: Knex): Promise<number[]> {
  const [kept, ledger] = await Promise.all([
    db("customer_balances").select<Array<{ customer_id: number; balance_cents: number | string }>>("*"),
    db.raw(BALANCES_FROM_LEDGER) as Promise<
      | Array<{ customer_id: number; balance_cents: number | string }>
      | { rows: Array<{ customer_id: number; balance_cents: number | string }> }
    >,
  ]);
  const byCustomer = (rows: Array<{ customer_id: number; balance_cents: number | string }>) =>
    new Map(rows.map((row) => [Number(row.customer_id), Number(row.balance_cents)]));
  const keptBy = byCustomer(kept);
  const ledgerBy = byCustomer(Array.isArray(ledger) ? ledger : ledger.rows);
  const ids = new Set([...keptBy.keys(), ...ledgerBy.keys()]);
  return [...ids].filter((id) => (keptBy.get(id) ?? 0) !== (ledgerBy.get(id) ?? 0)).sort((a, b) => a - b);
}
