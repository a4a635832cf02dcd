// The pipeline every mocked operation runs before its own logic, in the BFF's order:
// cross-origin refusal, session and role (x-roles via decideAccess), then schema validation.
import { decideAccess } from "../../rules/access";
import { MESSAGES } from "../../rules/messages";
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

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A mutating request from another site is refused, as the BFF does (CSRF defence). */
export function isCrossOrigin(request: Request): boolean {
  if (!MUTATING.has(request.method.toUpperCase())) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    // An opaque origin ("null") does not parse and counts as foreign.
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

type BodyReading = { ok: true; value: unknown } | { ok: false; status: 400 | 415; message: string };

/**
 * The body as the BFF's parsers see it: no Content-Type means no body (400), a type other than JSON
 * is refused (415), an empty or malformed JSON body is a plain 400.
 */
async function readBody(request: Request): Promise<BodyReading> {
  const text = await request.clone().text();
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type === "") return { ok: false, status: 400, message: MESSAGES.bodyRequired };
  if (!type.includes("json")) return { ok: false, status: 415, message: MESSAGES.bodyMustBeJson };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: MESSAGES.invalidRequest };
  }
}

export interface GuardOptions {
  /** Runs after the body is parsed and before it is validated (the BFF's preValidation hook). */
  preValidation?: (body: unknown) => Response | null;
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
  if (isCrossOrigin(request)) return errorResponse(403, MESSAGES.forbiddenOrigin);

  const token = info.cookies[SESSION_COOKIE];
  const user = resolveSessionUser(token);
  const access = decideAccess(op.roles, user ? user.role : null);
  if (access === "unauthenticated") return errorResponse(401, MESSAGES.notAuthenticated);
  if (access === "forbidden") return errorResponse(403, MESSAGES.forbiddenRole);

  let body: unknown = undefined;
  if (op.bodySchema) {
    const parsed = await readBody(request);
    if (!parsed.ok) return errorResponse(parsed.status, parsed.message);
    body = parsed.value;
  }
  const early = options.preValidation?.(body);
  if (early) return early;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(info.params)) if (value !== undefined) params[key] = value;
  const checked = validateRequest(operationId, { params, query: queryObject(new URL(request.url)), body });
  if (!checked.ok) return errorResponse(400, checked.message);
  return { request, user, token, ...checked.parts };
}

/** For operations whose roles exclude "public": the guard guarantees a user. */
export function signedIn(ctx: GuardedRequest): DbUser {
  if (!ctx.user) throw new Error("guard let an anonymous request through");
  return ctx.user;
}
