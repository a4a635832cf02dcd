// The one error an operation raises: the HTTP status and the Spanish message the client sees.
// Both transports turn it into `{ message }` (plus any documented details) with that status.
export class HttpError extends Error {
  readonly statusCode: number;
  /** More of the answer beside `message`, where openapi.yaml documents it (a sale's differences). */
  readonly details?: Record<string, unknown>;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A store refusing work it cannot take now (a sign-in behind a long line of password hashes): a
 * domain error, not an answer. The operation decides what the client hears.
 */
export class BusyError extends Error {
  constructor(message = "the store is busy") {
    super(message);
    this.name = "BusyError";
  }
}
