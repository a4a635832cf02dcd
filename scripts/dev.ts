// `npm run dev`: the BFF on :3001 (restarted on change by tsx watch) and Vite on :3000, whose
// proxy sends /api and /uploads to the BFF. Ctrl+C stops both.
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
  children.push(child);
}

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

run("npx", ["tsx", "watch", "--clear-screen=false", "bff/src/server.ts"], { PORT: "3001", HOST: "localhost" });
run("npx", ["vite"]);
