// Reads openapi.yaml once and exposes its operations in the shape the contract tests need.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const OPENAPI_PATH = fileURLToPath(new URL("../../../openapi.yaml", import.meta.url));

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** Path template as written in the document, e.g. /api/products/{id}. */
  path: string;
  tag: string;
  roles: string[];
  ownerRule: string | undefined;
  /** Declared response status codes, as strings ("200", "401", ...). */
  statuses: string[];
  requestContentType: string | undefined;
  pathParams: string[];
  queryParams: string[];
}

type Json = Record<string, unknown>;

export const openapiDocument = parse(readFileSync(OPENAPI_PATH, "utf8")) as Json;

const METHODS: HttpMethod[] = ["get", "post", "put", "patch", "delete"];

/** Follows a local "#/..." $ref inside the document (for parameters and responses). */
export function resolveRef<T = Json>(value: unknown): T {
  let current = value as Json;
  while (current && typeof current.$ref === "string") {
    current = pointer(current.$ref);
  }
  return current as T;
}

function pointer(ref: string): Json {
  const parts = ref.replace(/^#\//, "").split("/").map(unescapePointer);
  let node: unknown = openapiDocument;
  for (const part of parts) node = (node as Json)[part];
  if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return node as Json;
}

export function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

function unescapePointer(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

function collectOperations(): OperationInfo[] {
  const result: OperationInfo[] = [];
  const paths = openapiDocument.paths as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => resolveRef<Json>(p));
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...shared, ...((op.parameters as unknown[]) ?? []).map((p) => resolveRef<Json>(p))];
      const body = op.requestBody ? resolveRef<Json>(op.requestBody) : undefined;
      result.push({
        operationId: String(op.operationId),
        method,
        path,
        tag: String((op.tags as string[])[0]),
        roles: (op["x-roles"] as string[] | undefined) ?? ["admin", "sales"],
        ownerRule: op["x-owner-rule"] as string | undefined,
        statuses: Object.keys(op.responses as Json),
        requestContentType: body ? Object.keys(body.content as Json)[0] : undefined,
        pathParams: params.filter((p) => p.in === "path").map((p) => String(p.name)),
        queryParams: params.filter((p) => p.in === "query").map((p) => String(p.name)),
      });
    }
  }
  return result;
}

export const operations: readonly OperationInfo[] = collectOperations();

const byId = new Map(operations.map((op) => [op.operationId, op]));

export function operation(operationId: string): OperationInfo {
  const op = byId.get(operationId);
  if (!op) throw new Error(`openapi.yaml has no operation '${operationId}'`);
  return op;
}

export function isPublic(op: OperationInfo): boolean {
  return op.roles.includes("public");
}

export function isAdminOnly(op: OperationInfo): boolean {
  return !isPublic(op) && !op.roles.includes("sales");
}

export function isMutating(op: OperationInfo): boolean {
  return op.method !== "get";
}
