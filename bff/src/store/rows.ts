// Counts, existence checks and the read-back after a write, shared by the repositories.
import type { Knex } from "knex";

export async function countWhere(
  db: Knex,
  table: string,
  where: Record<string, unknown> = {},
): Promise<number> {
  const query = db(table);
  if (Object.keys(where).length > 0) query.where(where);
  const row = (await query.count<{ n: number }[]>("* as n"))[0];
  return Number(row?.n ?? 0);
}

/** Whether every id (repeats counted once) names a row of the table. */
export async function allExist(db: Knex, table: string, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const rows = await db(table).whereIn("id", unique).select<{ id: number }[]>("id");
  return rows.length === unique.length;
}

/** The row a repository has just written and reads back to answer with. */
export function found<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} vanished during the request`);
  return value;
}
