// The shape of the service handlers fastify-openapi-glue binds by operationId, and small helpers
// every handler file shares.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Knex } from "knex";
import type { KnexSessionStore } from "../security/session-store";
import type { UserRow } from "../repositories/users-repository";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "./http-error";

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export interface HandlerContext {
  db: Knex;
  sessions: KnexSessionStore;
  uploadsDir: string;
}

/** Path parameter as a number; the schema has already checked it is an integer >= 1. */
export function pathId(request: FastifyRequest, name = "id"): number {
  return Number((request.params as Record<string, unknown>)[name]);
}

/** The signed-in user; the authorization hook guarantees one on non-public operations. */
export function sessionUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, MESSAGES.notAuthenticated);
  return request.currentUser;
}
