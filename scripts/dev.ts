// `npm run dev`: the BFF on :3001 (restarted on change by tsx watch) and Vite on :3000, whose
// proxy sends /api and /uploads to the BFF. Ctrl+C stops both.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

const BIN = join("node_modules", ".bin");
const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  // Each child leads its own process group, so stopping it also stops whatever it started.
  const child = spawn(join(BIN, command), args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

function stopAll(): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

run("tsx", ["watch", "--clear-screen=false", "bff/src/server.ts"], { PORT: "3001", HOST: "localhost" });
run("vite", []);
