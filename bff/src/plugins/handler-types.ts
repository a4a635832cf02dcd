// The shape of the service handlers fastify-openapi-glue binds by operationId.
import type { FastifyReply, FastifyRequest } from "fastify";

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
