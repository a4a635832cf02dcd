// The typed `http` of the mocks (for overrides) and the loopback rule of the node mocks.
import { createOpenApiHttp } from "openapi-msw";
import type { paths } from "@contract/schema.gen";

// "*" in front of every path: the handlers answer /api/... on any origin — the page's own origin in
// the browser and http://mocks.test (or any host) in node, where a bare "/api" would never match.
export const http = createOpenApiHttp<paths>({ baseUrl: "*" });

/** "/api/products/{id}" → "*\/api/products/:id", matching on any origin like the real handlers. */
export function pathPattern(path: string): string {
  return `*${path.replace(/\{([^}]+)\}/g, ":$1")}`;
}

/**
 * In plain node (no page, so no `location`) a loopback URL is a real server under test — the BFF
 * in the contract suite runs beside the mocks in one process — and is never answered here.
 */
export function isRealServerRequest(request: Request): boolean {
  if (typeof location !== "undefined") return false;
  const host = new URL(request.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}
