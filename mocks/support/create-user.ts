// Account creation shared by POST /api/users and POST /api/register: usernames and e-mails are
// unique regardless of case (409).
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { db, nextId, type DbUser } from "../db";
import { errorResponse } from "./http";
import { sameText } from "./sort";
import { blankFieldMessage } from "../../rules/text";

type UserCreate = components["schemas"]["UserCreate"];

export async function createUserFromBody(body: unknown): Promise<{ user: DbUser } | { error: Response }> {
  const input = body as UserCreate;
  const name = input.name.trim();
  const username = input.username.trim();
  const email = input.email.trim();
  if (name === "") return { error: errorResponse(400, blankFieldMessage("name")) };
  if (db.users.findFirst((q) => q.where({ username: (u) => sameText(u, username) }))) {
    return { error: errorResponse(409, MESSAGES.duplicateUsername) };
  }
  if (db.users.findFirst((q) => q.where({ email: (e) => sameText(e, email) }))) {
    return { error: errorResponse(409, MESSAGES.duplicateEmail) };
  }
  const user = await db.users.create({
    id: nextId(db.users),
    name,
    username,
    email,
    role: input.role,
    password: input.password,
    active: true,
    created_at: new Date().toISOString(),
  });
  return { user };
}
