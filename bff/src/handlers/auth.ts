// Sign-in, sign-out, the current user and admin-only registration.
import { MESSAGES } from "../../../rules/messages";
import { HttpError } from "../http/http-error";
import { type HandlerContext, type Handlers, sessionUser } from "../http/handler-types";
import { dummyPasswordHash, verifyPassword } from "../security/password";
import { findUserForLogin } from "../repositories/users-repository";
import { SESSION_COOKIE } from "../plugins/session";
import { createUserFrom } from "./users";

interface LoginBody {
  username: string;
  password: string;
}

export function authHandlers(ctx: HandlerContext): Handlers {
  return {
    async getCurrentUser(request) {
      return sessionUser(request);
    },

    async login(request) {
      const body = request.body as LoginBody;
      const found = await findUserForLogin(ctx.db, body.username);
      // Unknown users cost the same scrypt time as known ones, so timing does not reveal accounts.
      const valid = await verifyPassword(body.password, found?.passwordHash ?? (await dummyPasswordHash()));
      if (!found || !valid) throw new HttpError(401, MESSAGES.badCredentials);
      if (!found.user.active) throw new HttpError(403, MESSAGES.userBlocked);
      await request.session.regenerate();
      request.session.set("userId", found.user.id);
      return found.user;
    },

    async logout(request, reply) {
      const session = request.session as typeof request.session | null;
      if (session?.userId !== undefined) await session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.code(204).send();
    },

    async register(request, reply) {
      const user = await createUserFrom(ctx, request);
      return reply.code(201).send(user);
    },
  };
}
