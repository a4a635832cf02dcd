// Staff accounts. Password hashes never leave this module except for sign-in verification.
import type { User } from "@contract/types";
import type { Knex } from "knex";
import { noCase } from "../db/dialect";
import { UserModel } from "../models/user-model";

/** A staff account as the API shows it (never its password hash). */
export type UserRow = User;

const PUBLIC_COLUMNS = ["id", "name", "username", "email", "role", "active", "created_at"] as const;

function toUser(model: UserModel): UserRow {
  return {
    id: model.id,
    name: model.name,
    username: model.username,
    email: model.email,
    role: model.role,
    active: Boolean(model.active),
    created_at: model.created_at,
  };
}

/** The public user columns of `users AS <alias>`, as `user_<column>`, for a query that joins them in. */
export function prefixedUserColumns(alias: string): string[] {
  return PUBLIC_COLUMNS.map((column) => `${alias}.${column} as user_${column}`);
}

/** The user of a row selected with prefixedUserColumns, or null when the join found none. */
export function userFromPrefixed(row: Record<string, unknown>): UserRow | null {
  if (row.user_id === null || row.user_id === undefined) return null;
  const model = Object.fromEntries(PUBLIC_COLUMNS.map((column) => [column, row[`user_${column}`]]));
  return toUser(model as unknown as UserModel);
}

export async function findUserById(knex: Knex, id: number): Promise<UserRow | null> {
  const model = await UserModel.query(knex).select(PUBLIC_COLUMNS).findById(id);
  return model ? toUser(model) : null;
}

/** Sign-in accepts the username or the email, in any letter case. */
export async function findUserForLogin(
  knex: Knex,
  login: string,
): Promise<{ user: UserRow; passwordHash: string } | null> {
  const needle = login.trim().toLowerCase();
  const model = await UserModel.query(knex)
    .whereRaw("lower(username) = ?", [needle])
    .orWhereRaw("lower(email) = ?", [needle])
    .first();
  return model ? { user: toUser(model), passwordHash: model.password_hash } : null;
}

/** The account a username or e-mail names (any case), without reading its password hash. */
export async function findUserIdForLogin(knex: Knex, login: string): Promise<number | null> {
  const needle = login.trim().toLowerCase();
  const model = await UserModel.query(knex)
    .select("id")
    .whereRaw("lower(username) = ?", [needle])
    .orWhereRaw("lower(email) = ?", [needle])
    .first();
  return model ? model.id : null;
}

export async function findPasswordHash(knex: Knex, id: number): Promise<string | null> {
  const model = await UserModel.query(knex).select("password_hash").findById(id);
  return model?.password_hash ?? null;
}

export async function listUsers(knex: Knex): Promise<UserRow[]> {
  const models = await UserModel.query(knex)
    .select(PUBLIC_COLUMNS)
    .orderByRaw(`${noCase(knex, "name")}, id`);
  return models.map(toUser);
}

export async function findUsernameOrEmailClash(
  knex: Knex,
  username: string,
  email: string,
): Promise<"username" | "email" | null> {
  const named = (text: string) =>
    UserModel.query(knex)
      .whereRaw("lower(username) = ?", [text.toLowerCase()])
      .orWhereRaw("lower(email) = ?", [text.toLowerCase()])
      .first();
  if (await named(username)) return "username";
  return (await named(email)) ? "email" : null;
}

export async function usernameTaken(knex: Knex, username: string, exceptId: number): Promise<boolean> {
  const other = await UserModel.query(knex)
    .select("id")
    .whereRaw("lower(username) = ?", [username.toLowerCase()])
    .whereNot("id", exceptId)
    .first();
  return other !== undefined;
}

export async function updateUserProfile(
  knex: Knex,
  id: number,
  profile: { name: string; username: string },
): Promise<void> {
  await UserModel.query(knex).findById(id).patch(profile);
}

export interface NewUser {
  name: string;
  username: string;
  email: string;
  role: "admin" | "sales";
  passwordHash: string;
  active?: boolean;
  createdAt?: string;
  id?: number;
}

export async function insertUser(knex: Knex, user: NewUser): Promise<UserRow> {
  const inserted = await UserModel.query(knex).insert({
    ...(user.id === undefined ? {} : { id: user.id }),
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    password_hash: user.passwordHash,
    active: user.active ?? true,
    created_at: user.createdAt ?? new Date().toISOString(),
  });
  const created = await findUserById(knex, inserted.id);
  if (!created) throw new Error("user vanished after insert");
  return created;
}

export async function updatePasswordHash(knex: Knex, id: number, passwordHash: string): Promise<void> {
  await UserModel.query(knex).findById(id).patch({ password_hash: passwordHash });
}

export async function setUserActive(knex: Knex, id: number, active: boolean): Promise<void> {
  await UserModel.query(knex).findById(id).patch({ active });
}

export async function countActiveAdmins(knex: Knex): Promise<number> {
  const row = (await UserModel.query(knex)
    .where({ role: "admin", active: true })
    .count("* as n")
    .first()) as unknown as { n: number } | undefined;
  return Number(row?.n ?? 0);
}

export async function countUsers(knex: Knex): Promise<number> {
  const row = (await knex("users").count<{ n: number }[]>("* as n"))[0];
  return Number(row?.n ?? 0);
}
