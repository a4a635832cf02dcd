// Staff accounts: admin-only listing, creation and blocking; password change by self or admin.
import type { FastifyRequest } from "fastify";
import { MESSAGES } from "../../../rules/messages";
import { badRequest, conflict, forbidden, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId, sessionUser } from "../http/handler-types";
import { blankFieldMessage } from "../../../rules/text";
import { hashPassword, verifyPassword } from "../security/password";
import {
  countActiveAdmins,
  findPasswordHash,
  findUserById,
  findUsernameOrEmailClash,
  insertUser,
  listUsers,
  setUserActive,
  updatePasswordHash,
  type UserRow,
} from "../repositories/users-repository";

interface UserCreateBody {
  name: string;
  username: string;
  email: string;
  password: string;
  role: "admin" | "sales";
}

interface PasswordChangeBody {
  currentPassword?: string;
  newPassword: string;
}

export async function createUserFrom(ctx: HandlerContext, request: FastifyRequest): Promise<UserRow> {
  const body = request.body as UserCreateBody;
  const name = body.name.trim();
  const username = body.username.trim();
  const email = body.email.trim();
  if (name === "") throw badRequest(blankFieldMessage("name"));
  const clash = await findUsernameOrEmailClash(ctx.db, username, email);
  if (clash === "username") throw conflict(MESSAGES.duplicateUsername);
  if (clash === "email") throw conflict(MESSAGES.duplicateEmail);
  const passwordHash = await hashPassword(body.password);
  return insertUser(ctx.db, { name, username, email, role: body.role, passwordHash });
}

export function usersHandlers(ctx: HandlerContext): Handlers {
  return {
    async listUsers() {
      return listUsers(ctx.db);
    },

    async createUser(request, reply) {
      const user = await createUserFrom(ctx, request);
      return reply.code(201).send(user);
    },

    async changeUserPassword(request) {
      const actor = sessionUser(request);
      const userId = pathId(request, "userId");
      const body = request.body as PasswordChangeBody;
      const self = actor.id === userId;
      if (!self && actor.role !== "admin") throw forbidden(MESSAGES.forbiddenRole);
      const storedHash = await findPasswordHash(ctx.db, userId);
      if (storedHash === null) throw notFound(MESSAGES.userNotFound);
      if (self) {
        // Even an admin proves who they are before changing their own password.
        if (!body.currentPassword) throw badRequest(MESSAGES.currentPasswordRequired);
        if (!(await verifyPassword(body.currentPassword, storedHash)))
          throw badRequest(MESSAGES.currentPasswordWrong);
      }
      if (body.newPassword.length < 8) throw badRequest(MESSAGES.passwordTooShort);
      await updatePasswordHash(ctx.db, userId, await hashPassword(body.newPassword));
      return { message: MESSAGES.passwordChanged };
    },

    async toggleUserActive(request) {
      const actor = sessionUser(request);
      const id = pathId(request);
      const user = await findUserById(ctx.db, id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.active) {
        if (user.id === actor.id) throw conflict(MESSAGES.cannotBlockSelf);
        if (user.role === "admin" && (await countActiveAdmins(ctx.db)) <= 1) {
          throw conflict(MESSAGES.cannotBlockLastAdmin);
        }
        await setUserActive(ctx.db, id, false);
        await ctx.sessions.destroyAllForUser(id);
      } else {
        await setUserActive(ctx.db, id, true);
      }
      return findUserById(ctx.db, id);
    },
  };
}
