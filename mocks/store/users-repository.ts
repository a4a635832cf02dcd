// Users of the in-memory store. Demo passwords are kept in plain text (memory only); the browser
// mock mode remembers who is blocked and changed passwords across a reload.
import type { UsersRepository } from "../../server/store/users-repository";
import { db, nextId } from "../db";
import { persistUser } from "../support/browser-state";
import { asciiLower, compareText, sameText } from "../support/sort";
import { userDto } from "./to-contract";

const findUser = (id: number) => db.users.findFirst((q) => q.where({ id }));

type UserChange = { active?: boolean; password?: string; name?: string; username?: string };

async function patchUser(id: number, change: UserChange): Promise<void> {
  const updated = await db.users.update((q) => q.where({ id }), {
    data(user) {
      Object.assign(user, change);
    },
  });
  if (updated) {
    const { active, password, name, username } = updated;
    persistUser(updated.id, { active, password, name, username });
  }
}

export const users: UsersRepository = {
  async list() {
    // ORDER BY lower(name), id
    const byLowerName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
      compareText(asciiLower(a.name), asciiLower(b.name)) || a.id - b.id;
    return db.users.all().sort(byLowerName).map(userDto);
  },
  async find(id) {
    const user = findUser(id);
    return user ? userDto(user) : null;
  },
  async checkCredentials(login, password) {
    const needle = login.trim().toLowerCase();
    const user = db.users.findFirst((q) =>
      q.where((u) => sameText(u.username, needle) || sameText(u.email, needle)),
    );
    return user && user.password === password ? userDto(user) : null;
  },
  async accountIdFor(login) {
    const needle = login.trim().toLowerCase();
    const user = db.users.findFirst((q) =>
      q.where((u) => sameText(u.username, needle) || sameText(u.email, needle)),
    );
    return user ? user.id : null;
  },
  async passwordMatches(id, password) {
    return findUser(id)?.password === password;
  },
  async findClash(username, email) {
    const named = (text: string) =>
      db.users.findFirst((q) => q.where((u) => sameText(u.username, text) || sameText(u.email, text)));
    if (named(username)) return "username";
    return named(email) ? "email" : null;
  },
  async usernameTaken(username, exceptId) {
    return Boolean(
      db.users.findFirst((q) =>
        q.where((u) => u.id !== exceptId && (sameText(u.username, username) || sameText(u.email, username))),
      ),
    );
  },
  updateProfile: (id, profile) => patchUser(id, profile),
  async create(user) {
    const row = await db.users.create({
      id: nextId(db.users),
      ...user,
      active: true,
      created_at: new Date().toISOString(),
    });
    return userDto(row);
  },
  setPassword: (id, password) => patchUser(id, { password }),
  setActive: (id, active) => patchUser(id, { active }),
  async countActiveAdmins() {
    return db.users.findMany((q) => q.where({ role: "admin", active: true })).length;
  },
};
