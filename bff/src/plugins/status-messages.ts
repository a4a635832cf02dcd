// Spanish text for errors raised by Fastify or its plugins (their own messages are English and may
// reveal internals), chosen by status code.
import { MESSAGES } from "../../../rules/messages";

const BY_STATUS: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.notAuthenticated,
  403: MESSAGES.forbiddenRole,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  406: MESSAGES.notAcceptable,
  413: MESSAGES.requestTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyLogins,
};

export function messageForStatus(statusCode: number): string {
  return BY_STATUS[statusCode] ?? (statusCode >= 500 ? MESSAGES.internal : MESSAGES.invalidRequest);
}
