// Sessions in the `sessions` table, so a restart logs nobody out and blocking a user can delete
// their sessions at once. A request reads its session and the session's user in one query.
// The table's `sid` column holds only the SHA-256 of each session id: whoever reads the database
// (a backup, a copied file) learns nothing a cookie can be made from. Not a repository of the
// operations' Store: the transport's session store behind their SessionPort
// (server/operations/types.ts), as mocks/session.ts is the mocks'.
import { createHash, randomBytes } from "node:crypto";
import type { Knex } from "knex";
import type { SessionRecord } from "../../../server/operations/types";
import { preparedRows } from "../db/sqlite-pool";
import { prefixedUserColumns, userFromPrefixed, type UserRow } from "./users-repository";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A session unused this long ends (SESSION_IDLE_MINUTES, default 480), whatever its absolute end. */
export function sessionIdleMs(value = process.env.SESSION_IDLE_MINUTES): number {
  const minutes = Number(value);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 480) * 60_000;
}

/** Use is recorded at most this often per session: not a write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Longest User-Agent kept (enough to tell the browser and system apart). */
const USER_AGENT_MAX = 300;

interface SessionRow {
  sid: string;
  public_id: string | null;
  created_at: number | string | null;
  expires_at: number | string;
  last_seen_at: number | string | null;
  user_agent: string | null;
}

/** What the table keeps of a session id: its SHA-256, in hex. */
export function sessionIdHash(sid: string): string {
  return createHash("sha256").update(sid, "utf8").digest("hex");
}

export class KnexSessionStore {
  constructor(
    private readonly knex: Knex,
    readonly idleMs = sessionIdleMs(),
  ) {}

  /**
   * A new session of `userId`, lasting SESSION_TTL_MS; answers its id (192 random bits). Its public
   * id, shown in the list of one's sessions, is drawn apart: nothing of the cookie can be learnt
   * from it.
   */
  async create(userId: number, userAgent: string | null = null): Promise<{ sid: string; expiresAt: number }> {
    const sid = randomBytes(24).toString("base64url");
    const now = Date.now();
    const expiresAt = now + SESSION_TTL_MS;
    await this.knex("sessions").insert({
      sid: sessionIdHash(sid),
      public_id: randomBytes(12).toString("base64url"),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      data: JSON.stringify({ userId }),
    });
    return { sid, expiresAt };
  }

  /** The sessions of `userId` that have not ended; `currentSid`'s is marked current. */
  async sessionsOf(userId: number, currentSid: string | null): Promise<SessionRecord[]> {
    const now = Date.now();
    const currentHash = currentSid === null ? null : sessionIdHash(currentSid);
    const rows = (await this.knex("sessions")
      .where({ user_id: userId })
      .andWhere("expires_at", ">", now)
      .select("sid", "public_id", "created_at", "expires_at", "last_seen_at", "user_agent")) as SessionRow[];
    return rows.flatMap((row) => {
      const expiresAt = Number(row.expires_at);
      const createdAt = row.created_at === null ? expiresAt - SESSION_TTL_MS : Number(row.created_at);
      const lastSeenAt = row.last_seen_at === null ? createdAt : Number(row.last_seen_at);
      if (now - lastSeenAt >= this.idleMs || row.public_id === null) return [];
      const current = row.sid === currentHash;
      return [{ publicId: row.public_id, createdAt, lastSeenAt, userAgent: row.user_agent, current }];
    });
  }

  /** Ends every session of `userId` but `keepSid`. */
  async destroyOthersOf(userId: number, keepSid: string | null): Promise<void> {
    const query = this.knex("sessions").where({ user_id: userId });
    if (keepSid) query.whereNot({ sid: sessionIdHash(keepSid) });
    await query.delete();
  }

  /**
   * The active user of session `sid`; null when there is no such session, it has expired or its
   * user is blocked or gone (the session is then deleted for good: unblocking does not revive it).
   */
  async activeUser(sid: string): Promise<UserRow | null> {
    const [row] = await preparedRows<
      Record<string, unknown> & { expires_at: number; last_seen_at: number | null }
    >(
      this.knex,
      this.knex("sessions as s")
        .leftJoin("users as u", "u.id", "s.user_id")
        .where("s.sid", sessionIdHash(sid))
        .select("s.expires_at", "s.last_seen_at", ...prefixedUserColumns("u"))
        .limit(1),
    );
    if (!row) return null;
    const now = Date.now();
    const expiresAt = Number(row.expires_at);
    const lastSeen = row.last_seen_at === null ? expiresAt - SESSION_TTL_MS : Number(row.last_seen_at);
    const live = expiresAt > now && now - lastSeen < this.idleMs;
    const user = live ? userFromPrefixed(row) : null;
    if (user?.active) {
      if (now - lastSeen >= TOUCH_EVERY_MS)
        await this.knex("sessions")
          .where({ sid: sessionIdHash(sid) })
          .update({ last_seen_at: now });
      return user;
    }
    await this.destroy(sid);
    return null;
  }

  async destroy(sid: string): Promise<void> {
    await this.knex("sessions")
      .where({ sid: sessionIdHash(sid) })
      .delete();
  }

  async destroyAllForUser(userId: number): Promise<void> {
    await this.knex("sessions").where({ user_id: userId }).delete();
  }

  /** Deletes the sessions past their absolute end or idle for longer than the idle timeout. */
  async purgeExpired(): Promise<void> {
    const now = Date.now();
    await this.knex("sessions")
      .where("expires_at", "<=", now)
      .orWhere("last_seen_at", "<=", now - this.idleMs)
      .orWhere((q) =>
        q.whereNull("last_seen_at").andWhere("expires_at", "<=", now + SESSION_TTL_MS - this.idleMs),
      )
      .delete();
  }
}
