// Builds the BFF without listening: database (migrated, seeded when empty), sessions, the gate of
// x-roles, one route per operation of openapi.yaml served by server/operations over the Knex store,
// uploads and the front end's build. server.ts listens.
// First: sizes libuv's thread pool before anything starts it (hashing beside the database).
import "./security/thread-pool";
import { join } from "node:path";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { startBackupScheduler } from "./backup/backup-scheduler";
import { backupServiceFor } from "./backup/backup-service-for";
import { openDatabase, prepareDatabase } from "./db/open-database";
import type { SeedMode } from "./db/seed";
import { MAX_UPLOAD_BYTES } from "../../rules/image-type";
import { operationHandlers } from "./http/operation-handlers";
import { registerCompression } from "./plugins/compression";
import { OversizedBodies, type OversizedBodyPolicy } from "./plugins/oversized-bodies";
import { registerErrorHandler } from "./plugins/errors";
import { registerJsonBodyParser } from "./plugins/json-body";
import { SMALL_BODY_LIMIT } from "../../server/openapi/body-limits";
import { loginRouteOptions, registerRateLimit, type LoginRateLimit } from "./plugins/login-rate-limit";
import { registerMethodNotAllowed } from "./http/method-not-allowed";
import { loadOpenApiDocument, multipartOperations, registerOpenApiRoutes } from "./plugins/openapi";
import { frontendInlineScriptHashes } from "./plugins/inline-scripts";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSessions } from "./plugins/session";
import { registerStaticFiles } from "./plugins/static-files";
import { registerValidation } from "./plugins/validation";
import { defaultAllowedHosts, registerAllowedHosts } from "./security/allowed-hosts";
import { registerAuthorization } from "./security/authorization";
import { trustProxySetting } from "./security/trust-proxy";
import { createKnexStore } from "./store/knex-store";
import { MESSAGES } from "../../rules/messages";

export interface AppOptions {
  databaseFile: string;
  /** postgres://… runs on PostgreSQL instead of the SQLite file (bff/src/db/open-database.ts). */
  databaseUrl?: string | null;
  /** Where uploaded images go; default `data/uploads`. */
  uploadsDir?: string;
  /** What an empty database is filled with; default "none". */
  seed?: SeedMode;
  /** The front end's production build, served at `/` when it exists. */
  frontendDist?: string | null;
  logger?: boolean;
  /** Proxies in front of the app: a hop count or their addresses (bff/src/security/trust-proxy.ts). */
  trustProxy?: boolean | number | string;
  loginRateLimit?: LoginRateLimit;
  /** When oversized bodies from one address start waiting for their 413 (plugins/oversized-bodies.ts). */
  oversizedBodies?: OversizedBodyPolicy;
  /** Where backup archives go; default `backups` beside the SQLite file (data/backups). */
  backupDir?: string;
  /** Copies kept (BACKUP_KEEP); default 14. */
  backupKeep?: number;
  /** Make copies on the schedule the Administrador chose (off unless given). */
  backupScheduler?: { checkEveryMs: number; periodOverrideMs?: number | null } | null;
  /** Host names served (bff/src/security/allowed-hosts.ts); default: this machine's names. */
  allowedHosts?: string[];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const knex = openDatabase(options);
  try {
    await prepareDatabase(knex, options.seed ?? "none");
  } catch (error) {
    await knex.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(options.trustProxy),
    // Unknown paths and undeclared bodies; each operation's route sets its own (openapi.ts).
    bodyLimit: SMALL_BODY_LIMIT,
    // Only the methods the document declares: no implicit HEAD twins of GET operations.
    exposeHeadRoutes: false,
    // A URL the router cannot decode answers in the one Spanish shape, not Fastify's English.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ message: MESSAGES.invalidRequest });
    },
  });
  const uploadsDir = options.uploadsDir ?? join("data", "uploads");
  const backups = backupServiceFor(knex, {
    uploadsDir,
    databaseUrl: options.databaseUrl,
    backupDir: options.backupDir,
    keep: options.backupKeep,
    log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
  });
  const scheduler = options.backupScheduler
    ? startBackupScheduler({ service: backups, knex, log: app.log, ...options.backupScheduler })
    : null;
  app.addHook("onClose", async () => {
    scheduler?.stop();
    await backups.idle();
    await knex.destroy();
  });

  try {
    // First of all: a request for another name gets no further.
    registerAllowedHosts(app, options.allowedHosts ?? defaultAllowedHosts());
    await registerCompression(app);
    registerValidation(app);
    registerJsonBodyParser(app);
    registerErrorHandler(app, new OversizedBodies(options.oversizedBodies));
    await registerSecurityHeaders(app, {
      scriptHashes: frontendInlineScriptHashes(options.frontendDist ?? null),
    });
    await registerRateLimit(app, options.loginRateLimit);
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    await registerSessions(app, knex);
    registerAuthorization(app);

    const document = loadOpenApiDocument();
    const store = createKnexStore(knex, { uploadsDir, backups });
    await registerOpenApiRoutes(app, {
      document,
      handlers: operationHandlers(store, app.sessionStoreDb, multipartOperations(document)),
      routeOptions: { login: loginRouteOptions(), loginSecondFactor: loginRouteOptions() },
    });
    registerMethodNotAllowed(app, document);
    app.get("/api/docs/json", async () => document);
    await registerStaticFiles(app, {
      uploadsDir,
      frontendDist: options.frontendDist ?? null,
      counterMode: async () => (await store.shopSettings.get()).counterMode,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
