// Many rows at once, fetched as one JSON array the database builds: node-sqlite3 turns each value of
// each row into a JavaScript value one at a time, and at 20 000 rows of several columns that costs
// more than the query itself (bench/accounts.ts: the customers' names 130 → 45 ms, the ageing's
// sums about half). PostgreSQL builds the same array with its own functions.
import type { Knex } from "knex";
import { isPostgres } from "./dialect";

/**
 * `SELECT <expressions> <from>` as arrays of values in the expressions' order. `bindings` fill the
 * `?` of the expressions, then of `from`. Numbers come back as JSON numbers (exact up to 2^53).
 */
export async function arrayRows(
  db: Knex,
  expressions: readonly string[],
  from: string,
  bindings: readonly Knex.Value[] = [],
): Promise<unknown[][]> {
  const list = expressions.join(", ");
  if (isPostgres(db)) {
    const answer = await db.raw(
      `SELECT COALESCE(json_agg(row), '[]'::json) AS rows FROM (SELECT json_build_array(${list}) AS row ${from}) e`,
      bindings,
    );
    return answer.rows[0].rows as unknown[][];
  }
  const answer = await db.raw(
    `SELECT json_group_array(json(row)) AS rows FROM (SELECT json_array(${list}) AS row ${from})`,
    bindings,
  );
  return JSON.parse(answer[0].rows as string) as unknown[][];
}
