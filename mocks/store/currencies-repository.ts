// Other currencies accepted at the counter and their rates of the day, in memory; none after each
// reset, as a new database has none.
import type { CurrenciesRepository } from "../../server/store/currencies-repository";
import { onMockDbReset } from "../db";
import { users } from "./users-repository";

interface Rate {
  currency: string;
  day: string;
  rate: string;
  setBy: number;
  setAt: string;
}

let accepted: Array<{ code: string; name: string }> = [];
let rates: Rate[] = [];
onMockDbReset(() => {
  accepted = [];
  rates = [];
});

export const currencies: CurrenciesRepository = {
  async list(day) {
    const list = [...accepted].sort((a, b) => (a.code < b.code ? -1 : 1));
    return Promise.all(
      list.map(async ({ code, name }) => {
        const rate = rates.find((r) => r.currency === code && r.day === day);
        if (!rate) return { code, name, rate: null };
        const setter = await users.find(rate.setBy);
        return {
          code,
          name,
          rate: {
            rate: rate.rate,
            day,
            setBy: setter ? { id: setter.id, name: setter.name } : null,
            setAt: rate.setAt,
          },
        };
      }),
    );
  },
  async create(code, name) {
    if (accepted.some((c) => c.code === code)) return false;
    accepted.push({ code, name });
    return true;
  },
  async remove(code) {
    const before = accepted.length;
    accepted = accepted.filter((c) => c.code !== code);
    return accepted.length < before;
  },
  async setRate(code, day, rate, userId) {
    if (!accepted.some((c) => c.code === code)) return false;
    rates = rates.filter((r) => !(r.currency === code && r.day === day));
    rates.push({ currency: code, day, rate, setBy: userId, setAt: new Date().toISOString() });
    return true;
  },
};
