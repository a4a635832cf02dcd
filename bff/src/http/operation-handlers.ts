// The BFF's transport for server/operations: one Fastify handler per operationId, bound by
// fastify-openapi-glue (which has already validated the request against openapi.yaml and the
// authorization hook has applied x-roles). The handler builds the operation's context — the
// signed-in user, the Knex store and the session port — runs it and sends its answer.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { OPERATIONS } from "../../../server/operations/registry";
import {
  isFileBody,
  type AnyOperation,
  type OperationContext,
  type SessionPort,
} from "../../../server/operations/types";
import type { Store } from "../../../server/store/store";
import { endSession, startSession } from "../plugins/session";
import type { KnexSessionStore } from "../store/knex-session-store";
import type { Handlers } from "../plugins/handler-types";
import { readUpload } from "./read-upload";
import { workerSheets } from "../import/worker-sheets";
import { sharpImages } from "./sharp-images";

function sessionPort(request: FastifyRequest, reply: FastifyReply, sessions: KnexSessionStore): SessionPort {
  return {
    signIn: (userId) => startSession(request, reply, sessions, userId),
    signOut: () => endSession(request, reply, sessions),
    endSessionsOf: (userId) => sessions.destroyAllForUser(userId),
    sessionsOf: (userId) => sessions.sessionsOf(userId, request.sessionId),
    endOtherSessionsOf: (userId) => sessions.destroyOthersOf(userId, request.sessionId),
    loginThrottle: request.server.loginThrottle,
    passwordCheckThrottle: request.server.passwordCheckThrottle,
  };
}

/** multipartOperations: operationIds whose body is a multipart upload (read here, not by Fastify). */
export function operationHandlers(
  store: Store,
  sessions: KnexSessionStore,
  multipartOperations: ReadonlySet<string>,
): Handlers {
  const handlers: Handlers = {};
  const sheets = workerSheets();
  for (const [operationId, operation] of Object.entries(OPERATIONS)) {
    handlers[operationId] = async (request, reply) => {
      const ctx: OperationContext = {
        user: request.currentUser ?? null,
        store,
        session: sessionPort(request, reply, sessions),
        images: sharpImages,
        sheets,
      };
      const body = multipartOperations.has(operationId)
        ? await readUpload(request, operationId)
        : request.body;
      const result = await (operation as AnyOperation)(ctx, {
        params: request.params ?? {},
        query: request.query ?? {},
        body,
      });
      if (result.headers) reply.headers(result.headers);
      reply.code(result.status);
      if (isFileBody(result.body)) return reply.send(Readable.from(result.body.file));
      return result.body === undefined ? reply.send() : result.body;
    };
  }
  return handlers;
}
