// Small response helpers shared by the handlers: the one error shape, session cookies.
import { HttpResponse } from "msw";
import { SESSION_COOKIE } from "../session";

/** Every non-2xx answer is { message } in Spanish. */
export function errorResponse(status: number, message: string, details?: Record<string, unknown>): Response {
  return HttpResponse.json({ ...details, message }, { status });
}

// In a browser (worker, Storybook, jsdom) a page cannot receive a mocked Set-Cookie, so MSW keeps
// the cookie in its own store and sends it back; that needs MSW's HttpResponse. In plain node each
// test client keeps its own cookie jar, so the answer is a plain Response that MSW's shared store
// never sees (it would otherwise sign in every client at once).
const browserLike = typeof document !== "undefined";

export function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append("set-cookie", cookie);
  const init = { status: response.status, statusText: response.statusText, headers };
  return browserLike ? new HttpResponse(response.body, init) : new Response(response.body, init);
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
