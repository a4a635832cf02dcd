// Every mocked operation (support/operation-handlers.ts serves server/operations over the
// in-memory store). Last, any other /api path is a 404 { message }, as the BFF answers.
import { passthrough } from "msw";
import { MESSAGES } from "../rules/messages";
import { isCrossOrigin } from "./support/guard";
import { errorResponse } from "./support/http";
import { operationHandlers } from "./support/operation-handlers";
import { http, isRealServerRequest } from "./support/route";

const unknownApiPath = http.untyped.all("*/api/*", ({ request }) => {
  if (isRealServerRequest(request)) return passthrough();
  return isCrossOrigin(request)
    ? errorResponse(403, MESSAGES.forbiddenOrigin)
    : errorResponse(404, MESSAGES.notFound);
});

export const handlers = [...operationHandlers, unknownApiPath];
