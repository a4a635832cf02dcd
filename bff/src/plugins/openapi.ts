// Routes from openapi.yaml: fastify-openapi-glue creates one route per operation, with the
// operation's request schemas for validation and its response schemas for serialization, and binds
// the service handler of the same operationId. A missing handler stops the app from starting.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import openapiGlue from "fastify-openapi-glue";
import { parse } from "yaml";
import type { Handler, Handlers } from "./handler-types";
import { HttpError } from "../../../server/errors";
import { bodyLimitOf } from "../../../server/openapi/body-limits";
import { indexOperations } from "../../../server/openapi/operation-index";
import { MESSAGES } from "../../../rules/messages";

const OPENAPI_FILE = fileURLToPath(new URL("../../../openapi.yaml", import.meta.url));

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

export async function registerOpenApiRoutes(
  app: FastifyInstance,
  options: OpenApiRoutesOptions,
): Promise<void> {
  const operations = indexOperations(options.document);
  const missing = operationIds(options.document).filter((id) => !(id in options.handlers));
  if (missing.length > 0) throw new Error(`No handler for operations: ${missing.join(", ")}`);
  app.addHook("onRoute", (route) => {
    const schema = route.schema as
      { body?: { content?: Record<string, unknown> }; operationId?: string } | undefined;
    const content = schema?.body?.content;
    if (!content) return;
    // A multipart body is streamed to the handler, not parsed into `request.body`; its schema
    // would reject every upload, so the upload handler checks the `image` part itself.
    if (content["multipart/form-data"]) {
      delete (schema as { body?: unknown }).body;
      return;
    }
    // Fastify validates a body only when its media type has a schema; any other type would reach
    // the handler unchecked, so it is refused here.
    const mediaTypes = new Set(Object.keys(content));
    const optional = operations.get(schema?.operationId ?? "")?.bodyOptional === true;
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, async (request) => checkMediaType(request, mediaTypes, optional)];
  });
  await app.register(openapiGlue, {
    specification: options.document,
    operationResolver: (operationId: string) => {
      const handler = options.handlers[operationId] as Handler;
      const extra = options.routeOptions?.[operationId];
      const op = operations.get(operationId);
      const bodyLimit = op?.multipart ? undefined : bodyLimitOf(operationId, op?.bodySchema !== undefined);
      return { bodyLimit, ...extra, handler } as RouteOptions;
    },
  });
}

/** `optional`: the operation may go without a body, so a request with none passes unchecked. */
function checkMediaType(request: FastifyRequest, mediaTypes: Set<string>, optional: boolean): void {
  if (request.mediaType && mediaTypes.has(request.mediaType)) return;
  if (request.headers["content-type"] === undefined && request.body === undefined) {
    if (optional) return;
    throw new HttpError(400, MESSAGES.bodyRequired);
  }
  throw new HttpError(415, MESSAGES.bodyMustBeJson);
}

/** operationIds whose body is a multipart upload. */
export function multipartOperations(document: Record<string, unknown>): Set<string> {
  return new Set(
    [...indexOperations(document).values()].filter((op) => op.multipart).map((op) => op.operationId),
  );
}

function operationIds(document: Record<string, unknown>): string[] {
  return [...indexOperations(document).keys()];
}
