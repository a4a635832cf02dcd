// Routes from openapi.yaml: fastify-openapi-glue creates one route per operation, with the
// operation's request schemas for validation and its response schemas for serialization, and binds
// the service handler of the same operationId. A missing handler stops the app from starting.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, RouteOptions } from "fastify";
import openapiGlue from "fastify-openapi-glue";
import { parse } from "yaml";
import type { Handler, Handlers } from "../http/handler-types";

export const OPENAPI_FILE = fileURLToPath(new URL("../../../openapi.yaml", import.meta.url));

let cached: Record<string, unknown> | null = null;

/** Parsed once per process: YAML parsing of the whole document costs hundreds of milliseconds. */
export function loadOpenApiDocument(): Record<string, unknown> {
  cached ??= parse(readFileSync(OPENAPI_FILE, "utf8")) as Record<string, unknown>;
  return structuredClone(cached);
}

export interface OpenApiRoutesOptions {
  document: Record<string, unknown>;
  handlers: Handlers;
  /** Extra route options per operationId (e.g. a rate limit). */
  routeOptions?: Record<string, Partial<RouteOptions>>;
}

export async function registerOpenApiRoutes(app: FastifyInstance, options: OpenApiRoutesOptions): Promise<void> {
  const missing = operationIds(options.document).filter((id) => !(id in options.handlers));
  if (missing.length > 0) throw new Error(`No handler for operations: ${missing.join(", ")}`);
  app.addHook("onRoute", (route) => {
    // A multipart body is streamed to the handler, not parsed into `request.body`; its schema
    // would reject every upload, so the upload handler checks the `image` part itself.
    const body = (route.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
    if (body?.content?.["multipart/form-data"]) delete body.content["multipart/form-data"];
    if (body?.content && Object.keys(body.content).length === 0) delete (route.schema as { body?: unknown }).body;
  });
  await app.register(openapiGlue, {
    specification: options.document,
    operationResolver: (operationId: string) => {
      const handler = options.handlers[operationId] as Handler;
      const extra = options.routeOptions?.[operationId];
      return (extra ? { ...extra, handler } : handler) as RouteOptions;
    },
  });
}

function operationIds(document: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const pathItem of Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const operation of Object.values(pathItem)) {
      const id = (operation as { operationId?: unknown } | null)?.operationId;
      if (typeof id === "string") ids.push(id);
    }
  }
  return ids;
}
