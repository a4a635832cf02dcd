// The mocks have no Fastify, so they validate a request against its operation's schemas in
// openapi.yaml themselves, with the BFF's Ajv setup (server/openapi/request-ajv.ts), the parts in
// Fastify's order (params, body, querystring) and the error turned into the shared Spanish sentence.
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import { formatValidationErrors } from "../../rules/validation-errors";
import { createRequestAjv } from "../../server/openapi/request-ajv";
import { withoutOperationChecks } from "../../server/openapi/operation-checks";
import { checkRequestPart } from "../../server/openapi/strict-input";
import { openapiDocument, type JsonObject } from "./openapi-document";
import { getOperation } from "./operations";

const DOC_ID = "https://mocks.test/openapi.json";

function makeAjv(coerceTypes: false | "array"): Ajv2020 {
  const ajv = createRequestAjv(coerceTypes);
  // Keywords the operations check themselves (x-operation-checks) are left out, as in the BFF.
  ajv.addSchema({ $id: DOC_ID, components: withoutOperationChecks(openapiDocument.components) });
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv("array");

const compiled = new Map<string, ValidateFunction>();

/** Points local "#/..." references at the document registered under DOC_ID. */
function anchorRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchorRefs);
  if (value && typeof value === "object") {
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      out[key] =
        key === "$ref" && typeof child === "string" && child.startsWith("#")
          ? DOC_ID + child
          : anchorRefs(child);
    }
    return out;
  }
  return value;
}

function validatorFor(key: string, schema: JsonObject, ajv: Ajv2020): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(anchorRefs(withoutOperationChecks(schema)) as JsonObject);
    compiled.set(key, fn);
  }
  return fn;
}

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Parsed JSON body, or undefined when none was sent. */
  body: unknown;
}

export type ValidationResult = { ok: true; parts: RequestParts } | { ok: false; message: string };

/** Validates (and coerces, in place) the parts of a request for the given operation. */
export function validateRequest(operationId: string, parts: RequestParts): ValidationResult {
  const op = getOperation(operationId);
  const checks: Array<[keyof RequestParts, string, JsonObject | undefined]> = [
    ["params", "params", op.paramsSchema],
    ["body", "body", op.bodySchema],
    ["query", "querystring", op.querySchema],
  ];
  const result: RequestParts = { ...parts };
  for (const [part, dataVar, schema] of checks) {
    if (!schema) continue;
    // An optional body left out is no body: nothing to check.
    if (part === "body" && result.body === undefined && op.bodyOptional) continue;
    const validate = validatorFor(`${operationId}:${part}`, schema, part === "body" ? bodyAjv : textAjv);
    // Fastify hands Ajv null for a missing body, so a required body fails as "not an object".
    // Ajv coerces and fills defaults inside the object in place.
    const value = result[part] === undefined ? null : result[part];
    // The BFF's validator runs the same strict checks first (bff/src/plugins/validation.ts).
    const problem = checkRequestPart(dataVar, schema, value);
    if (problem) return { ok: false, message: formatValidationErrors([problem], dataVar) };
    if (!validate(value))
      return { ok: false, message: formatValidationErrors(validate.errors ?? [], dataVar) };
    result[part] = value as never;
  }
  return { ok: true, parts: result };
}

/** The query string as Fastify parses it: a repeated key becomes an array. */
export function queryObject(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}
