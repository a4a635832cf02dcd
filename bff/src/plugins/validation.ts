// Request validation compiled from the document's schemas. Two Ajv instances: path and query values
// arrive as text and are coerced; JSON bodies are not, so `"5"` for a number is refused exactly
// as the mocks refuse it.
import { Ajv, type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

function makeAjv(coerceTypes: Options["coerceTypes"]): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    // OpenAPI schema objects may carry annotations Ajv does not know.
    strict: false,
  });
  addFormats.default(ajv);
  ajv.addFormat("binary", true); // multipart file parts; checked by the upload handler
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv("array");
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? bodyAjv : textAjv).compile(schema),
  );
}
