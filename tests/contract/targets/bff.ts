// The BFF as a contract target: a fresh temporary SQLite file and uploads folder per suite,
// listening on a free port of 127.0.0.1.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copySeededTemplate } from "../../support/sqlite/seeded-copy";
import type { Target } from "../support/target";

export interface Listening {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
  server: { address(): unknown; closeAllConnections(): void };
}

/**
 * Closes the app without waiting on the sockets a scenario left open (a body cut off half-way, a
 * keep-alive connection of an aborted request): Fastify's close waits for every connection to end,
 * which under load outlasted the hook timeout. No request of the suite is running by then.
 */
export async function closeApp(app: Listening | null): Promise<void> {
  if (!app) return;
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

export interface BffTargetOptions {
  loginRateLimit?: { max: number; timeWindowMs: number; perAddressMax?: number };
}

export interface BffTarget extends Target {
  /** The SQLite file of the running app (the bad-input test counts rows in it). */
  readonly databaseFile: string;
  /** The PostgreSQL database of the running app, in the PostgreSQL run (targets/bff-postgres.ts). */
  readonly databaseUrl?: string;
}

export function createBffTarget(options: BffTargetOptions = {}): BffTarget {
  let dir = "";
  let app: Listening | null = null;
  let baseUrl = "";

  async function boot(): Promise<void> {
    // Imported lazily so that a missing or broken BFF fails only the BFF half of a suite.
    const { buildApp } = await import("../../../bff/src/app");
    const built = (await buildApp({
      databaseFile: join(dir, "app.db"),
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
    const address = built.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
  }

  return {
    name: "bff",
    get baseUrl() {
      return baseUrl;
    },
    get databaseFile() {
      return join(dir, "app.db");
    },
    async start() {
      dir = await mkdtemp(join(tmpdir(), "contract-bff-"));
      await copySeededTemplate(join(dir, "app.db"));
      await boot();
    },
    async stop() {
      await closeApp(app);
      app = null;
      if (dir) await rm(dir, { recursive: true, force: true });
    },
    async restart() {
      await closeApp(app);
      app = null;
      await boot();
    },
  };
}
