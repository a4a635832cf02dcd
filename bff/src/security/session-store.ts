// A session store over the `sessions` table, so a restart logs nobody out and blocking a user can
// delete their sessions at once.
import type { Knex } from "knex";
import type { Session } from "fastify";
import { prefixedUserColumns, userFromPrefixed, type UserRow } from "../store/users-repository";

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

interface StoredCookie {
  expires?: string | Date | null;
  originalExpires?: string | Date | null;
}

const FALLBACK_TTL_MS = 12 * 60 * 60 * 1000;
/** Users read with their sessions and not yet taken: only ever a request or two in flight. */
const MAX_PENDING_USERS = 1000;

export class KnexSessionStore {
  /**
   * The user each `get` read in the same query as the session (one query a request instead of
   * two), for the request's own hook to take at once (plugins/session.ts).
   */
  private readonly usersBySid = new Map<string, UserRow | null>();

  constructor(private readonly knex: Knex) {}

  /** The user read with this session by the `get` just before, once; undefined when none was. */
  takeUser(sid: string): UserRow | null | undefined {
    const user = this.usersBySid.get(sid);
    this.usersBySid.delete(sid);
    return user;
  }

  set(sid: string, session: Session, callback: Callback): void {
    const cookie = (session as unknown as { cookie?: StoredCookie }).cookie;
    const expiresAt = toTime(cookie?.originalExpires ?? cookie?.expires) ?? Date.now() + FALLBACK_TTL_MS;
    const row = {
      sid,
      user_id: session.userId ?? null,
      expires_at: expiresAt,
      data: JSON.stringify(session),
    };
    this.knex("sessions")
      .insert(row)
      .onConflict("sid")
      .merge()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.knex("sessions as s")
      .leftJoin("users as u", "u.id", "s.user_id")
      .where("s.sid", sid)
      .first<(Record<string, unknown> & { data: string; expires_at: number }) | undefined>(
        "s.data",
        "s.expires_at",
        ...prefixedUserColumns("u"),
      )
      .then((row) => {
        if (!row) return callback(null, null);
        if (Number(row.expires_at) <= Date.now()) {
          return this.knex("sessions")
            .where({ sid })
            .delete()
            .then(() => callback(null, null));
        }
        if (this.usersBySid.size >= MAX_PENDING_USERS) this.usersBySid.clear();
        this.usersBySid.set(sid, userFromPrefixed(row));
        callback(null, JSON.parse(row.data) as Session);
      })
      .catch(callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.knex("sessions")
      .where({ sid })
      .delete()
      .then(() => callback(), callback);
  }

  async destroyAllForUser(userId: number): Promise<void> {
    await this.knex("sessions").where({ user_id: userId }).delete();
  }

  async purgeExpired(): Promise<void> {
    await this.knex("sessions").where("expires_at", "<=", Date.now()).delete();
  }
}

function toTime(value: string | Date | null | undefined): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}
