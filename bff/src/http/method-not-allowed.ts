// 405 with `Allow` for a method openapi.yaml does not declare on one of its paths (the mocks answer
// the same from server/openapi/allowed-methods.ts); any other unknown path stays a 404.
import type { FastifyInstance, HTTPMethods } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { declaredPaths, methodNotAllowedRoutes } from "../../../server/openapi/allowed-methods";
import type { JsonObject } from "../../../server/openapi/operation-index";

export function registerMethodNotAllowed(app: FastifyInstance, document: JsonObject): void {
  for (const route of methodNotAllowedRoutes(declaredPaths(document))) {
    app.route({
      method: route.methods as HTTPMethods[],
      url: route.path.replace(/\{([^}]+)\}/g, ":$1"),
      handler: async (_request, reply) =>
        reply.code(405).header("allow", route.allow).send({ message: MESSAGES.methodNotAllowed }),
    });
  }
}
