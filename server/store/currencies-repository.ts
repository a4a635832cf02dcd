// The currencies accepted at the counter and their daily rates.
import type { NamedRef } from "@contract/types";

/** A currency accepted at the counter with its rate of one day (rules/currencies.ts). */
export interface CurrencyRecord {
  code: string;
  name: string;
  rate: { rate: string; day: string; setBy: NamedRef | null; setAt: string } | null;
}

export interface CurrenciesRepository {
  /** By code, each with its rate of `day` (null when none was set that day). */
  list(day: string): Promise<CurrencyRecord[]>;
  /** False when the code is already accepted (nothing written). */
  create(code: string, name: string): Promise<boolean>;
  /** False when it was not accepted. Rates already set stay recorded. */
  remove(code: string): Promise<boolean>;
  /** The day's rate, replacing one set earlier that day. False when the currency is not accepted. */
  setRate(code: string, day: string, rate: string, userId: number): Promise<boolean>;
}
