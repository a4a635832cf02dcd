// One error shape for every non-2xx answer: `{ message }` in Spanish. Validation errors are
// translated by rules/validation-errors.ts; 5xx answers never reveal what went wrong inside.
import type { FastifyError, FastifyInstance } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { formatValidationErrors, type SchemaError } from "../../../rules/validation-errors";
import { HttpError } from "../../../server/errors";
import { constraintViolationMessage } from "../db/constraint-violation";
import { OversizedBodies } from "./oversized-bodies";
import { messageForStatus } from "./status-messages";

export function registerErrorHandler(app: FastifyInstance, oversized = new OversizedBodies()): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.validation) {
      const message = formatValidationErrors(
        error.validation as SchemaError[],
        error.validationContext ?? "body",
      );
      return reply.code(400).send({ message });
    }
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ ...error.details, message: error.message });
    // A race the operation's own checks missed: the database's constraint still holds. A unique
    // violation names what is taken; any other constraint is a plain conflict.
    const duplicate = constraintViolationMessage(error);
    if (duplicate) return reply.code(409).send({ message: duplicate });
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ message: MESSAGES.internal });
    }
    // A body past its limit is not read to its end: the connection closes after the answer, which
    // waits when the address keeps sending such bodies.
    if (status === 413) {
      reply.header("connection", "close");
      await oversized.refused(request);
    }
    return reply.code(status).send({ message: messageForStatus(status) });
  });
}
