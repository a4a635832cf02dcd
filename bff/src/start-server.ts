// Builds the app and listens; the options come from the environment unless given.
import { buildApp, type AppOptions } from "./app";
import { backupKeepFrom } from "../../rules/backups";
import { isPostgresUrl } from "./db/pg-knex";
import { allowedHostsFromEnv } from "./security/allowed-hosts";

/** A positive number of seconds from the environment, in milliseconds; else null. */
function seconds(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n * 1000 : null;
}

function optionsFromEnv(): AppOptions {
  return {
    databaseFile: process.env.DATABASE_FILE ?? "data/app.db",
    databaseUrl: process.env.DATABASE_URL ?? null,
    uploadsDir: process.env.UPLOADS_DIR ?? "data/uploads",
    seed: process.env.NODE_ENV === "production" ? "production" : "demo",
    frontendDist: process.env.FRONTEND_DIST ?? "dist/frontend",
    logger: true,
    trustProxy: process.env.TRUST_PROXY,
    backupDir: process.env.BACKUP_DIR,
    backupKeep: backupKeepFrom(process.env.BACKUP_KEEP),
    backupScheduler:
      process.env.BACKUP_SCHEDULER === "off"
        ? null
        : {
            checkEveryMs: seconds(process.env.BACKUP_CHECK_SECONDS) ?? 60_000,
            periodOverrideMs: seconds(process.env.BACKUP_PERIOD_SECONDS),
          },
    allowedHosts: allowedHostsFromEnv(),
  };
}

export async function startServer(options: AppOptions = optionsFromEnv()) {
  const app = await buildApp(options);
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  await app.listen({ port, host });
  // Which database this instance serves: a URL's password is never printed.
  app.log.info(
    isPostgresUrl(options.databaseUrl)
      ? `database: PostgreSQL ${new URL(options.databaseUrl).host}${new URL(options.databaseUrl).pathname}`
      : `database: SQLite ${options.databaseFile}`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  return app;
}
