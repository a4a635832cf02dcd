// 'Establecer Metas': one row per seller and month; saving a month replaces the listed sellers' rows.
import type { Knex } from "knex";
import type { SellerGoalsRepository } from "../../../server/store/seller-goals-repository";

export function createSellerGoalsRepository(db: Knex): SellerGoalsRepository {
  return {
    async list(fromMonth, toMonth, userId) {
      const query = db("seller_goals")
        .where("month", ">=", fromMonth)
        .andWhere("month", "<=", toMonth)
        .orderBy(["month", "user_id"])
        .select<Array<{ user_id: number; month: string; amount_cents: number | string; units: number }>>(
          "user_id",
          "month",
          "amount_cents",
          "units",
        );
      if (userId !== undefined) query.andWhere("user_id", userId);
      return (await query).map((row) => ({
        userId: Number(row.user_id),
        month: row.month,
        amountCents: Number(row.amount_cents),
        units: Number(row.units),
      }));
    },
    async save(month, goals) {
      const now = new Date().toISOString();
      await db.transaction(async (trx) => {
        for (const goal of goals) {
          await trx("seller_goals").where({ month, user_id: goal.userId }).delete();
          await trx("seller_goals").insert({
            user_id: goal.userId,
            month,
            amount_cents: goal.amountCents,
            units: goal.units,
            updated_at: now,
          });
        }
      });
    },
  };
}
