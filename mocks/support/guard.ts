// What Fastify and the BFF's hooks do before an operation runs, for the mocks (which have no
// Fastify), in the BFF's order: cross-origin refusal (rules/origin.ts), session and role (x-roles
// via rules/access.ts), body parsing, then schema validation against openapi.yaml.
import { decideAccess } from "../../rules/access";
import { MESSAGES } from "../../rules/messages";
import { isCrossOrigin as isCrossOriginRequest } from "../../rules/origin";
import { bodyLimitOf, jsonTooDeep } from "../../server/openapi/body-limits";
import { whenMockDbReady, type DbUser } from "../db";
import { SESSION_COOKIE, resolveSessionUser } from "../session";
import { errorResponse } from "./http";
import { getOperation } from "./operations";
import { queryObject, validateRequest } from "./validate-request";

export interface ResolverInput {
  request: Request;
  params: Record<string, unknown>;
  cookies: Record<string, string>;
}

export interface GuardedRequest {
  request: Request;
  /** The signed-in user; null only on public operations called without a session. */
  user: DbUser | null;
  token: string | undefined;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The shared cross-origin rule (rules/origin.ts) applied to a fetch Request. */
export function isCrossOriginFetch(request: Request): boolean {
  return isCrossOriginRequest({
    method: request.method,
    secFetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host: new URL(request.url).host,
  });
}

type BodyReading = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * The body as the BFF's parsers see it: no Content-Type means no body (400), a type other than JSON
 * is refused (415), a body past the operation's limit is 413, one nested too deeply or an empty or
 * malformed JSON body is a plain 400 (server/openapi/body-limits.ts).
 */
async function readBody(request: Request, operationId: string): Promise<BodyReading> {
  const text = await request.clone().text();
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type === "") return { ok: false, status: 400, message: MESSAGES.bodyRequired };
  if (!type.includes("json")) return { ok: false, status: 415, message: MESSAGES.bodyMustBeJson };
  if (new TextEncoder().encode(text).length > bodyLimitOf(operationId, true))
    return { ok: false, status: 413, message: MESSAGES.requestTooLarge };
  if (jsonTooDeep(text)) return { ok: false, status: 400, message: MESSAGES.bodyTooDeep };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: MESSAGES.invalidRequest };
  }
}

export interface GuardOptions {
  /** Runs before the body is read (the BFF's route-level onRequest hook). */
  beforeBody?: () => Response | null;
}

/** Returns the checked request, or the error Response to answer with. */
export async function guard(
  info: ResolverInput,
  operationId: string,
  options: GuardOptions = {},
): Promise<GuardedRequest | Response> {
  await whenMockDbReady();
  const op = getOperation(operationId);
  const { request } = info;
  if (isCrossOriginFetch(request)) return errorResponse(403, MESSAGES.forbiddenOrigin);

  const token = info.cookies[SESSION_COOKIE];
  const user = resolveSessionUser(token);
  const access = decideAccess(op.roles, user ? user.role : null);
  if (access === "unauthenticated") return errorResponse(401, MESSAGES.notAuthenticated);
  if (access === "forbidden") return errorResponse(403, MESSAGES.forbiddenRole);

  const early = options.beforeBody?.();
  if (early) return early;
  let body: unknown = undefined;
  if (!op.bodySchema && !op.multipart && request.method !== "GET" && request.method !== "HEAD") {
    const text = await request.clone().text();
    if (new TextEncoder().encode(text).length > bodyLimitOf(operationId, false))
      return errorResponse(413, MESSAGES.requestTooLarge);
  }
  // An optional body may be left out altogether (no Content-Type, nothing sent), as in the BFF.
  const bodyLeftOut =
    op.bodyOptional && request.headers.get("content-type") === null && (await request.clone().text()) === "";
  if (op.bodySchema && !bodyLeftOut) {
    const parsed = await readBody(request, operationId);
    if (!parsed.ok) return errorResponse(parsed.status, parsed.message);
    body = parsed.value;
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(info.params)) if (value !== undefined) params[key] = value;
  const checked = validateRequest(operationId, { params, query: queryObject(new URL(request.url)), body });
  if (!checked.ok) return errorResponse(400, checked.message);
  return { request, user, token, ...checked.parts };
}
