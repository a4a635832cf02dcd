// Try the scale-out set-up on one machine: two BFF processes on one PostgreSQL database behind a
// round-robin proxy on PORT (default 3000), the BFFs trusting that one proxy hop (TRUST_PROXY=1).
//   npx tsx scripts/pg-scale-out.ts                      throwaway cluster, deleted on Ctrl+C
//   DATABASE_URL=postgres://… npx tsx scripts/pg-scale-out.ts   an existing database
// Build the front end first (npm run build) to have the screens served too.
import { existsSync } from "node:fs";
import pg from "pg";
import { startPgCluster, type PgCluster } from "../tests/support/pg/cluster";
import { startBffProcess } from "../tests/support/pg/instances";
import { startRoundRobinProxy } from "../tests/support/pg/round-robin";

const INSTANCES = Number(process.env.INSTANCES ?? 2);
let cluster: PgCluster | null = null;
let databaseUrl = process.env.DATABASE_URL ?? "";
if (!databaseUrl) {
  cluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE app");
  await admin.end();
  databaseUrl = cluster.url("app");
  console.log(`Throwaway PostgreSQL on 127.0.0.1:${cluster.port}: ${databaseUrl}`);
}

const frontend = existsSync("dist/frontend/index.html") ? "dist/frontend" : "";
const env = {
  TRUST_PROXY: "1",
  FRONTEND_DIST: frontend,
  UPLOADS_DIR: process.env.UPLOADS_DIR ?? "data/uploads",
};
const instances = await Promise.all(
  Array.from({ length: INSTANCES }, () => startBffProcess(databaseUrl, env)),
);
const proxy = await startRoundRobinProxy(
  instances.map((instance) => instance.port),
  Number(process.env.PORT ?? 3000),
);
for (const instance of instances) console.log(`BFF on ${instance.baseUrl}`);
console.log(
  `Round-robin proxy on ${proxy.baseUrl} (X-Served-By names the instance). Ctrl+C stops everything.`,
);

async function shutdown(): Promise<void> {
  await proxy.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  cluster?.stop();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
