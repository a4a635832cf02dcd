// Builds the BFF without listening: database (migrated, seeded when empty), sessions, the gate of
// x-roles, routes from openapi.yaml, uploads and the front end's build. server.ts listens.
import { join } from "node:path";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import { createKnex, migrateToLatest } from "./db/knex";
import { seedIfEmpty, type SeedMode } from "./db/seed";
import type { HandlerContext, Handlers } from "./http/handler-types";
import { authHandlers } from "./handlers/auth";
import { brandsHandlers } from "./handlers/brands";
import { categoriesHandlers } from "./handlers/categories";
import { customersHandlers } from "./handlers/customers";
import { dashboardHandlers } from "./handlers/dashboard";
import { labelsHandlers } from "./handlers/labels";
import { productsHandlers } from "./handlers/products";
import { promotionsHandlers } from "./handlers/promotions";
import { uploadsHandlers, MAX_UPLOAD_BYTES } from "./handlers/uploads";
import { usersHandlers } from "./handlers/users";
import { vehiclesHandlers } from "./handlers/vehicles";
import { registerErrorHandler } from "./plugins/errors";
import { loginRouteOptions, registerRateLimit, type LoginRateLimit } from "./plugins/login-rate-limit";
import { loadOpenApiDocument, registerOpenApiRoutes } from "./plugins/openapi";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSessions } from "./plugins/session";
import { registerStaticFiles } from "./plugins/static-files";
import { registerValidation } from "./plugins/validation";
import { registerAuthorization } from "./security/authorization";

export interface AppOptions {
  databaseFile: string;
  /** Where uploaded images go; default `data/uploads`. */
  uploadsDir?: string;
  /** What an empty database is filled with; default "none". */
  seed?: SeedMode;
  /** The front end's production build, served at `/` when it exists. */
  frontendDist?: string | null;
  logger?: boolean;
  trustProxy?: boolean;
  loginRateLimit?: LoginRateLimit;
}

const DEFAULT_LOGIN_LIMIT: LoginRateLimit = { max: 10, timeWindowMs: 60_000 };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const knex = createKnex(options.databaseFile);
  try {
    await migrateToLatest(knex);
    await seedIfEmpty(knex, options.seed ?? "none");
  } catch (error) {
    await knex.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Only the methods the document declares: no implicit HEAD twins of GET operations.
    exposeHeadRoutes: false,
  });
  app.addHook("onClose", async () => {
    await knex.destroy();
  });

  try {
    registerValidation(app);
    registerErrorHandler(app);
    await registerSecurityHeaders(app);
    await registerRateLimit(app);
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    await registerSessions(app, knex);
    registerAuthorization(app);

    const ctx: HandlerContext = {
      db: knex,
      sessions: app.sessionStoreDb,
      uploadsDir: options.uploadsDir ?? join("data", "uploads"),
    };
    const handlers: Handlers = {
      ...authHandlers(ctx),
      ...productsHandlers(ctx),
      ...uploadsHandlers(ctx),
      ...categoriesHandlers(ctx),
      ...brandsHandlers(ctx),
      ...vehiclesHandlers(ctx),
      ...labelsHandlers(ctx),
      ...dashboardHandlers(ctx),
      ...customersHandlers(ctx),
      ...usersHandlers(ctx),
      ...promotionsHandlers(ctx),
    };
    const document = loadOpenApiDocument();
    await registerOpenApiRoutes(app, {
      document,
      handlers,
      routeOptions: { login: loginRouteOptions(options.loginRateLimit ?? DEFAULT_LOGIN_LIMIT) },
    });
    app.get("/api/docs/json", async () => document);
    await registerStaticFiles(app, {
      uploadsDir: ctx.uploadsDir,
      frontendDist: options.frontendDist ?? null,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
