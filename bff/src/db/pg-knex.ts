// Knex over PostgreSQL (DATABASE_URL=postgres://…): a pool of connections, so several requests and
// several BFF processes work at once; the database serializes what must be serialized.
import knexFactory, { type Knex } from "knex";

export function isPostgresUrl(url: string | undefined | null): url is string {
  return typeof url === "string" && /^postgres(ql)?:\/\//i.test(url);
}

export function createPgKnex(url: string): Knex {
  return knexFactory({
    client: "pg",
    connection: url,
    // At least two: start-up holds one connection for its lock while migrating on another.
    pool: { min: 0, max: Math.max(2, Number(process.env.DATABASE_POOL_MAX ?? 10)) },
  });
}

/**
 * Rows inserted with explicit ids (the demo seed) leave PostgreSQL's id sequences behind; this moves
 * each sequence past the highest id so the next insert without an id does not collide.
 */
export async function syncIdSequences(knex: Knex): Promise<void> {
  const rows = (
    await knex.raw<{ rows: { table_name: string; column_name: string; sequence: string }[] }>(
      `SELECT c.table_name, c.column_name,
              pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
         FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.column_default LIKE 'nextval(%'`,
    )
  ).rows;
  for (const { table_name: table, column_name: column, sequence } of rows) {
    // Only ever forward: another instance may hold a value it has not inserted yet.
    await knex.raw(
      "SELECT setval(?, GREATEST(COALESCE((SELECT MAX(??) FROM ??), 0) + 1, nextval(?)), false)",
      [sequence, column, table, sequence],
    );
  }
}

/**
 * Runs `work` while holding a cluster-wide advisory lock, so BFF processes starting together on one
 * empty database migrate and seed it once, one after the other.
 */
export async function withStartupLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const LOCK_KEY = 726_164_331; // any constant; the same in every process of this application
  const connection = await knex.client.acquireConnection();
  try {
    await knex.raw("SELECT pg_advisory_lock(?)", [LOCK_KEY]).connection(connection);
    try {
      return await work();
    } finally {
      await knex.raw("SELECT pg_advisory_unlock(?)", [LOCK_KEY]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
