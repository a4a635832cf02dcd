// Runs the BFF for the journeys in its own process: a fresh SQLite file with the demo seed, the
// production build of the front end, a free port. Prints the URL on a line the setup waits for.
import { buildApp } from "../../../bff/src/app";

const databaseFile = process.env.E2E_DATABASE_FILE;
const uploadsDir = process.env.E2E_UPLOADS_DIR;
const frontendDist = process.env.E2E_FRONTEND_DIST ?? "dist/frontend";
if (!databaseFile || !uploadsDir) throw new Error("E2E_DATABASE_FILE and E2E_UPLOADS_DIR are required");

const app = await buildApp({
  databaseFile,
  uploadsDir,
  seed: "demo",
  frontendDist,
  logger: false,
  // Journeys sign in many times a minute; the production limit would refuse them.
  loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
console.log(`E2E_BFF_LISTENING http://127.0.0.1:${port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
