// Checks made before Ajv sees a request part, in both transports (the BFF's validator compiler and
// the mocks' validator), because Ajv's coercion is lenient where a hostile client is not:
// - an integer or number in a path or query string is plain decimal digits ("0x10", "1e309",
//   " 5", "+5" and 99999999999999999999 are refused, not read as 16, Infinity, 5 or 1e20);
// - no text anywhere (path, query, JSON body) holds a control character (tab, line feed and
//   carriage return excepted), a direction override or an unpaired UTF-16 surrogate
//   (rules/text.ts, the rule the import applies to its cells too).
// A problem is reported as an Ajv-shaped error so rules/validation-errors.ts words it in Spanish.
import type { SchemaError } from "../../rules/validation-errors";
import type { JsonObject } from "./operation-index";
import { isSafeText } from "../../rules/text";

const INTEGER_TEXT = /^-?(0|[1-9][0-9]{0,15})$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

function unsafeText(path: string): SchemaError {
  return { keyword: "unsafeText", instancePath: path, params: {} };
}

/**
 * The first unsafe string inside a parsed JSON value, as an error at its path. Iterative: a 1 MB
 * body can nest half a million arrays, deeper than any recursion survives.
 */
export function findUnsafeText(root: unknown, rootPath = ""): SchemaError | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (!isSafeText(value)) return unsafeText(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], `${path}/${i}`]);
    } else if (value && typeof value === "object") {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        if (!isSafeText(key)) return unsafeText(path);
        stack.push([child, `${path}/${key}`]);
      }
    }
  }
  return null;
}

function numericType(schema: unknown): "integer" | "number" | null {
  const type = (schema as JsonObject | undefined)?.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes("integer")) return "integer";
  if (types.includes("number")) return "number";
  return null;
}

/**
 * Path or query values as received (text, or a list of texts for a repeated query key), checked
 * against the part's object schema before Ajv coerces them.
 */
export function checkTextPart(schema: JsonObject | undefined, part: unknown): SchemaError | null {
  if (!part || typeof part !== "object") return null;
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  for (const [name, raw] of Object.entries(part as Record<string, unknown>)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== "string") continue;
      if (!isSafeText(value)) return unsafeText(`/${name}`);
      const type = numericType(properties[name]);
      if (type && !(type === "integer" ? INTEGER_TEXT : NUMBER_TEXT).test(value)) {
        return { keyword: "type", instancePath: `/${name}`, params: { type } };
      }
    }
  }
  return null;
}

/** The check for one request part: "params" / "querystring" hold text, "body" parsed JSON. */
export function checkRequestPart(
  httpPart: string,
  schema: JsonObject | undefined,
  value: unknown,
): SchemaError | null {
  if (httpPart === "body") return findUnsafeText(value);
  if (httpPart === "params" || httpPart === "querystring") return checkTextPart(schema, value);
  return null;
}
