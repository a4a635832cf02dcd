// The benchmark's machinery: servers started as their own processes, and autocannon (in this, a
// third process) driving them. A case is first asked once and its answer checked (status, rows,
// X-Total-Count); under load every answer must then be byte-identical to that one (autocannon's
// expectBody), so a wrong status, count or content is counted, not hidden behind a fast figure.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";

export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, differed from the checked answer, failed or timed out. */
  bad: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
}

export interface LoadRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Called per request: a fresh body (a write's changing value). */
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
}

const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
}

/**
 * Starts `script` with tsx in its own process and waits for it to print "ready". With
 * BENCH_PROF=<dir> the server writes a CPU profile there when it stops (open it in Chrome DevTools).
 */
export async function startServer(script: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const profile = process.env.BENCH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script], {
    env: { ...process.env, ...env, BENCH_PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
  };
}

export async function load(
  url: string,
  requests: LoadRequest[],
  options: { connections: number; seconds: number; expectBody?: string; headers?: Record<string, string> },
): Promise<Figures> {
  // autocannon checks bodies only for a single plain GET given as its URL (no `requests` key).
  const single = options.expectBody !== undefined && requests.length === 1 ? requests[0] : undefined;
  const settings: Record<string, unknown> = {
    url: single ? `${url}${single.path}` : url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  };
  if (single) settings.expectBody = options.expectBody;
  else {
    settings.requests = requests.map((r) => ({
      method: r.method ?? "GET",
      path: r.path,
      ...(r.body === undefined ? {} : { body: r.body }),
      headers: { ...(r.body ? { "content-type": "application/json" } : {}), ...(r.headers ?? {}) },
      ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
    }));
  }
  const result = await autocannon(settings);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts + result.mismatches,
  };
}

/** One checked request: its body (for expectBody), rows and X-Total-Count. */
export async function ask(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; rows: number; total: number | null }> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const parsed = JSON.parse(body) as unknown;
  const total = response.headers.get("x-total-count");
  return {
    status: response.status,
    body,
    rows: Array.isArray(parsed) ? parsed.length : 1,
    total: total === null ? null : Number(total),
  };
}
