// openapi.yaml's operations indexed by operationId: method, path, roles, owner rule, the JSON
// schemas a request validator compiles (built the way fastify-openapi-glue builds Fastify's route
// schemas) and whether the body is a multipart upload. Used by the BFF and the mocks alike.
export type JsonObject = Record<string, unknown>;

export interface IndexedOperation {
  operationId: string;
  method: string;
  path: string;
  roles: string[] | undefined;
  ownerRule: string | undefined;
  paramsSchema: JsonObject | undefined;
  querySchema: JsonObject | undefined;
  /** The application/json body schema; multipart bodies are checked by the handler. */
  bodySchema: JsonObject | undefined;
  /** The body is multipart/form-data: the transport reads the upload itself. */
  multipart: boolean;
  /** The operation declares a body it may go without (`required: false`): none sent is no body. */
  bodyOptional: boolean;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolveRef(openapiDocument: JsonObject, value: unknown): JsonObject {
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

export function indexOperations(openapiDocument: JsonObject): Map<string, IndexedOperation> {
  const resolve = (value: unknown) => resolveRef(openapiDocument, value);
  const result = new Map<string, IndexedOperation>();
  const paths = openapiDocument.paths as Record<string, JsonObject>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map(resolve);
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[] | undefined) ?? []).map(resolve);
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const requestBody = op.requestBody ? resolve(op.requestBody) : undefined;
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
        multipart: content?.["multipart/form-data"] !== undefined,
        bodyOptional: requestBody !== undefined && requestBody.required !== true,
      });
    }
  }
  return result;
}
