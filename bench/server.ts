// The benchmark's BFF, in its own process: the real app over BENCH_DATABASE, listening on
// 127.0.0.1:BENCH_PORT without request logs, with the sign-in limit raised so that "login under
// load" measures hashing rather than the limiter (BENCH_LOGIN_LIMIT=real keeps the shop's own
// limit). Prints "ready" once it listens.
import { join, dirname } from "node:path";
import { buildApp } from "../bff/src/app";

const databaseFile = process.env.BENCH_DATABASE;
if (!databaseFile) throw new Error("BENCH_DATABASE is not set");

const app = await buildApp({
  databaseFile,
  databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
  uploadsDir: join(dirname(databaseFile), "uploads"),
  seed: "none",
  logger: false,
  ...(process.env.BENCH_LOGIN_LIMIT === "real"
    ? {}
    : { loginRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } }),
});
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: "127.0.0.1" });
console.log("ready");
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
