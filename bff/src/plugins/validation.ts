// Request validation compiled from the document's schemas with the shared Ajv setup
// (server/openapi/request-ajv.ts): coerced path and query values, uncoerced JSON bodies, and before
// Ajv the strict checks both transports share (server/openapi/strict-input.ts): decimal digits for
// numbers in the URL, no control characters or unpaired surrogates in any text. Keywords a schema
// leaves to its operation (`x-operation-checks`, server/openapi/operation-checks.ts) are not compiled.
import type { FastifyInstance, FastifySchemaValidationError } from "fastify";
import type { ValidateFunction } from "ajv/dist/2020.js";
import { createRequestAjv } from "../../../server/openapi/request-ajv";
import { withoutOperationChecks } from "../../../server/openapi/operation-checks";
import { checkRequestPart } from "../../../server/openapi/strict-input";
import type { JsonObject } from "../../../server/openapi/operation-index";

type Validator = ((data: unknown, context?: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = createRequestAjv(false);
  const textAjv = createRequestAjv("array");
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate: ValidateFunction = (httpPart === "body" ? bodyAjv : textAjv).compile(
      withoutOperationChecks(schema),
    );
    const strict: Validator = (data, context) => {
      const problem = checkRequestPart(httpPart ?? "", schema as JsonObject, data);
      if (problem) {
        strict.errors = [problem as FastifySchemaValidationError];
        return false;
      }
      const valid = (validate as unknown as Validator)(data, context);
      strict.errors = validate.errors as FastifySchemaValidationError[] | null | undefined;
      return valid;
    };
    // Fastify hands Ajv validators the parent object so a root value can be replaced.
    strict.schemaEnv = validate.schemaEnv;
    return strict;
  });
}
