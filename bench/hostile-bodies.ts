// GET /api/user's median while four clients post 800 KB of nested arrays to POST /api/login (the
// probe's pre-sign-in stall), against its idle median. Prints both and their ratio.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { buildApp } from "../bff/src/app";
import { startServer } from "./load";

// The four posters run in a worker thread of their own, as other machines' clients would.
const POSTERS = `
const { workerData, parentPort } = require("node:worker_threads");
const body = Buffer.from('{"username":' + "[".repeat(400000) + "]".repeat(400000) + ',"password":"x"}');
let running = true, posted = 0;
parentPort.on("message", () => { running = false; });
const post = async () => {
  while (running) {
    await fetch(workerData + "/api/login", { method: "POST", headers: { "content-type": "application/json" }, body })
      .then((r) => r.arrayBuffer()).catch(() => undefined);
    posted += 1;
  }
};
Promise.all([post(), post(), post(), post()]).then(() => parentPort.postMessage(posted));
`;

async function median(base: string, cookie: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await (await fetch(`${base}/api/user`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

const dir = await mkdtemp(join(tmpdir(), "bench-hostile-"));
const databaseFile = join(dir, "app.db");
const seeded = await buildApp({ databaseFile, uploadsDir: join(dir, "up"), seed: "demo", logger: false });
await seeded.close();
// The server in a process of its own, with the shop's own sign-in limit, so the figures are the
// server's and not this process's (which runs the measuring client and the posters).
const server = await startServer("bench/server.ts", {
  BENCH_DATABASE: databaseFile,
  BENCH_LOGIN_LIMIT: "real",
});
const base = server.url;
try {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const idle = await median(base, cookie, 200);
  const worker = new Worker(POSTERS, { eval: true, workerData: base });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await median(base, cookie, 200);
  const done = new Promise<number>((resolve) => worker.once("message", resolve));
  worker.postMessage("stop");
  const posted = await done;
  await worker.terminate();
  console.log(
    `hostile bodies: GET /api/user median idle ${idle.toFixed(2)} ms, under 4 deep-body posters ${loaded.toFixed(2)} ms (x${(loaded / idle).toFixed(2)}; ${posted} deep bodies posted)`,
  );
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
