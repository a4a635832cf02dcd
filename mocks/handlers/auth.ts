// Sign-in, sign-out, the current user and account creation (POST /api/register).
import { MESSAGES } from "../../rules/messages";
import { db } from "../db";
import { createSession, destroySession } from "../session";
import { userDto } from "../support/dto";
import { signedIn } from "../support/guard";
import { clearedSessionCookie, errorResponse, sessionCookie, withCookie } from "../support/http";
import { countLoginAttempt } from "../support/login-limiter";
import { http, handle } from "../support/route";
import { sameText } from "../support/sort";
import { createUserFromBody } from "../support/create-user";

/** The BFF keys its limit by address and trimmed, lower-cased username; the mocks have no address. */
function loginKey(body: unknown): string {
  const username = (body as { username?: unknown } | null | undefined)?.username;
  return typeof username === "string" ? username.trim().toLowerCase() : "";
}

export const authHandlers = [
  http.get(
    "/api/user",
    handle("getCurrentUser", (ctx, { response }) => response(200).json(userDto(signedIn(ctx)))),
  ),

  http.post(
    "/api/login",
    handle(
      "login",
      (ctx, { response }) => {
        const { username, password } = ctx.body as { username: string; password: string };
        const login = username.trim().toLowerCase();
        const user = db.users.findFirst((q) =>
          q.where((u) => sameText(u.username, login) || sameText(u.email, login)),
        );
        if (!user || user.password !== password) return errorResponse(401, MESSAGES.badCredentials);
        if (!user.active) return errorResponse(403, MESSAGES.userBlocked);
        // A new session id at every sign-in; the one the browser brought (if any) ends.
        destroySession(ctx.token);
        const token = createSession(user.id);
        return withCookie(response(200).json(userDto(user)), sessionCookie(token));
      },
      // Counted before validation, as the BFF's rate limit does: malformed attempts count too.
      {
        preValidation: (body) =>
          countLoginAttempt(loginKey(body)) ? null : errorResponse(429, MESSAGES.tooManyLogins),
      },
    ),
  ),

  http.post(
    "/api/logout",
    handle("logout", (ctx, { response }) => {
      destroySession(ctx.token);
      return withCookie(response(204).empty(), clearedSessionCookie());
    }),
  ),

  http.post(
    "/api/register",
    handle("register", async (ctx, { response }) => {
      signedIn(ctx);
      const created = await createUserFromBody(ctx.body);
      return "error" in created ? created.error : response(201).json(userDto(created.user));
    }),
  ),
];
