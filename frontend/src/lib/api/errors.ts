// One error shape for every request the front end makes: an ApiError whose message is already the
// Spanish text to show (section 8 of the specification).

export class ApiError extends Error {
  readonly status: number;
  /** The refusal's parsed JSON body, for the answers that carry more than `message`. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export const NO_RESPONSE_MESSAGE = "No se recibió respuesta del servidor";

/** The server's `message` field, else the body text, else 'Error {status}: {statusText}'. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = `Error ${response.status}: ${response.statusText}`;
  let text = "";
  try {
    text = await response.clone().text();
  } catch {
    // A body that cannot be read is treated as empty.
  }
  return new ApiError(messageFromBody(text) || fallback, response.status, jsonOf(text));
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageFromBody(text: string): string {
  if (!text.trim()) return "";
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text;
}

/** Any thrown value turned into the message a toast or error state shows. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return NO_RESPONSE_MESSAGE;
  if (error instanceof Error) return `Error en la configuración de la solicitud: ${error.message}`;
  return `Error en la configuración de la solicitud: ${String(error)}`;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
