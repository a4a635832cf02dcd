// Other currencies accepted at the counter and their rates of the day (migrations/
// 20250101001710_currencies.ts). A rate is one row per currency and local day: setting it again
// that day replaces it (an upsert on the unique pair), recording who and when.
import type { Knex } from "knex";
import type { CurrenciesRepository } from "../../../server/store/currencies-repository";

async function accepted(db: Knex, code: string): Promise<boolean> {
  return (await db("currencies").where({ code }).first("code")) !== undefined;
}

export function createCurrenciesRepository(db: Knex): CurrenciesRepository {
  return {
    async list(day) {
      const rows = await db("currencies as c")
        .leftJoin("exchange_rates as x", (join) => join.on("x.currency", "c.code").andOnVal("x.day", day))
        .leftJoin("users as u", "u.id", "x.set_by")
        .orderBy("c.code")
        .select("c.code", "c.name", "x.rate", "x.day", "x.set_by", "u.name as setter_name", "x.set_at");
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        rate:
          row.rate === null
            ? null
            : {
                rate: row.rate,
                day: row.day,
                setBy: row.set_by === null ? null : { id: row.set_by, name: row.setter_name ?? "" },
                setAt: row.set_at,
              },
      }));
    },

    async create(code, name) {
      if (await accepted(db, code)) return false;
      try {
        await db("currencies").insert({ code, name, created_at: new Date().toISOString() });
        return true;
      } catch (error) {
        // Two Administradores adding the same code at once: the primary key keeps one.
        if (await accepted(db, code)) return false;
        throw error;
      }
    },

    async remove(code) {
      return (await db("currencies").where({ code }).delete()) > 0;
    },

    async setRate(code, day, rate, userId) {
      if (!(await accepted(db, code))) return false;
      await db("exchange_rates")
        .insert({ currency: code, day, rate, set_by: userId, set_at: new Date().toISOString() })
        .onConflict(["currency", "day"])
        .merge(["rate", "set_by", "set_at"]);
      return true;
    },
  };
}
