// One gate for every route: refuse mutating requests from another origin, then let the
// operation's `x-roles` (read from openapi.yaml through the route schema) decide who may call it.
import type { FastifyInstance } from "fastify";
import { decideAccess } from "../../../rules/access";
import { MESSAGES } from "../../../rules/messages";
import { isCrossOrigin } from "../../../rules/origin";
import { HttpError } from "../../../server/errors";

export function registerAuthorization(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const origin = {
      method: request.method,
      secFetchSite: request.headers["sec-fetch-site"] as string | undefined,
      origin: request.headers.origin,
      host: request.host,
    };
    if (isCrossOrigin(origin)) {
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
