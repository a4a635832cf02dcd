// One gate for every route: refuse mutating requests from another origin, then let the
// operation's `x-roles` (read from openapi.yaml through the route schema) decide who may call it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { decideAccess } from "../../../rules/access";
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../http/http-error";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerAuthorization(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (MUTATING.has(request.method) && isCrossOrigin(request)) {
      throw new HttpError(403, MESSAGES.forbiddenOrigin);
    }
    const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
    // Only the document's operations are gated; static files, images (unguessable random names)
    // and the document itself are not operations.
    if (typeof schema?.operationId !== "string") return;
    const roles = schema["x-roles"] as string[] | undefined;
    const decision = decideAccess(roles, request.currentUser?.role ?? null);
    if (decision === "unauthenticated") throw new HttpError(401, MESSAGES.notAuthenticated);
    if (decision === "forbidden") throw new HttpError(403, MESSAGES.forbiddenRole);
  });
}

function isCrossOrigin(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true; // "null" or garbage: an opaque origin is never ours
  }
}
