// SQLite in WAL mode lets many readers work beside one writer. One Knex instance per app keeps its
// single-connection pool for writes (INSERT/UPDATE/DELETE, schema changes, every transaction), so
// writes are serialized in the process instead of retrying on SQLITE_BUSY; plain reads (a query
// builder's select/first/pluck, a raw SELECT or WITH … SELECT) go to a pool of reader connections,
// so a slow read never makes other users wait, and reads never wait for a write to finish.
import knexFactory, { type Knex } from "knex";

interface SqliteStatement {
  all(bindings: readonly unknown[], callback: (error: Error | null, rows: unknown[]) => void): void;
  finalize(callback: () => void): void;
}

interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
}

/** The part of Knex's internal runner and builders the routing looks at. */
interface RoutedBuilder {
  _connection?: unknown;
  _isSelectQuery?: () => boolean;
  _hasLockMode?: () => boolean;
  sql?: unknown;
}
interface RoutedRunner {
  builder: RoutedBuilder;
  connection: unknown;
  ensureConnection(
    cb: (runner: RoutedRunner, params: unknown) => unknown,
    params?: unknown,
  ): Promise<unknown>;
}
interface RoutingClient {
  runner(builder: RoutedBuilder): RoutedRunner;
  destroy(callback?: unknown): Promise<void>;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  destroyRawConnection(connection: unknown): Promise<void>;
}

const PRAGMAS = [
  "PRAGMA journal_mode = WAL",
  "PRAGMA foreign_keys = ON",
  "PRAGMA synchronous = FULL",
  "PRAGMA busy_timeout = 5000",
  // The search keeps its match set in a temporary table: memory, never a file.
  "PRAGMA temp_store = MEMORY",
  // Pages read through the operating system's cache, not copied into each connection's 2 MB one:
  // reads that hop across a large table (the sales behind 'Sugerencias'' 50 000 lines) ran 2.7×
  // faster in bench/purchases.ts. Safe here: a restore replaces the file only with the server
  // stopped (bff/src/backup/restore.ts), so no mapped file is ever truncated under a connection.
  "PRAGMA mmap_size = 268435456",
].join(";\n");

const READER_COUNT = Number(process.env.SQLITE_READERS ?? 4);

const readers = new WeakMap<object, Knex>();

function sqliteKnex(databaseFile: string, max: number): Knex {
  return knexFactory({
    client: "sqlite3",
    connection: { filename: databaseFile },
    useNullAsDefault: true,
    pool: {
      min: max === 1 ? 1 : 0,
      max,
      afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: SqliteConnection) => void) => {
        conn.exec(PRAGMAS, (error) => done(error, conn));
      },
    },
  });
}

const READ_SQL = /^\s*(select|with)\b/i;
const WRITE_WORDS = /\b(insert|update|delete|replace|create|drop|alter|pragma)\b/i;

/** A statement that only reads and may run on any connection. */
function isPlainRead(builder: RoutedBuilder): boolean {
  if (builder._connection) return false;
  if (typeof builder._isSelectQuery === "function") {
    return builder._isSelectQuery() && !(builder._hasLockMode?.() ?? false);
  }
  return typeof builder.sql === "string" && READ_SQL.test(builder.sql) && !WRITE_WORDS.test(builder.sql);
}

/**
 * Knex over one SQLite file: the writer connection plus READER_COUNT (SQLITE_READERS) readers.
 * `:memory:` is one database per connection, so it keeps a single connection for everything.
 */
export function createSqliteKnex(databaseFile: string): Knex {
  const writer = sqliteKnex(databaseFile, 1);
  if (databaseFile === ":memory:" || READER_COUNT < 1) return writer;
  const reader = sqliteKnex(databaseFile, READER_COUNT);
  const client = writer.client as unknown as RoutingClient;
  const readerClient = reader.client as unknown as RoutingClient;

  // Transactions build their own client from the prototype, so they keep the writer connection.
  const runner = client.runner.bind(client);
  client.runner = (builder) => {
    const routed = runner(builder);
    if (isPlainRead(builder)) {
      routed.ensureConnection = async (cb, params) => {
        const connection = await readerClient.acquireConnection();
        try {
          routed.connection = connection;
          return await cb(routed, params);
        } finally {
          await readerClient.releaseConnection(connection);
        }
      };
    }
    return routed;
  };
  const destroy = client.destroy.bind(client);
  client.destroy = async (callback) => {
    await reader.destroy();
    await destroy(callback);
  };
  // A connection's prepared statements are finalized before it closes (SQLite refuses to close a
  // connection that still has some).
  const destroyRawConnection = readerClient.destroyRawConnection.bind(readerClient);
  readerClient.destroyRawConnection = async (connection) => {
    await finalizePrepared(connection as SqliteConnection);
    await destroyRawConnection(connection);
  };
  readers.set(writer, reader);
  return writer;
}

/**
 * Runs `work` on one reader connection held for its whole duration (for a temporary table that
 * several statements share); builders pass it with `.connection(connection)`.
 */
export async function withReadConnection<T>(
  knex: Knex,
  work: (connection: unknown) => Promise<T>,
): Promise<T> {
  const client = (readers.get(knex) ?? knex).client as unknown as RoutingClient;
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Each reader connection's prepared statements, by SQL text. */
const preparedStatements = new WeakMap<SqliteConnection, Map<string, Promise<SqliteStatement>>>();

const finalize = (statement: SqliteStatement) =>
  new Promise<void>((done) => statement.finalize(() => done()));

async function finalizePrepared(connection: SqliteConnection): Promise<void> {
  const statements = [...(preparedStatements.get(connection)?.values() ?? [])];
  preparedStatements.delete(connection);
  const prepared = await Promise.allSettled(statements);
  await Promise.all(
    prepared.map((result) => (result.status === "fulfilled" ? finalize(result.value) : null)),
  );
}

function prepare(connection: SqliteConnection, sql: string): Promise<SqliteStatement> {
  return new Promise((resolve, reject) => {
    const statement = connection.prepare(sql, (error) => (error ? reject(error) : resolve(statement)));
  });
}

async function runPrepared(connection: SqliteConnection, sql: string, bindings: readonly unknown[]) {
  let statements = preparedStatements.get(connection);
  if (!statements) preparedStatements.set(connection, (statements = new Map()));
  let preparing = statements.get(sql);
  if (!preparing) statements.set(sql, (preparing = prepare(connection, sql)));
  let statement: SqliteStatement;
  try {
    statement = await preparing;
  } catch (error) {
    statements.delete(sql);
    throw error;
  }
  return new Promise<unknown[]>((resolve, reject) => {
    statement.all(bindings, (error, rows) => {
      if (!error) return resolve(rows);
      // A statement that failed is not kept.
      statements.delete(sql);
      void finalize(statement);
      reject(error);
    });
  });
}

/**
 * The rows of a plain read, on a reader connection through a statement that connection prepared
 * once: one trip to SQLite's thread instead of Knex's three (prepare, run, finalize) per query. For
 * the reads nearly every request makes (its session, a kept page's rows, one product). Anything
 * else runs it as Knex would: a transaction (which must see its own writes), `:memory:`, PostgreSQL.
 */
export async function preparedRows<T>(knex: Knex, query: Knex.QueryBuilder): Promise<T[]> {
  const reader = knex.isTransaction ? undefined : readers.get(knex);
  if (!reader) return (await query) as T[];
  const { sql, bindings } = query.toSQL();
  // Listeners to Knex's "query" event still see the statement.
  knex.client.emit("query", { sql, bindings, method: "select" });
  const client = reader.client as unknown as RoutingClient;
  const connection = (await client.acquireConnection()) as SqliteConnection;
  try {
    return (await runPrepared(connection, sql, bindings)) as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
