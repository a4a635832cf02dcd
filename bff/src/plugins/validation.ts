// Request validation compiled from the document's schemas with the shared Ajv setup
// (server/openapi/request-ajv.ts): coerced path and query values, uncoerced JSON bodies.
import type { FastifyInstance } from "fastify";
import { createRequestAjv } from "../../../server/openapi/request-ajv";

export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = createRequestAjv(false);
  const textAjv = createRequestAjv("array");
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? bodyAjv : textAjv).compile(schema),
  );
}
