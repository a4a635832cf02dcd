// A Vite build plugin for the production build: frontend/public holds MSW's service worker for the
// mock mode (`vite --mode mock`); a build the BFF serves must not ship it (nor its compressed twins).
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

export const MOCK_WORKER_FILES = [
  "mockServiceWorker.js",
  "mockServiceWorker.js.br",
  "mockServiceWorker.js.gz",
];

export async function dropMockWorker(dir: string): Promise<void> {
  for (const name of MOCK_WORKER_FILES) await rm(join(dir, name), { force: true });
}

export function dropMockWorkerPlugin(outDir: string): Plugin {
  return {
    name: "drop-mock-worker",
    apply: "build",
    closeBundle: { order: "pre", handler: () => dropMockWorker(outDir) },
  };
}
