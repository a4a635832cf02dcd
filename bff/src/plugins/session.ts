// Cookie sessions stored in the database, and `request.currentUser`: the session's user, re-read on
// every request so a blocked account stops working at once.
// The cookie `sid` carries the session id signed with the session secret (the format
// @fastify/session used); the database keeps only the id's SHA-256. Nothing is written on a plain request:
// the cookie is set at sign-in and cleared at sign-out, and the session lasts SESSION_TTL_MS from
// sign-in, or until it has gone unused for the idle timeout (SESSION_IDLE_MINUTES).
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Knex } from "knex";
import { KnexSessionStore, SESSION_TTL_MS } from "../store/knex-session-store";
import { loadSessionSecret } from "../security/session-secret";
import type { UserRow } from "../store/users-repository";

declare module "fastify" {
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** The signed cookie's session id, when it carried a valid signature. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessionStoreDb: KnexSessionStore;
  }
}

export const SESSION_COOKIE = "sid";

/** How often ended sessions (past their end or idle) are deleted. */
const SWEEP_EVERY_MS = 10 * 60_000;

export async function registerSessions(app: FastifyInstance, knex: Knex): Promise<void> {
  const store = new KnexSessionStore(knex);
  await store.purgeExpired();
  // Ended sessions are swept while the server runs too, not only at start-up.
  const sweep = setInterval(() => void store.purgeExpired().catch(() => undefined), SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  app.decorate("sessionStoreDb", store);
  await app.register(fastifyCookie, { secret: await loadSessionSecret(knex) });
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const unsigned = request.unsignCookie(cookie);
    if (!unsigned.valid || !unsigned.value) return;
    request.sessionId = unsigned.value;
    request.currentUser = await store.activeUser(unsigned.value);
  });
}

/** Starts a new session of `userId` (a session the request had ends: no fixation). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: KnexSessionStore,
  userId: number,
): Promise<void> {
  if (request.sessionId) await store.destroy(request.sessionId);
  const { sid, expiresAt } = await store.create(userId, request.headers["user-agent"] ?? null);
  request.sessionId = sid;
  reply.setCookie(SESSION_COOKIE, sid, {
    signed: true,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_TTL_MS / 1000,
    expires: new Date(expiresAt),
  });
}

/** Ends the request's session and clears its cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: KnexSessionStore,
): Promise<void> {
  if (request.sessionId) await store.destroy(request.sessionId);
  request.sessionId = null;
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
