// Staff accounts: admin only, except changing one's own password (which needs the current one).
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { db } from "../db";
import { endSessionsOf, findUserById } from "../session";
import { persistUser } from "../support/browser-state";
import { createUserFromBody } from "../support/create-user";
import { userDto } from "../support/dto";
import { signedIn } from "../support/guard";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { asciiLower, compareText } from "../support/sort";

type PasswordChange = components["schemas"]["PasswordChange"];

/** ORDER BY lower(name), id */
function byLowerName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return compareText(asciiLower(a.name), asciiLower(b.name)) || a.id - b.id;
}

export const usersHandlers = [
  http.get(
    "/api/users",
    handle("listUsers", (_ctx, { response }) =>
      response(200).json(db.users.all().sort(byLowerName).map(userDto)),
    ),
  ),

  http.post(
    "/api/users",
    handle("createUser", async (ctx, { response }) => {
      const created = await createUserFromBody(ctx.body);
      return "error" in created ? created.error : response(201).json(userDto(created.user));
    }),
  ),

  http.put(
    "/api/users/{userId}/password",
    handle("changeUserPassword", async (ctx, { response }) => {
      const me = signedIn(ctx);
      const targetId = Number(ctx.params.userId);
      const input = ctx.body as PasswordChange;
      if (targetId === me.id) {
        if (!input.currentPassword) return errorResponse(400, MESSAGES.currentPasswordRequired);
        if (input.currentPassword !== me.password) return errorResponse(400, MESSAGES.currentPasswordWrong);
      } else if (me.role !== "admin") {
        return errorResponse(403, MESSAGES.forbiddenRole);
      }
      const target = findUserById(targetId);
      if (!target) return errorResponse(404, MESSAGES.userNotFound);
      if (input.newPassword.length < 8) return errorResponse(400, MESSAGES.passwordTooShort);
      const updated = await db.users.update((q) => q.where({ id: target.id }), {
        data(user) {
          user.password = input.newPassword;
        },
      });
      if (updated) persistUser(updated.id, { active: updated.active, password: updated.password });
      return response(200).json({ message: MESSAGES.passwordChanged });
    }),
  ),

  http.patch(
    "/api/users/{id}/toggle-active",
    handle("toggleUserActive", async (ctx, { response }) => {
      const me = signedIn(ctx);
      const target = findUserById(Number(ctx.params.id));
      if (!target) return errorResponse(404, MESSAGES.userNotFound);
      if (target.id === me.id) return errorResponse(409, MESSAGES.cannotBlockSelf);
      if (target.active && target.role === "admin") {
        const activeAdmins = db.users.findMany((q) => q.where({ role: "admin", active: true })).length;
        if (activeAdmins <= 1) return errorResponse(409, MESSAGES.cannotBlockLastAdmin);
      }
      const updated = await db.users.update((q) => q.where({ id: target.id }), {
        data(user) {
          user.active = !user.active;
        },
      });
      if (!updated) return errorResponse(404, MESSAGES.userNotFound);
      // Blocking takes effect at once: the user's open sessions end now.
      if (!updated.active) endSessionsOf(updated.id);
      persistUser(updated.id, { active: updated.active, password: updated.password });
      return response(200).json(userDto(updated));
    }),
  ),
];
