// Builds the front end for the journeys unless the build is newer than every source file.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");

const SOURCES = [
  "frontend",
  "mocks",
  "scripts",
  "build",
  "rules",
  "contract",
  "vite.config.ts",
  "package-lock.json",
  "openapi.yaml",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** `npx vite build [--mode mock]` into dist/frontend or dist/mock, only when stale. */
export function ensureFrontendBuild(mode: "production" | "mock" = "production"): string {
  const outDir = join(REPO_ROOT, "dist", mode === "mock" ? "mock" : "frontend");
  const built = join(outDir, "index.html");
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestMtime(join(REPO_ROOT, source))));
  if (existsSync(built) && statSync(built).mtimeMs > sourcesChanged) return outDir;
  const args = ["vite", "build", "--logLevel", "warn", ...(mode === "mock" ? ["--mode", "mock"] : [])];
  // Without the caller's NODE_ENV: under Vitest it is "test", and Vite would build React's
  // development bundle (a 600 KB entry instead of 380 KB).
  const { NODE_ENV: _callerMode, ...env } = process.env;
  execFileSync("npx", args, { cwd: REPO_ROOT, stdio: "inherit", env });
  return outDir;
}
