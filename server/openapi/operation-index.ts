// The document's operations indexed by operationId: roles, owner rule and the JSON schemas the
// request validator compiles (built the way fastify-openapi-glue builds Fastify's route schemas).
import { openapiDocument, type JsonObject } from "./openapi-document";

export interface MockOperation {
  operationId: string;
  method: string;
  path: string;
  roles: string[] | undefined;
  ownerRule: string | undefined;
  paramsSchema: JsonObject | undefined;
  querySchema: JsonObject | undefined;
  /** The application/json body schema; multipart bodies are checked by the handler. */
  bodySchema: JsonObject | undefined;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolveRef(value: unknown): JsonObject {
  let node = value as JsonObject;
  while (node && typeof node.$ref === "string") {
    const parts = node.$ref.replace(/^#\//, "").split("/");
    let target: unknown = openapiDocument;
    for (const part of parts)
      target = (target as JsonObject)[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    node = target as JsonObject;
  }
  return node;
}

function parameterSchema(parameters: JsonObject[], where: "path" | "query"): JsonObject | undefined {
  const selected = parameters.filter((p) => p.in === where);
  if (selected.length === 0) return undefined;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const p of selected) {
    const name = String(p.name);
    properties[name] = p.schema ?? {};
    if (p.required === true) required.push(name);
  }
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}

function collect(): Map<string, MockOperation> {
  const result = new Map<string, MockOperation>();
  const paths = openapiDocument.paths as Record<string, JsonObject>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map(resolveRef);
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[] | undefined) ?? []).map(resolveRef);
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const requestBody = op.requestBody ? resolveRef(op.requestBody) : undefined;
      const content = requestBody?.content as Record<string, JsonObject> | undefined;
      const json = content?.["application/json"]?.schema as JsonObject | undefined;
      const operationId = String(op.operationId);
      result.set(operationId, {
        operationId,
        method,
        path,
        roles: op["x-roles"] as string[] | undefined,
        ownerRule: op["x-owner-rule"] as string | undefined,
        paramsSchema: parameterSchema(parameters, "path"),
        querySchema: parameterSchema(parameters, "query"),
        bodySchema: json,
      });
    }
  }
  return result;
}

export const OPERATIONS = collect();

export function getOperation(operationId: string): MockOperation {
  const op = OPERATIONS.get(operationId);
  if (!op) throw new Error(`Unknown operationId ${operationId}`);
  return op;
}
