// The production build served by the journeys' BFF starter in a process of its own, for the tools
// that measure the app from outside (npm run lighthouse, bench/counter-interactions.ts): a throwaway
// SQLite file under `workDir` with the demo seed, or `databaseFile` when given.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./build";
import { DEMO_ACCOUNTS } from "./session";

export async function startServedApp(
  workDir: string,
  databaseFile = join(workDir, "app.db"),
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/start-bff.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      E2E_DATABASE_FILE: databaseFile,
      E2E_UPLOADS_DIR: join(workDir, "uploads"),
      E2E_FRONTEND_DIST: join(REPO_ROOT, "dist", "frontend"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /E2E_BFF_LISTENING (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace("127.0.0.1", "localhost"));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the app exited (${code}):\n${output}`)));
  });
  return { child, baseUrl };
}

/** The session cookie (`name=value`) of a demo account, signed in through the API as the login screen does. */
export async function signInCookie(baseUrl: string, account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const { username, password } = DEMO_ACCOUNTS[account];
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
