// The account movements a sale's transaction writes ('Crédito', docs/payments.md): the debit of a sale
// on account, the credit of a return given back on the account, and a cancellation that cancels what
// the sale still charged. Called inside the sale's transaction (sale-writes.ts, sale-payment-writes.ts).
import type { Knex } from "knex";
import type {
  AccountMovementKind,
  AccountSnapshot,
  SaleAccountDraft,
} from "../../../server/store/accounts-repository";
import { isPostgres } from "../db/dialect";
import { creditOf, creditSalesBy, type CreditRecord } from "./account-reads";

interface MovementInsert {
  customerId: number;
  kind: AccountMovementKind;
  amountCents: number;
  saleId?: number | null;
  paymentId?: number | null;
  dueDate?: string | null;
  note?: string | null;
  occurredOn?: string;
  userId: number | null;
}

export async function insertMovement(trx: Knex.Transaction, movement: MovementInsert): Promise<void> {
  const now = new Date().toISOString();
  await trx("customer_account_movements").insert({
    customer_id: movement.customerId,
    kind: movement.kind,
    amount_cents: movement.amountCents,
    sale_id: movement.saleId ?? null,
    payment_id: movement.paymentId ?? null,
    due_date: movement.dueDate ?? null,
    note: movement.note ?? null,
    occurred_on: movement.occurredOn ?? now.slice(0, 10),
    user_id: movement.userId,
    created_at: now,
  });
  // The balance the ageing report reads (migration 20250101001735), in the movement's transaction.
  await trx("customer_balances")
    .insert({ customer_id: movement.customerId, balance_cents: movement.amountCents })
    .onConflict("customer_id")
    .merge({ balance_cents: trx.raw("customer_balances.balance_cents + excluded.balance_cents") });
}

/** The customer's account as it is now, his row locked (PostgreSQL; SQLite's one writer serialises). */
async function lockedAccount(trx: Knex.Transaction, customerId: number): Promise<AccountSnapshot> {
  const customer = trx("customers").where({ id: customerId }).first("id");
  await (isPostgres(trx) ? customer.forUpdate() : customer);
  const [credit, balance, sales] = await Promise.all([
    trx("customer_credit").where({ customer_id: customerId }).first<CreditRecord | undefined>(),
    trx("customer_account_movements")
      .where({ customer_id: customerId })
      .first<{ cents: number | string | null }>(trx.raw("sum(amount_cents) as cents")),
    creditSalesBy(trx, customerId),
  ]);
  return {
    credit: credit ? creditOf(credit) : null,
    balanceCents: Number(balance?.cents ?? 0),
    sales: sales.get(customerId) ?? [],
  };
}

/**
 * The sale's debit (the sum of its 'credito' rows), when the account, read now with the customer
 * locked, takes it; else the refusal, and nothing is written.
 */
export async function debitSale(
  trx: Knex.Transaction,
  saleId: number,
  userId: number,
  amountCents: number,
  account: SaleAccountDraft,
): Promise<{ creditRefused: string } | null> {
  const verdict = account.decide(await lockedAccount(trx, account.customerId));
  if ("refusal" in verdict) return { creditRefused: verdict.refusal };
  await insertMovement(trx, {
    customerId: account.customerId,
    kind: "sale",
    amountCents,
    saleId,
    dueDate: verdict.dueDate,
    note: verdict.note,
    userId,
  });
  await refreshOpenSales(trx, [saleId]);
  return null;
}

/** The account the sale was charged to, if it was sold on account. */
async function chargedAccount(trx: Knex.Transaction, saleId: number): Promise<number | null> {
  const row = await trx("customer_account_movements")
    .where({ sale_id: saleId, kind: "sale" })
    .first<{ customer_id: number } | undefined>("customer_id");
  return row ? Number(row.customer_id) : null;
}

/** A return of a sale on account lowers the balance by what it gives back. */
export async function creditReturn(
  trx: Knex.Transaction,
  saleId: number,
  userId: number,
  refundCents: number,
  reason: string,
): Promise<void> {
  const customerId = await chargedAccount(trx, saleId);
  if (customerId === null || refundCents === 0) return;
  await insertMovement(trx, {
    customerId,
    kind: "return",
    amountCents: -refundCents,
    saleId,
    note: reason,
    userId,
  });
  await refreshOpenSales(trx, [saleId]);
}

/** What the sale still charges on its customer's account: its debit less returns and cancellation. */
export async function chargedOnAccount(trx: Knex.Transaction, saleId: number): Promise<number> {
  const row = await trx("customer_account_movements")
    .where({ sale_id: saleId })
    .whereIn("kind", ["sale", "return", "cancel"])
    .first<{ charged: number | string | null }>(trx.raw("sum(amount_cents) as charged"));
  return Number(row?.charged ?? 0);
}

/** A canceled sale on account no longer charges anything: what it still charged is credited. */
export async function creditCancellation(
  trx: Knex.Transaction,
  saleId: number,
  userId: number,
): Promise<void> {
  const customerId = await chargedAccount(trx, saleId);
  if (customerId === null) return;
  const charged = await chargedOnAccount(trx, saleId);
  if (charged <= 0) return;
  await insertMovement(trx, { customerId, kind: "cancel", amountCents: -charged, saleId, userId });
  await refreshOpenSales(trx, [saleId]);
}

/**
 * Keeps `customer_open_sales` (what the ageing report reads) true for these sales: each one's charge
 * and what payments not voided settled, recomputed from the ledger; a sale owing nothing leaves it.
 */
export async function refreshOpenSales(trx: Knex.Transaction, saleIds: readonly number[]): Promise<void> {
  for (const saleId of new Set(saleIds)) {
    const [sale, charged, paid] = await Promise.all([
      trx("customer_account_movements")
        .where({ sale_id: saleId, kind: "sale" })
        .first<{ customer_id: number; created_at: string; due_date: string } | undefined>(
          "customer_id",
          "created_at",
          "due_date",
        ),
      chargedOnAccount(trx, saleId),
      trx("customer_payment_allocations as a")
        .join("customer_payments as p", "p.id", "a.payment_id")
        .where("a.sale_id", saleId)
        .whereNull("p.voided_at")
        .first<{ cents: number | string | null }>(trx.raw("sum(a.amount_cents) as cents")),
    ]);
    const paidCents = Number(paid?.cents ?? 0);
    await trx("customer_open_sales").where({ sale_id: saleId }).del();
    if (sale && charged > paidCents)
      await trx("customer_open_sales").insert({
        sale_id: saleId,
        customer_id: Number(sale.customer_id),
        created_at: sale.created_at,
        due_date: sale.due_date,
        charged_cents: charged,
        paid_cents: paidCents,
      });
  }
}
