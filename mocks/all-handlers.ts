// Every mocked operation (support/operation-handlers.ts serves server/operations over the
// in-memory store). Last, a method the document does not declare on one of its paths is a 405 with
// `Allow`, and any other /api path a 404 { message }, as the BFF answers.
import { passthrough } from "msw";
import { MESSAGES } from "../rules/messages";
import { declaredPaths, matchDeclaredPath } from "../server/openapi/allowed-methods";
import { isCrossOriginFetch } from "./support/guard";
import { openapiDocument } from "./support/openapi-document";
import { errorResponse } from "./support/http";
import { mswOperationHandlers } from "./support/operation-handlers";
import { http, isRealServerRequest } from "./support/route";

const PATHS = declaredPaths(openapiDocument);

const unknownApiPath = http.untyped.all("*/api/*", ({ request }) => {
  if (isRealServerRequest(request)) return passthrough();
  if (isCrossOriginFetch(request)) return errorResponse(403, MESSAGES.forbiddenOrigin);
  const declared = matchDeclaredPath(PATHS, new URL(request.url).pathname);
  if (declared && !declared.methods.includes(request.method.toUpperCase())) {
    const response = errorResponse(405, MESSAGES.methodNotAllowed);
    response.headers.set("allow", declared.methods.join(", "));
    return response;
  }
  return errorResponse(404, MESSAGES.notFound);
});

export const handlers = [...mswOperationHandlers, unknownApiPath];
