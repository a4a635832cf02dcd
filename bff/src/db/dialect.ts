// The few SQL spellings SQLite and PostgreSQL do not share, decided once. Repositories call these
// instead of writing an engine's dialect inline, so one query text serves both engines. The two the
// migrations also need live with the migrations, which never import the BFF.
import type { Knex } from "knex";
import { isPostgres } from "../../../migrations/support/dialect";

export { isPostgres, noCase, pgWithoutAccents } from "../../../migrations/support/dialect";

/** SQL that is true when `column` contains the bound text (instr in SQLite, strpos in PostgreSQL). */
export function containsSql(db: Knex, column: string): string {
  return isPostgres(db) ? `strpos(${column}, ?) > 0` : `instr(${column}, ?) > 0`;
}
