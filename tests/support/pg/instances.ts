// BFF processes for scale-out tests and trials: each one `bff/src/server.ts` in its own Node
// process on its own port, all on one DATABASE_URL, started and stopped by id.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./cluster";

export interface BffProcess {
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`BFF exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`BFF at ${baseUrl} did not answer within 60 s:\n${output()}`);
}

export async function startBffProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bff/src/server.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      FRONTEND_DIST: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilUp(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, baseUrl, output: () => log, stop };
}
