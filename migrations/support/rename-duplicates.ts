// Before a unique index on a normalised key, rows that already share that key must differ: on a
// shop's existing database 'abc-1' and 'ABC-1' (or a full-width 'ＡＢＣ-1') are two products. The
// oldest row (lowest id) keeps its value; each later one gets "-2", "-3"… appended, the first
// suffix no other row's key uses, so the upgrade never stops and never merges two rows. Every other
// value is rewritten into its canonical spelling when it was not already.
import type { Knex } from "knex";

export interface Renamed {
  id: number;
  from: string;
  to: string;
}

interface Options {
  table: string;
  column: string;
  /** The stored spelling of a value (canonical form). */
  canonical: (value: string) => string;
  /** The comparison key the unique index enforces. */
  key: (value: string) => string;
  /** The column's length: a suffix shortens the value rather than overflow it. */
  maxLength: number;
}

function withSuffix(value: string, n: number, maxLength: number): string {
  const suffix = `-${n}`;
  return value.slice(0, Math.max(0, maxLength - suffix.length)) + suffix;
}

/** Renames the later duplicates of `column` under `key`, then canonicalises the rest; answers the renames. */
export async function renameDuplicates(knex: Knex, options: Options): Promise<Renamed[]> {
  const { table, column, canonical, key, maxLength } = options;
  const rows = (await knex(table).select("id", column).orderBy("id")) as Array<Record<string, unknown>>;
  const values = rows.flatMap((row) => {
    const value = row[column];
    if (typeof value !== "string") return [];
    const spelled = canonical(value) === "" ? value : canonical(value);
    return [{ id: Number(row.id), stored: value, spelled }];
  });
  const used = new Set(values.map((row) => key(row.spelled)));
  const owners = new Set<string>();
  const renames: Renamed[] = [];
  const rewrites: Renamed[] = [];
  for (const row of values) {
    const rowKey = key(row.spelled);
    if (!owners.has(rowKey)) {
      owners.add(rowKey);
      if (row.spelled !== row.stored) rewrites.push({ id: row.id, from: row.stored, to: row.spelled });
      continue;
    }
    let n = 2;
    while (used.has(key(withSuffix(row.spelled, n, maxLength)))) n += 1;
    const to = withSuffix(row.spelled, n, maxLength);
    used.add(key(to));
    owners.add(key(to));
    renames.push({ id: row.id, from: row.stored, to });
  }
  // Renames first: a canonical rewrite may take the exact value a renamed row held.
  for (const change of [...renames, ...rewrites])
    await knex(table)
      .where("id", change.id)
      .update({ [column]: change.to });
  return renames;
}

/** One line per renamed row, for the person running the upgrade (docs/hardening.md says why). */
export function reportRenames(what: string, renames: Renamed[]): void {
  for (const { id, from, to } of renames)
    console.warn(
      `[migración] ${what} ${JSON.stringify(from)} (id ${id}) repetido: renombrado a ${JSON.stringify(to)}`,
    );
}
