// Before the journeys: build the front end (unless fresh), start one BFF per worker, each on a free
// port over its own fresh database, and hand their URLs to the tests through E2E_BASE_URLS (worker
// n uses the n-th): journeys running at once never see each other's data or sign-in attempts.
// The returned function is Playwright's global teardown.
import type { FullConfig } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT, ensureFrontendBuild } from "./build";

const START_TIMEOUT_MS = 120_000;

interface RunningBff {
  child: ChildProcess;
  workDir: string;
  baseUrl: string;
}

async function startBff(frontendDist: string): Promise<RunningBff> {
  const workDir = mkdtempSync(join(tmpdir(), "e2e-bff-"));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(REPO_ROOT, "tests/e2e/support/start-bff.ts")],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        E2E_DATABASE_FILE: join(workDir, "app.db"),
        E2E_UPLOADS_DIR: join(workDir, "uploads"),
        E2E_FRONTEND_DIST: frontendDist,
        // Every journey signs in, most of them more than once: at the production scrypt cost
        // (bff/src/security/password.ts) each sign-in holds a core for a third of a second and
        // 128 MiB. The hash itself has its own tests; the journeys test what the user sees.
        PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? "12",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );

  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`El BFF no arrancó a tiempo:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /E2E_BFF_LISTENING (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`El BFF terminó (código ${code}) antes de escuchar:\n${output}`));
    });
  });
  child.stdout.resume();
  child.stderr.resume();
  return { child, workDir, baseUrl };
}

async function stopBff({ child, workDir }: RunningBff): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  rmSync(workDir, { recursive: true, force: true });
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const frontendDist = ensureFrontendBuild("production");
  const servers = await Promise.all(
    Array.from({ length: Math.max(1, config.workers) }, () => startBff(frontendDist)),
  );
  process.env.E2E_BASE_URLS = servers.map((server) => server.baseUrl).join(",");
  return async () => {
    await Promise.all(servers.map(stopBff));
  };
}
