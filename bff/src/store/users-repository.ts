// Staff accounts. Passwords are hashed here; a hash never leaves this file. Unknown logins cost the
// same scrypt time as known ones, so timing does not reveal which accounts exist.
import type { User } from "@contract/types";
import type { Knex } from "knex";
import type { UsersRepository } from "../../../server/store/users-repository";
import { noCase } from "../db/dialect";
import { UserModel } from "../models/user-model";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../security/password";

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

/** The account whose username or e-mail, lowered, is `needle`. */
function namedBy(db: Knex, needle: string) {
  return UserModel.query(db)
    .whereRaw("lower(username) = ?", [needle])
    .orWhereRaw("lower(email) = ?", [needle]);
}

/** Sign-in accepts the username or the e-mail, in any letter case. */
const loginNeedle = (login: string) => login.trim().toLowerCase();

export function createUsersRepository(db: Knex): UsersRepository {
  async function find(id: number): Promise<UserRow | null> {
    const model = await UserModel.query(db).select(PUBLIC_COLUMNS).findById(id);
    return model ? toUser(model) : null;
  }

  return {
    async list() {
      const models = await UserModel.query(db)
        .select(PUBLIC_COLUMNS)
        .orderByRaw(`${noCase(db, "name")}, id`);
      return models.map(toUser);
    },
    find,
    async checkCredentials(login, password) {
      const model = await namedBy(db, loginNeedle(login)).first();
      // A long line of hashes (a flood of sign-ins) is refused at once (HashQueueFullError, a
      // BusyError) rather than queued.
      const valid = await verifyPassword(password, model?.password_hash ?? (await dummyPasswordHash()), true);
      return model && valid ? toUser(model) : null;
    },
    async accountIdFor(login) {
      const model = await namedBy(db, loginNeedle(login)).select("id").first();
      return model ? model.id : null;
    },
    async passwordMatches(id, password) {
      const hash = (await UserModel.query(db).select("password_hash").findById(id))?.password_hash ?? null;
      return hash !== null && verifyPassword(password, hash);
    },
    async findClash(username, email) {
      if (await namedBy(db, username.toLowerCase()).first()) return "username";
      return (await namedBy(db, email.toLowerCase()).first()) ? "email" : null;
    },
    async usernameTaken(username, exceptId) {
      const other = await UserModel.query(db)
        .select("id")
        .where((q) =>
          q
            .whereRaw("lower(username) = ?", [username.toLowerCase()])
            .orWhereRaw("lower(email) = ?", [username.toLowerCase()]),
        )
        .whereNot("id", exceptId)
        .first();
      return other !== undefined;
    },
    async updateProfile(id, profile) {
      await UserModel.query(db).findById(id).patch(profile);
    },
    async create({ password, ...user }) {
      const inserted = await UserModel.query(db).insert({
        ...user,
        password_hash: await hashPassword(password),
        active: true,
        created_at: new Date().toISOString(),
      });
      const created = await find(inserted.id);
      if (!created) throw new Error("user vanished after insert");
      return created;
    },
    async setPassword(id, password) {
      await UserModel.query(db)
        .findById(id)
        .patch({ password_hash: await hashPassword(password) });
    },
    async setActive(id, active) {
      await UserModel.query(db).findById(id).patch({ active });
    },
    async countActiveAdmins() {
      const row = (await UserModel.query(db)
        .where({ role: "admin", active: true })
        .count("* as n")
        .first()) as unknown as { n: number } | undefined;
      return Number(row?.n ?? 0);
    },
  };
}
