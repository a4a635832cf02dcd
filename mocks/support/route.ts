// The typed `http` of the mocks and the wrapper that runs the guard before an operation's logic.
import { passthrough } from "msw";
import { createOpenApiHttp } from "openapi-msw";
import type { paths } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { guard, type GuardOptions, type GuardedRequest, type ResolverInput } from "./guard";
import { errorResponse } from "./http";

// "*" in front of every path: the handlers answer /api/... on any origin — the page's own origin in
// the browser and http://mocks.test (or any host) in node, where a bare "/api" would never match.
export const http = createOpenApiHttp<paths>({ baseUrl: "*" });

/**
 * In plain node (no page, so no `location`) a loopback URL is a real server under test — the BFF
 * in the contract suite runs beside the mocks in one process — and is never answered here.
 */
export function isRealServerRequest(request: Request): boolean {
  if (typeof location !== "undefined") return false;
  const host = new URL(request.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

interface TypedInfo<R> extends ResolverInput {
  response: { untyped(response: Response): R };
}

/**
 * Wraps an operation's logic: answers the guard's error (403/401/400) or runs `fn` with the checked
 * request. A bug in a handler answers 500 with the generic message, never internals (as the BFF).
 */
export function handle<I extends TypedInfo<R>, R>(
  operationId: string,
  fn: (ctx: GuardedRequest, info: I) => Response | Promise<Response>,
  options: GuardOptions = {},
): (info: I) => Promise<R> {
  return async (info) => {
    if (isRealServerRequest(info.request)) return info.response.untyped(passthrough());
    try {
      const ctx = await guard(info, operationId, options);
      if (ctx instanceof Response) return info.response.untyped(ctx);
      return info.response.untyped(await fn(ctx, info));
    } catch (error) {
      console.error(`[mocks] ${operationId} failed`, error);
      return info.response.untyped(errorResponse(500, MESSAGES.internal));
    }
  };
}
