// 'Caja': registers and their sessions. At most one open session per register is the database's
// rule (the partial unique index of migrations/20250101001640_registers.ts): two sellers opening the
// same register at once get one session and one `alreadyOpen`, on SQLite and PostgreSQL. A closing
// is one conditional UPDATE, so it waits for the sales writing to the session (their shared lock,
// sale-payment-writes.ts) and nothing is added after it.
import type { Register } from "@contract/types";
import type { Knex } from "knex";
import type { RegistersRepository } from "../../../server/store/registers-repository";
import { constraintViolationMessage } from "../db/constraint-violation";
import { isPostgres, noCase } from "../db/dialect";
import { findSession, listSessions } from "./register-session-reads";

const nameKey = (name: string) => name.trim().toLowerCase();

async function registers(db: Knex, id?: number): Promise<Register[]> {
  const query = db("registers as r")
    .leftJoin("register_sessions as s", (join) => join.on("s.register_id", "r.id").andOnNull("s.closed_at"))
    .leftJoin("users as u", "u.id", "s.opened_by")
    .select("r.id", "r.name", "s.id as session_id", "s.opened_by", "u.name as opener_name", "s.opened_at")
    .orderByRaw(`${noCase(db, "r.name")}, r.id`);
  if (id !== undefined) query.where("r.id", id);
  return (await query).map((row) => ({
    id: row.id,
    name: row.name,
    openSession:
      row.session_id === null
        ? null
        : {
            id: row.session_id,
            openedBy: { id: row.opened_by, name: row.opener_name ?? "" },
            openedAt: row.opened_at,
          },
  }));
}

/** The session's row, still open, locked against a closing until the transaction ends. */
function openRow(trx: Knex.Transaction, id: number) {
  const query = trx("register_sessions").where({ id }).whereNull("closed_at").first("id");
  return isPostgres(trx) ? query.forUpdate() : query;
}

export function createRegistersRepository(db: Knex): RegistersRepository {
  const find = async (id: number) => (await registers(db, id))[0] ?? null;
  return {
    list: () => registers(db),
    find,
    async nameTaken(name, exceptId) {
      const query = db("registers").where({ name_key: nameKey(name) });
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first("id")) !== undefined;
    },
    async create(name) {
      const [row] = await db("registers")
        .insert({ name, name_key: nameKey(name), created_at: new Date().toISOString() })
        .returning("id");
      return (await find(Number((row as { id: number }).id)))!;
    },
    async rename(id, name) {
      await db("registers")
        .where({ id })
        .update({ name, name_key: nameKey(name) });
      return (await find(id))!;
    },
    async openSession({ registerId, userId, openingFloatCents }) {
      try {
        const [row] = await db("register_sessions")
          .insert({
            register_id: registerId,
            opened_by: userId,
            opened_at: new Date().toISOString(),
            opening_float_cents: openingFloatCents,
          })
          .returning("id");
        return { id: Number((row as { id: number }).id) };
      } catch (error) {
        if (constraintViolationMessage(error) !== null) return { alreadyOpen: true };
        throw error;
      }
    },
    findSession: (id) => findSession(db, id),
    listSessions: (filter) => listSessions(db, filter),
    async openSessionOf(userId) {
      const row = await db("register_sessions")
        .where({ opened_by: userId })
        .whereNull("closed_at")
        .orderBy("id", "desc")
        .first<{ id: number } | undefined>("id");
      return row ? row.id : null;
    },
    addMovement: (sessionId, movement) =>
      db.transaction(async (trx) => {
        if (!(await openRow(trx, sessionId))) return false;
        await trx("cash_movements").insert({
          session_id: sessionId,
          kind: movement.kind,
          amount_cents: movement.amountCents,
          reason: movement.reason,
          user_id: movement.userId,
          created_at: new Date().toISOString(),
        });
        return true;
      }),
    async close(sessionId, closing) {
      const changed = await db("register_sessions")
        .where({ id: sessionId })
        .whereNull("closed_at")
        .update({
          closed_at: new Date().toISOString(),
          closed_by: closing.userId,
          counted_json: JSON.stringify(closing.counted),
          note: closing.note,
        });
      return changed > 0;
    },
    async reopen(sessionId, reopening) {
      try {
        return await db.transaction(async (trx) => {
          const closed = trx("register_sessions").where({ id: sessionId }).whereNotNull("closed_at").first();
          const row = await (isPostgres(trx) ? closed.forUpdate() : closed);
          if (!row) return "notClosed" as const;
          await trx("register_session_reopens").insert({
            session_id: sessionId,
            user_id: reopening.userId,
            reason: reopening.reason,
            counted_json: row.counted_json,
            note: row.note,
            closed_at: row.closed_at,
            closed_by: row.closed_by,
            created_at: new Date().toISOString(),
          });
          await trx("register_sessions")
            .where({ id: sessionId })
            .update({ closed_at: null, closed_by: null, counted_json: null, note: null });
          return "ok" as const;
        });
      } catch (error) {
        if (constraintViolationMessage(error) !== null) return "alreadyOpen";
        throw error;
      }
    },
  };
}
