// The BFF on PostgreSQL as a contract target. The PostgreSQL run (tests/pg/vitest.config.ts) puts
// this module in the place of ./bff, so every contract file runs its BFF scenarios unchanged: each
// file gets a fresh database copied from the demo-seeded template of tests/pg/global-setup.ts, and a
// temporary uploads folder.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type BffTarget, type BffTargetOptions, closeApp, type Listening } from "./bff";

/** Runs one statement on the cluster's maintenance database. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database copied from the template; its URL. */
export async function createDatabaseFromTemplate(prefix = "contract"): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
  return inject("pgAdminUrl").replace(/\/[^/]*$/, `/${name}`);
}

/** A new empty database (not migrated); its URL. */
export async function createEmptyDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  return inject("pgAdminUrl").replace(/\/[^/]*$/, `/${name}`);
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function createBffTarget(options: BffTargetOptions = {}): BffTarget {
  let dir = "";
  let databaseUrl = "";
  let app: Listening | null = null;
  let baseUrl = "";

  async function boot(): Promise<void> {
    const { buildApp } = await import("../../../bff/src/app");
    const built = (await buildApp({
      databaseFile: "",
      databaseUrl,
      uploadsDir: join(dir, "uploads"),
      backupDir: join(dir, "backups"),
      seed: "demo",
      logger: false,
      ...(options.loginRateLimit ? { loginRateLimit: options.loginRateLimit } : {}),
      // The scenarios post many oversized bodies from one address; the wait a flood of them meets
      // has its own test (bff/src/__tests__/oversized-bodies.test.ts).
      oversizedBodies: { freePerMinute: Number.MAX_SAFE_INTEGER, delayMs: 0 },
    })) as unknown as Listening;
    app = built;
    await built.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(built.server.address() as { port: number }).port}`;
  }

  return {
    name: "bff",
    get baseUrl() {
      return baseUrl;
    },
    // No SQLite file: a path in the target's folder, beside its uploads, as the SQLite target's is
    // (scenarios find the uploads folder next to it).
    get databaseFile(): string {
      return join(dir, "app.db");
    },
    get databaseUrl(): string {
      return databaseUrl;
    },
    async start() {
      dir = await mkdtemp(join(tmpdir(), "contract-pg-"));
      databaseUrl = await createDatabaseFromTemplate();
      await boot();
    },
    async stop() {
      await closeApp(app);
      app = null;
      if (databaseUrl) await dropDatabase(databaseUrl);
      if (dir) await rm(dir, { recursive: true, force: true });
    },
    async restart() {
      await closeApp(app);
      app = null;
      await boot();
    },
  };
}
