// Validates an answer against the schema openapi.yaml declares for (operationId, status). The whole
// document is loaded into Ajv under one $id so that every "#/components/schemas/..." resolves.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { escapePointer, openapiDocument, operation, resolveRef } from "./openapi";

const DOC_ID = "https://contract.test/openapi.json";

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
// OpenAPI's "binary" describes multipart file parts, never a JSON answer.
ajv.addFormat("binary", true);
ajv.addSchema({ ...openapiDocument, $id: DOC_ID });

const cache = new Map<string, ValidateFunction | null>();

export interface ContractViolation {
  problem: string;
}

type Json = Record<string, unknown>;

/**
 * Returns null when the answer matches the document, otherwise a sentence saying why not.
 * Fails when the status is not declared for the operation.
 */
export function checkResponse(
  operationId: string,
  status: number,
  body: unknown,
  rawText: string,
  headers: Headers,
): string | null {
  const op = operation(operationId);
  const declared = op.statuses.includes(String(status));
  if (!declared) {
    return `status ${status} is not declared for ${operationId} (declared: ${op.statuses.join(", ")}); body: ${rawText.slice(0, 300)}`;
  }
  const response = resolveRef<Json>(docResponses(op.path, op.method)[String(status)]);
  const content = response.content as Json | undefined;
  if (!content) {
    return rawText.length === 0
      ? null
      : `${operationId} ${status} must have no body, got: ${rawText.slice(0, 200)}`;
  }
  const contentType = headers.get("content-type") ?? "";
  if (content["application/json"] && !contentType.includes("application/json")) {
    return `${operationId} ${status} must answer application/json, got '${contentType}'`;
  }
  const validate = validatorFor(op.path, op.method, String(status));
  if (validate && !validate(body)) {
    return `${operationId} ${status} body does not match openapi.yaml: ${ajv.errorsText(validate.errors)}; body: ${rawText.slice(0, 300)}`;
  }
  const headerProblem = checkHeaders(response, headers, operationId, status);
  return headerProblem;
}

function docResponses(path: string, method: string): Json {
  const paths = openapiDocument.paths as Record<string, Json>;
  return (paths[path]![method] as Json).responses as Json;
}

function validatorFor(path: string, method: string, status: string): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (cache.has(key)) return cache.get(key)!;
  const raw = docResponses(path, method)[status] as Json;
  // The schema pointer must go through the response $ref when there is one, so that Ajv resolves
  // nested refs relative to the document.
  const base =
    typeof raw.$ref === "string"
      ? String(raw.$ref)
      : `#/paths/${escapePointer(path)}/${method}/responses/${status}`;
  const response = resolveRef<Json>(raw);
  const json = (response.content as Json | undefined)?.["application/json"] as Json | undefined;
  const validate = json?.schema
    ? ajv.compile({ $ref: `${DOC_ID}${base}/content/application~1json/schema` })
    : null;
  cache.set(key, validate);
  return validate;
}

function checkHeaders(response: Json, headers: Headers, operationId: string, status: number): string | null {
  const declared = (response.headers as Json | undefined) ?? {};
  for (const name of Object.keys(declared)) {
    const value = headers.get(name);
    // Declared headers are sent on every answer unless marked `required: false`.
    if (value === null && (resolveRef<Json>(declared[name]) as { required?: boolean }).required === false)
      continue;
    if (value === null) return `${operationId} ${status} must send header ${name}`;
    const schema = (resolveRef<Json>(declared[name]).schema as Json | undefined) ?? {};
    if (schema.type === "integer" && !/^\d+$/.test(value)) {
      return `${operationId} ${status} header ${name} must be an integer, got '${value}'`;
    }
  }
  return null;
}

/** Validates any value against a named component schema (e.g. "Error"). */
export function matchesComponent(name: string, value: unknown): string | null {
  const key = `component ${name}`;
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
    cache.set(key, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors);
}
