// A sale's payment rows and a refund's session, written in the sale's transaction (sale-writes.ts).
import type { Knex } from "knex";
import type { SalePaymentsDraft } from "../../../server/store/sales-repository";
import { isPostgres } from "../db/dialect";
import { debitSale } from "./account-writes";

/**
 * The sale's payment rows, in the transaction of its stock. Their session must still be open: the
 * row is locked (PostgreSQL; SQLite's one writer serialises) so a closing waits for this sale to
 * commit, and a sale that comes after the closing is refused. Either way a payment lands in exactly
 * one session, before its closing. A debit on a customer's account is decided here too (its refusal
 * answered like the session's: the caller rolls the sale back).
 */
export async function recordPayments(
  trx: Knex.Transaction,
  saleId: number,
  userId: number,
  paid: SalePaymentsDraft,
): Promise<{ sessionClosed: true } | { creditRefused: string } | null> {
  if (paid.payments.length === 0) return null;
  if (paid.registerSessionId !== null) {
    const open = trx("register_sessions")
      .where({ id: paid.registerSessionId })
      .whereNull("closed_at")
      .first("id");
    if (!(await (isPostgres(trx) ? open.forShare() : open))) return { sessionClosed: true };
  }
  const now = new Date().toISOString();
  await trx("sale_payments").insert(
    paid.payments.map((payment) => ({
      sale_id: saleId,
      method: payment.method,
      amount_cents: payment.amountCents,
      tendered_cents: payment.tenderedCents,
      change_cents: payment.changeCents,
      reference: payment.reference,
      currency: payment.currency ?? null,
      foreign_amount: payment.foreignAmount ?? null,
      rate: payment.rate ?? null,
      register_session_id: paid.registerSessionId,
      user_id: userId,
      created_at: now,
    })),
  );
  if (paid.account) {
    const onAccount = paid.payments
      .filter((p) => p.method === "credito")
      .reduce((sum, p) => sum + p.amountCents, 0);
    return debitSale(trx, saleId, userId, onAccount, paid.account);
  }
  return null;
}

/** A refund belongs to its session only while that session is still open at the write. */
export async function openSessionOrNull(
  trx: Knex.Transaction,
  sessionId: number | null,
): Promise<number | null> {
  if (sessionId === null) return null;
  const open = trx("register_sessions").where({ id: sessionId }).whereNull("closed_at").first("id");
  return (await (isPostgres(trx) ? open.forShare() : open)) ? sessionId : null;
}
