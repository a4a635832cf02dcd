// The one Ajv setup both transports validate requests with (the BFF through Fastify's validator
// compiler, the mocks directly): defaults applied, first error only, and two flavours — path and
// query values arrive as text and are coerced ("array", Fastify's default) with undeclared query keys
// dropped; JSON bodies are neither coerced ("5" for a number is refused) nor trimmed: a body schema is
// closed (`additionalProperties: false`), so a property it does not declare (an id, a timestamp) is
// refused rather than silently dropped or, worse, stored.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

export function createRequestAjv(coerceTypes: false | "array"): Ajv2020 {
  const ajv = new Ajv2020({
    coerceTypes,
    useDefaults: true,
    removeAdditional: coerceTypes !== false,
    allErrors: false,
    // OpenAPI schema objects may carry annotations Ajv does not know.
    strict: false,
    // …but NaN and Infinity (JSON's 1e309) are never numbers.
    strictNumbers: true,
  });
  addFormats.default(ajv);
  ajv.addFormat("binary", true); // multipart file parts; read by the transport
  return ajv;
}
