// Turns JSON-schema (Ajv) validation errors into one Spanish sentence naming the field by its form
// label (field-labels.ts). Fastify's schemaErrorFormatter in the BFF, the mocks' request validator
// and the forms' own checks all call this, so each refusal reads the same wherever it comes from.
import { fieldLabel } from "./field-labels";
import { unsafeTextMessage } from "./text";

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** dataVar is "body", "querystring", "params" or "headers". */
export function formatValidationErrors(errors: readonly SchemaError[], dataVar: string): string {
  const first = errors[0];
  if (!first) return "Solicitud no válida";
  const place = placeOf(dataVar);
  const path = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const field = fieldLabel(
    first.keyword === "required" ? joinPath(path, String(first.params.missingProperty)) : path || place,
  );
  const p = first.params;
  switch (first.keyword) {
    case "required":
      return `El campo '${field}' es obligatorio`;
    case "type":
      return `El campo '${field}' debe ser de tipo ${typeName(String(p.type))}`;
    case "minLength":
      return Number(p.limit) <= 1
        ? `El campo '${field}' no puede estar vacío`
        : `El campo '${field}' debe tener al menos ${String(p.limit)} caracteres`;
    case "maxLength":
      return `El campo '${field}' admite como máximo ${String(p.limit)} caracteres`;
    case "minimum":
    case "exclusiveMinimum":
      return `El campo '${field}' debe ser mayor o igual a ${String(p.limit)}`;
    case "maximum":
    case "exclusiveMaximum":
      return `El campo '${field}' debe ser menor o igual a ${String(p.limit)}`;
    case "enum":
      return `El campo '${field}' tiene un valor no permitido`;
    case "format":
      return `El campo '${field}' no tiene un formato válido`;
    case "pattern":
      return `El campo '${field}' no tiene un formato válido`;
    case "unsafeText":
      return unsafeTextMessage(field);
    case "additionalProperties":
      return `El campo '${joinPath(path, String(p.additionalProperty))}' no está permitido`;
    case "maxItems":
      return `El campo '${field}' admite como máximo ${String(p.limit)} elementos`;
    default:
      return `El campo '${field}' no es válido`;
  }
}

/** The sentence for one field and keyword, e.g. fieldMessage("email", "format"). */
export function fieldMessage(field: string, keyword: string, params: Record<string, unknown> = {}): string {
  return formatValidationErrors([{ keyword, instancePath: `/${field}`, params }], "body");
}

function joinPath(path: string, property: string): string {
  return path ? `${path}.${property}` : property;
}

function placeOf(dataVar: string): string {
  if (dataVar === "body") return "cuerpo";
  if (dataVar === "querystring") return "consulta";
  if (dataVar === "params") return "ruta";
  return dataVar;
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: "texto",
    number: "número",
    integer: "número entero",
    boolean: "verdadero o falso",
    object: "objeto",
    array: "lista",
    null: "nulo",
  };
  return type
    .split(",")
    .map((t) => names[t] ?? t)
    .join(" o ");
}
