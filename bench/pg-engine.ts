// The benchmark's engine switch. SQLite (the default) uses the benchmark's temporary file;
// BENCH_ENGINE=postgres starts a throwaway PostgreSQL cluster (tests/support/pg/cluster.ts) for the run,
// and BENCH_DATABASE_URL=postgres://… uses an existing, empty database instead. The URL is put in
// the environment so the BFF process the benchmark starts finds it too.
import type { Knex } from "knex";
import pg from "pg";
import { openDatabase } from "../bff/src/db/open-database";
import { isPostgresUrl } from "../bff/src/db/pg-knex";
import { startPgCluster, type PgCluster } from "../tests/support/pg/cluster";

let cluster: PgCluster | null = null;

/** Starts what the chosen engine needs; returns its name for the report ("SQLite" or "PostgreSQL …"). */
export async function prepareBenchEngine(): Promise<string> {
  const wanted = (process.env.BENCH_ENGINE ?? "").toLowerCase();
  if (!isPostgresUrl(process.env.BENCH_DATABASE_URL) && (wanted === "postgres" || wanted === "postgresql")) {
    cluster = await startPgCluster();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    process.env.BENCH_DATABASE_URL = cluster.url("bench");
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!isPostgresUrl(url)) return "SQLite (temporary file)";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const version =
    (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? "?";
  await client.end();
  return `PostgreSQL ${version}${cluster ? " (throwaway cluster)" : ""}`;
}

/** The benchmark's database: the SQLite file, or PostgreSQL when the switch chose it. */
export function openBenchDatabase(databaseFile: string): Knex {
  return openDatabase({ databaseFile, databaseUrl: process.env.BENCH_DATABASE_URL ?? null });
}

/** The app options' database part, for buildApp. */
export function benchDatabaseOptions(databaseFile: string): {
  databaseFile: string;
  databaseUrl: string | null;
} {
  return { databaseFile, databaseUrl: process.env.BENCH_DATABASE_URL ?? null };
}

/** A product row without PostgreSQL's generated search column (it cannot be written). */
export function writableProductRow<T extends Record<string, unknown>>(row: T): Omit<T, "search_vector"> {
  const { search_vector: _ignored, ...rest } = row;
  return rest;
}

export function stopBenchEngine(): void {
  cluster?.stop();
  cluster = null;
}
