// Cookie sessions stored in the database, and `request.currentUser`: the session's user, re-read on
// every request so a blocked account stops working at once.
import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Knex } from "knex";
import { KnexSessionStore } from "../security/session-store";
import { loadSessionSecret } from "../security/session-secret";
import { findActiveUserById, type UserRow } from "../store/users-repository";

declare module "fastify" {
  interface Session {
    userId?: number;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    sessionStoreDb: KnexSessionStore;
  }
}

export const SESSION_COOKIE = "sid";
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function registerSessions(app: FastifyInstance, knex: Knex): Promise<void> {
  const store = new KnexSessionStore(knex);
  await store.purgeExpired();
  app.decorate("sessionStoreDb", store);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: await loadSessionSecret(knex),
    cookieName: SESSION_COOKIE,
    store,
    // No store write or Set-Cookie on plain reads; the session lasts SESSION_TTL_MS from sign-in.
    rolling: false,
    saveUninitialized: false,
    cookie: { path: "/", httpOnly: true, sameSite: "lax", secure: "auto", maxAge: SESSION_TTL_MS },
  });
  app.decorateRequest("currentUser", null);
  app.addHook("onRequest", async (request) => {
    request.currentUser = await loadCurrentUser(request, knex, store);
  });
}

async function loadCurrentUser(
  request: FastifyRequest,
  knex: Knex,
  store: KnexSessionStore,
): Promise<UserRow | null> {
  const session = request.session as FastifyRequest["session"] | null;
  const userId = session?.userId;
  if (typeof userId !== "number") return null;
  // Read in the session's own query when the ids agree (they always do unless the row changed).
  const joined = store.takeUser(session!.sessionId);
  const readWithSession = joined === null || joined?.id === userId;
  const user = readWithSession ? (joined?.active ? joined : null) : await findActiveUserById(knex, userId);
  if (user) return user;
  // Blocked or gone: forget this session for good, without writing a new one.
  await new Promise<void>((resolve, reject) =>
    store.destroy(session!.sessionId, (error) => (error ? reject(error) : resolve())),
  );
  return null;
}
