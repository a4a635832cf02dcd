// 'Crédito' on the database: credit settings, the account's reads (account-reads.ts) and the payment
// writes. A payment locks its customer's row (PostgreSQL; SQLite's one writer serialises) before it
// reads what the sales still owe, so two payments racing for one sale never settle it twice.
import type { Knex } from "knex";
import { creditInFavourApplies } from "../../../rules/customer-credit";
import type { AccountsRepository } from "../../../server/store/accounts-repository";
import { isPostgres } from "../db/dialect";
import { groupedWrite, WriteRefusal } from "../db/grouped-writes";
import {
  ageingSums,
  creditOf,
  creditSalesBy,
  movementsOf,
  openCreditSales,
  paymentsWhere,
  type CreditRecord,
} from "./account-reads";
import { insertMovement, refreshOpenSales } from "./account-writes";

class PaymentRefused extends WriteRefusal {
  constructor(readonly write: { refusal: string } | { sessionClosed: true }) {
    super("payment refused");
  }
}

export function createAccountsRepository(db: Knex): AccountsRepository {
  return {
    async credit(customerId) {
      const row = await db("customer_credit")
        .where({ customer_id: customerId })
        .first<CreditRecord | undefined>();
      return row ? creditOf(row) : null;
    },
    async setCredit(customerId, settings, userId) {
      const row = {
        customer_id: customerId,
        enabled: settings.enabled,
        limit_cents: settings.limitCents,
        terms_days: settings.termsDays,
        updated_by: userId,
        updated_at: new Date().toISOString(),
      };
      await groupedWrite(db, async (trx) => {
        await trx("customer_credit").insert(row).onConflict("customer_id").merge();
      });
    },
    async balance(customerId) {
      const row = await db("customer_account_movements")
        .where({ customer_id: customerId })
        .first<{ cents: number | string | null }>(db.raw("sum(amount_cents) as cents"));
      return Number(row?.cents ?? 0);
    },
    movements: (customerId) => movementsOf(db, customerId),
    async creditSales(customerId) {
      return (await creditSalesBy(db, customerId)).get(customerId) ?? [];
    },
    payments: (customerId) => paymentsWhere(db, { customerId }),
    async findPayment(id) {
      return (await paymentsWhere(db, { id }))[0] ?? null;
    },
    async recordPayment(draft) {
      try {
        const id = await groupedWrite(db, async (trx) => {
          const customer = trx("customers").where({ id: draft.customerId }).first("id");
          await (isPostgres(trx) ? customer.forUpdate() : customer);
          if (draft.registerSessionId !== null) {
            const open = trx("register_sessions")
              .where({ id: draft.registerSessionId })
              .whereNull("closed_at")
              .first("id");
            if (!(await (isPostgres(trx) ? open.forShare() : open)))
              throw new PaymentRefused({ sessionClosed: true });
          }
          const sales = (await creditSalesBy(trx, draft.customerId)).get(draft.customerId) ?? [];
          const verdict = draft.allocate(sales);
          if ("refusal" in verdict) throw new PaymentRefused({ refusal: verdict.refusal });
          const [row] = await trx("customer_payments")
            .insert({
              customer_id: draft.customerId,
              amount_cents: draft.amountCents,
              method: draft.method,
              reference: draft.reference,
              paid_on: draft.paidOn,
              register_session_id: draft.registerSessionId,
              user_id: draft.userId,
              created_at: new Date().toISOString(),
            })
            .returning("id");
          const paymentId = Number((row as { id: number }).id);
          if (verdict.allocations.length > 0)
            await trx("customer_payment_allocations").insert(
              verdict.allocations.map((a) => ({
                payment_id: paymentId,
                sale_id: a.saleId,
                amount_cents: a.amountCents,
              })),
            );
          await insertMovement(trx, {
            customerId: draft.customerId,
            kind: "payment",
            amountCents: -draft.amountCents,
            paymentId,
            occurredOn: draft.paidOn,
            userId: draft.userId,
          });
          await refreshOpenSales(
            trx,
            verdict.allocations.map((a) => a.saleId),
          );
          return paymentId;
        });
        return { id };
      } catch (error) {
        if (error instanceof PaymentRefused) return error.write;
        throw error;
      }
    },
    async voidPayment(id, voiding) {
      try {
        return await groupedWrite(db, async (trx) => {
          const now = new Date().toISOString();
          const changed = await trx("customer_payments")
            .where({ id })
            .whereNull("voided_at")
            .update({ voided_at: now, voided_by: voiding.userId, void_reason: voiding.reason });
          if (changed === 0) throw new PaymentRefused({ refusal: "" });
          const payment = await trx("customer_payments")
            .where({ id })
            .first<{ customer_id: number; amount_cents: number | string }>("customer_id", "amount_cents");
          await insertMovement(trx, {
            customerId: Number(payment!.customer_id),
            kind: "void",
            amountCents: Number(payment!.amount_cents),
            paymentId: id,
            note: voiding.reason,
            userId: voiding.userId,
          });
          const settled = await trx("customer_payment_allocations")
            .where({ payment_id: id })
            .pluck("sale_id");
          await refreshOpenSales(trx, settled.map(Number));
          return true;
        });
      } catch (error) {
        if (error instanceof PaymentRefused) return false;
        throw error;
      }
    },
    async ageingEntries(asOf) {
      const sums = await ageingSums(db, asOf);
      // Only a customer with a credit in favour needs his open sales, to take it off the oldest first.
      const favoured = sums.filter((row) => creditInFavourApplies(row.owedCents, row.balanceCents));
      const sales = await openCreditSales(
        db,
        favoured.map((row) => row.customerId),
      );
      return sums.map(({ customerId, credit, balanceCents, owedByBucket }) => {
        const owed = sales.get(customerId);
        return owed
          ? { customerId, credit, balanceCents, sales: owed }
          : { customerId, credit, balanceCents, owedByBucket, sales: [] };
      });
    },
  };
}
