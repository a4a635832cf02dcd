// The mocks' transport for server/operations: one MSW handler per operation of openapi.yaml. Each
// runs the guard (what Fastify and the BFF's hooks do), builds the operation's context — the
// signed-in user, the in-memory store and a cookie-based session port — runs the operation and
// turns its answer (or its HttpError) into a Response.
import { HttpResponse, http as msw, passthrough, type HttpHandler } from "msw";
import { MESSAGES } from "../../rules/messages";
import { HttpError } from "../../server/errors";
import { OPERATIONS as IMPLEMENTATIONS } from "../../server/operations/registry";
import {
  isFileBody,
  type AnyOperation,
  type SessionPort,
  type UploadedFile,
} from "../../server/operations/types";
import { uploadLimit } from "../../server/operations/upload-limits";
import { createSession, destroySession, endOtherSessionsOf, endSessionsOf, sessionsOf } from "../session";
import { memoryStore } from "../store/memory-store";
import { userDto } from "../store/to-contract";
import { guard, type GuardOptions, type ResolverInput } from "./guard";
import { clearedSessionCookie, errorResponse, sessionCookie, withCookie } from "./http";
import { MOCK_ADDRESS, loginThrottle, passwordCheckThrottle } from "./login-limiter";
import { INDEXED_OPERATIONS } from "./operations";
import { isRealServerRequest, pathPattern } from "./route";

/** Both steps of a sign-in (password, then the second factor's code) count against the address. */
const SIGN_IN_STEPS = new Set(["login", "loginSecondFactor"]);

/** The login's address checks, before the body is read as in the BFF's hook: malformed attempts count too. */
function loginGuard(attempt: { started: boolean }): GuardOptions {
  return {
    beforeBody: () => {
      if (loginThrottle.addressBlocked(MOCK_ADDRESS) || !loginThrottle.attemptStarted(MOCK_ADDRESS))
        return errorResponse(429, MESSAGES.tooManyLogins);
      attempt.started = true;
      loginThrottle.addressFailed(MOCK_ADDRESS);
      return null;
    },
  };
}

/** The browser the request came from; a service worker's request may not carry the header. */
function userAgentOf(request: Request): string | null {
  return request.headers.get("user-agent") ?? (globalThis.navigator?.userAgent || null);
}

function sessionPort(token: string | undefined, cookies: string[], request: Request): SessionPort {
  return {
    async signIn(userId) {
      // A new session id at every sign-in; the one the browser brought (if any) ends.
      destroySession(token);
      cookies.push(sessionCookie(createSession(userId, userAgentOf(request))));
    },
    async signOut() {
      destroySession(token);
      cookies.push(clearedSessionCookie());
    },
    async endSessionsOf(userId) {
      endSessionsOf(userId);
    },
    async sessionsOf(userId) {
      return sessionsOf(userId, token);
    },
    async endOtherSessionsOf(userId) {
      endOtherSessionsOf(userId, token);
    },
    loginThrottle,
    passwordCheckThrottle,
  };
}

async function readUpload(request: Request, operationId: string): Promise<UploadedFile | null> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return null;
  const { field, maxBytes } = uploadLimit(operationId);
  try {
    const file = (await request.formData()).get(field);
    if (!(file instanceof File)) return null;
    // An oversized file is refused by its size; only its first bytes are read.
    const bytes = file.size > maxBytes ? file.slice(0, 16) : file;
    return { size: file.size, bytes: new Uint8Array(await bytes.arrayBuffer()), name: file.name };
  } catch {
    return null;
  }
}

function fileStream(chunks: AsyncIterable<Uint8Array | string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

async function serve(operationId: string, multipart: boolean, info: ResolverInput): Promise<Response> {
  if (isRealServerRequest(info.request)) return passthrough();
  const attempt = { started: false };
  const response = await answer(operationId, multipart, info, attempt);
  // As the BFF: API answers are never kept by a browser or proxy.
  response.headers.set("cache-control", "no-store");
  // Each attempt was counted as it started (loginGuard); a sign-in is taken back, as in the BFF.
  if (attempt.started) {
    loginThrottle.attemptEnded(MOCK_ADDRESS);
    if (response.status < 400) loginThrottle.addressSucceeded(MOCK_ADDRESS);
  }
  return response;
}

async function answer(
  operationId: string,
  multipart: boolean,
  info: ResolverInput,
  attempt: { started: boolean },
): Promise<Response> {
  try {
    const checked = await guard(info, operationId, SIGN_IN_STEPS.has(operationId) ? loginGuard(attempt) : {});
    if (checked instanceof Response) return checked;
    const cookies: string[] = [];
    const operation = IMPLEMENTATIONS[operationId as keyof typeof IMPLEMENTATIONS] as AnyOperation;
    const result = await operation(
      {
        user: checked.user ? userDto(checked.user) : null,
        store: memoryStore,
        session: sessionPort(checked.token, cookies, checked.request),
      },
      {
        params: checked.params,
        query: checked.query,
        body: multipart ? await readUpload(checked.request, operationId) : checked.body,
      },
    );
    const init = { status: result.status, headers: result.headers };
    let response: Response = isFileBody(result.body)
      ? new HttpResponse(fileStream(result.body.file), init)
      : result.body === undefined
        ? new HttpResponse(null, init)
        : HttpResponse.json(result.body, init);
    for (const cookie of cookies) response = withCookie(response, cookie);
    return response;
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.statusCode, error.message, error.details);
    // A bug answers 500 with the generic message, never internals (as the BFF).
    console.error(`[mocks] ${operationId} failed`, error);
    return errorResponse(500, MESSAGES.internal);
  }
}

/** Fixed paths (/api/products/low-stock) before parameterised ones (/api/products/{id}). */
const byFixedPathsFirst = (a: { path: string }, b: { path: string }) =>
  a.path.split("{").length - b.path.split("{").length;

export const mswOperationHandlers: HttpHandler[] = [...INDEXED_OPERATIONS.values()]
  .sort(byFixedPathsFirst)
  .map((op) =>
    msw[op.method as "get" | "post" | "put" | "patch" | "delete"](pathPattern(op.path), (info) =>
      serve(op.operationId, op.multipart, info),
    ),
  );
