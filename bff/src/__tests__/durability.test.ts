// Durability: the BFF is started as its own process on a temporary SQLite file, killed with SIGKILL
// while clients are writing, and started again; every write it acknowledged (201) must be there.
// SQLite runs with WAL and synchronous=FULL, so an acknowledged commit survives a crash.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url).pathname;
const KILLS = 2;
const WRITERS = 4;

let dir = "";
let child: ChildProcess | null = null;

/** Starts bff/src/server.ts (node + tsx, no wrapper process) and answers its base URL. */
function startServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ["--import", "tsx", "bff/src/server.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_FILE: join(dir, "app.db"),
        UPLOADS_DIR: join(dir, "uploads"),
        FRONTEND_DIST: join(dir, "no-frontend"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    server.stdout!.on("data", read);
    server.stderr!.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

function kill(): Promise<void> {
  const server = child;
  child = null;
  if (!server || server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGKILL");
  });
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "durability-"));
});

afterAll(async () => {
  await kill();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("SIGKILL during acknowledged writes", () => {
  it(`loses no acknowledged write over ${KILLS} kills`, async () => {
    const acknowledged: string[] = [];
    let base = await startServer();
    for (let round = 0; round < KILLS; round += 1) {
      const cookie = await signIn(base);
      let writing = true;
      let n = 0;
      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        while (writing) {
          const name = `Durable ${round}-${w}-${n++}`;
          try {
            const response = await fetch(`${base}/api/categories`, {
              method: "POST",
              headers: { "content-type": "application/json", cookie },
              body: JSON.stringify({ name, description: "escrita antes del corte" }),
            });
            if (response.status === 201) acknowledged.push(name);
            else if (response.status >= 500) throw new Error(`${response.status} for ${name}`);
          } catch (error) {
            // The kill cuts requests in flight: those were never acknowledged.
            if (!writing || child === null) return;
            if (error instanceof Error && /^\d{3} /.test(error.message)) throw error;
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const before = acknowledged.length;
      await kill();
      writing = false;
      await Promise.all(writers);
      expect(before, "writes were acknowledged before the kill").toBeGreaterThan(10);
      base = await startServer();
      const after = await fetch(`${base}/api/categories`, { headers: { cookie: await signIn(base) } });
      const names = new Set(((await after.json()) as Array<{ name: string }>).map((c) => c.name));
      const lost = acknowledged.filter((name) => !names.has(name));
      expect(lost, `acknowledged writes lost after kill ${round + 1}`).toEqual([]);
    }
    console.info(`durability: ${acknowledged.length} acknowledged writes survived ${KILLS} SIGKILLs`);
  }, 180_000);
});
