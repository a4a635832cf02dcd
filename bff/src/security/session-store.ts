// Sessions in the `sessions` table, so a restart logs nobody out and blocking a user can delete
// their sessions at once. A request reads its session and the session's user in one query.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { preparedRows } from "../db/sqlite-pool";
import { prefixedUserColumns, userFromPrefixed, type UserRow } from "../store/users-repository";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export class KnexSessionStore {
  constructor(private readonly knex: Knex) {}

  /** A new session of `userId`, lasting SESSION_TTL_MS; answers its id (192 random bits). */
  async create(userId: number): Promise<{ sid: string; expiresAt: number }> {
    const sid = randomBytes(24).toString("base64url");
    const expiresAt = Date.now() + SESSION_TTL_MS;
    await this.knex("sessions").insert({
      sid,
      user_id: userId,
      expires_at: expiresAt,
      data: JSON.stringify({ userId }),
    });
    return { sid, expiresAt };
  }

  /**
   * The active user of session `sid`; null when there is no such session, it has expired or its
   * user is blocked or gone (the session is then deleted for good: unblocking does not revive it).
   */
  async activeUser(sid: string): Promise<UserRow | null> {
    const [row] = await preparedRows<Record<string, unknown> & { expires_at: number }>(
      this.knex,
      this.knex("sessions as s")
        .leftJoin("users as u", "u.id", "s.user_id")
        .where("s.sid", sid)
        .select("s.expires_at", ...prefixedUserColumns("u"))
        .limit(1),
    );
    if (!row) return null;
    const user = Number(row.expires_at) > Date.now() ? userFromPrefixed(row) : null;
    if (user?.active) return user;
    await this.destroy(sid);
    return null;
  }

  async destroy(sid: string): Promise<void> {
    await this.knex("sessions").where({ sid }).delete();
  }

  async destroyAllForUser(userId: number): Promise<void> {
    await this.knex("sessions").where({ user_id: userId }).delete();
  }

  async purgeExpired(): Promise<void> {
    await this.knex("sessions").where("expires_at", "<=", Date.now()).delete();
  }
}
