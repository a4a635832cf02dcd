// Builds the real app over a fresh temporary SQLite file with the demo seed, and signs users in.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { copySeededTemplate } from "../../../tests/support/sqlite/seeded-copy";
import { buildApp, type AppOptions } from "../app";

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  options: AppOptions;
  close(): Promise<void>;
}

export async function createTestApp(extra: Partial<AppOptions> = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), "bff-test-"));
  const options: AppOptions = {
    databaseFile: join(dir, "app.db"),
    uploadsDir: join(dir, "uploads"),
    seed: "demo",
    ...extra,
  };
  if (options.seed === "demo" && !options.databaseUrl) await copySeededTemplate(options.databaseFile);
  const app = await buildApp(options);
  return {
    app,
    dir,
    options,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in and answers the `cookie` header value of the new session. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  const setCookie = response.headers["set-cookie"];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? "").split(";")[0] ?? "";
}

export const ADMIN = ["admin", "admin123"] as const;
export const SELLER = ["vendedor", "vendedor123"] as const;
export const SELLER2 = ["vendedor2", "vendedor123"] as const;

export function as(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), cookie } };
}
