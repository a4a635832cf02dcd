// Builds the real app over a fresh temporary SQLite file with the demo seed, and signs users in.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Knex } from "knex";
import { copySeededTemplate } from "../../../tests/support/sqlite/seeded-copy";
import { buildApp, type AppOptions } from "../app";
import { createKnex } from "../db/knex";

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  options: AppOptions;
  /** Another connection to the app's database (a script, another process); closed with the app. */
  connect(): Knex;
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
  const connections: Knex[] = [];
  return {
    app,
    dir,
    options,
    connect() {
      const knex = createKnex(options.databaseFile);
      connections.push(knex);
      return knex;
    },
    async close() {
      for (const knex of connections) await knex.destroy();
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

type Account = readonly [username: string, password: string];

/** The app with a session for each account, their cookies in the order given. */
export async function appSignedInAs<const A extends readonly Account[]>(
  ...accounts: A
): Promise<[TestApp, ...{ [K in keyof A]: string }]> {
  const test = await createTestApp();
  const cookies = await Promise.all(accounts.map((account) => login(test.app, ...account)));
  return [test, ...(cookies as { [K in keyof A]: string })];
}

export const ADMIN = ["admin", "admin123"] as const;
export const SELLER = ["vendedor", "vendedor123"] as const;
export const SELLER2 = ["vendedor2", "vendedor123"] as const;

export function as(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), cookie } };
}
