// `npm start`: builds the front end when its build is missing or older than its sources, then
// serves API and front end on PORT (default 3000) over DATABASE_FILE (default data/app.db).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "../bff/src/start-server";

const FRONTEND = "frontend";
const BUILT_INDEX = join("dist", "frontend", "index.html");

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildFrontendIfStale(): void {
  if (!existsSync(join(FRONTEND, "index.html"))) {
    console.warn("Aviso: frontend/index.html no existe todavía; se sirve solo la API.");
    return;
  }
  const sources = Math.max(
    newestMtime(FRONTEND),
    existsSync("vite.config.ts") ? newestMtime("vite.config.ts") : 0,
  );
  if (existsSync(BUILT_INDEX) && statSync(BUILT_INDEX).mtimeMs >= sources) return;
  console.log("Construyendo el front end (vite build)...");
  const result = spawnSync("npx", ["vite", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.warn("Aviso: la construcción del front end falló; se sirve solo la API.");
  }
}

buildFrontendIfStale();
await startServer();
