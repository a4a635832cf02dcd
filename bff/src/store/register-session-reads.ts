// Register sessions read back as recorded (the operation derives their figures): one query per kind
// of row (the sessions, their payments, refunds, movements and reopenings) for a whole page.
import type { Knex } from "knex";
import { abonoInDrawer } from "../../../rules/register-figures";
import type { RegisterSessionData, RegisterSessionsFilter } from "../../../server/store/registers-repository";

interface SessionRow {
  id: number;
  register_id: number;
  register_name: string;
  opened_by: number;
  opener_name: string | null;
  opened_at: string;
  opening_float_cents: number | string;
  closed_at: string | null;
  closed_by: number | null;
  closer_name: string | null;
  counted_json: string | null;
  note: string | null;
}

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
const cents = (value: number | string | null) => (value === null ? null : Number(value));

function sessionQuery(db: Knex) {
  return db("register_sessions as rs")
    .join("registers as r", "r.id", "rs.register_id")
    .leftJoin("users as o", "o.id", "rs.opened_by")
    .leftJoin("users as c", "c.id", "rs.closed_by")
    .select(
      "rs.id",
      "rs.register_id",
      "r.name as register_name",
      "rs.opened_by",
      "o.name as opener_name",
      "rs.opened_at",
      "rs.opening_float_cents",
      "rs.closed_at",
      "rs.closed_by",
      "c.name as closer_name",
      "rs.counted_json",
      "rs.note",
    );
}

async function assemble(db: Knex, rows: SessionRow[]): Promise<RegisterSessionData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [payments, abonos, refunds, movements, reopenings] = await Promise.all([
    db("sale_payments")
      .whereIn("register_session_id", ids)
      .orderBy("id")
      .select(
        "register_session_id",
        "sale_id",
        "method",
        "amount_cents",
        "tendered_cents",
        "change_cents",
        "currency",
        "foreign_amount",
      ),
    // Cash payments on account ('abonos') go into the drawer like a cash sale (`abonoInDrawer`).
    db("customer_payments")
      .whereIn("register_session_id", ids)
      .orderBy("id")
      .select("register_session_id", "method", "amount_cents", "voided_at"),
    db("sale_returns")
      .whereIn("register_session_id", ids)
      .orderBy("id")
      .select("register_session_id", "refund_method", "refund_cents", "account_cents"),
    db("cash_movements as m")
      .leftJoin("users as u", "u.id", "m.user_id")
      .whereIn("m.session_id", ids)
      .orderBy("m.id")
      .select(
        "m.id",
        "m.session_id",
        "m.kind",
        "m.amount_cents",
        "m.reason",
        "m.user_id",
        "u.name as user_name",
        "m.created_at",
      ),
    db("register_session_reopens as x")
      .leftJoin("users as u", "u.id", "x.user_id")
      .whereIn("x.session_id", ids)
      .orderBy("x.id")
      .select("x.session_id", "x.reason", "x.user_id", "u.name as user_name", "x.created_at"),
  ]);
  return rows.map((row) => {
    const own = payments.filter((p) => p.register_session_id === row.id);
    const saleIds = [...new Set(own.map((p) => Number(p.sale_id)))].sort((a, b) => a - b);
    return {
      id: row.id,
      register: { id: row.register_id, name: row.register_name },
      openedBy: { id: row.opened_by, name: row.opener_name ?? "" },
      openedAt: row.opened_at,
      openingFloatCents: Number(row.opening_float_cents),
      closedAt: row.closed_at,
      closedBy: named(row.closed_by, row.closer_name),
      counted: row.counted_json === null ? null : (JSON.parse(row.counted_json) as Record<string, number>),
      note: row.note,
      payments: [
        ...own.map((p) => ({
          method: p.method,
          amountCents: Number(p.amount_cents),
          tenderedCents: cents(p.tendered_cents),
          changeCents: cents(p.change_cents),
          currency: p.currency ?? null,
          foreignAmount: cents(p.foreign_amount),
        })),
        ...abonos
          .filter((a) => a.register_session_id === row.id && abonoInDrawer(a.voided_at, row.closed_at))
          .map((a) => ({
            method: a.method,
            amountCents: Number(a.amount_cents),
            tenderedCents: Number(a.amount_cents),
            changeCents: 0,
            currency: null,
            foreignAmount: null,
          })),
      ],
      refunds: refunds
        .filter((r) => r.register_session_id === row.id)
        // What went back on a customer's account never left the drawer.
        .map((r) => ({
          method: r.refund_method ?? "efectivo",
          amountCents: Number(r.refund_cents) - Number(r.account_cents ?? 0),
        })),
      movements: movements
        .filter((m) => m.session_id === row.id)
        .map((m) => ({
          id: m.id,
          kind: m.kind,
          amountCents: Number(m.amount_cents),
          reason: m.reason,
          user: named(m.user_id, m.user_name),
          createdAt: m.created_at,
        })),
      reopenings: reopenings
        .filter((x) => x.session_id === row.id)
        .map((x) => ({ reason: x.reason, user: named(x.user_id, x.user_name), createdAt: x.created_at })),
      salesCount: saleIds.length,
      firstSaleId: saleIds[0] ?? null,
      lastSaleId: saleIds.at(-1) ?? null,
    };
  });
}

export async function findSession(db: Knex, id: number): Promise<RegisterSessionData | null> {
  const rows = await sessionQuery(db).where("rs.id", id);
  return (await assemble(db, rows as SessionRow[]))[0] ?? null;
}

function filtered(query: Knex.QueryBuilder, filter: RegisterSessionsFilter) {
  if (filter.registerId !== undefined) query.where("rs.register_id", filter.registerId);
  if (filter.userId !== undefined) query.where("rs.opened_by", filter.userId);
  if (filter.status === "open") query.whereNull("rs.closed_at");
  if (filter.status === "closed") query.whereNotNull("rs.closed_at");
  if (filter.from !== undefined) query.where("rs.opened_at", ">=", new Date(filter.from).toISOString());
  if (filter.to !== undefined) query.where("rs.opened_at", "<", new Date(filter.to).toISOString());
  return query;
}

export async function listSessions(db: Knex, filter: RegisterSessionsFilter) {
  const counted = await filtered(db("register_sessions as rs"), filter).count<{ n: number | string }[]>(
    "* as n",
  );
  const rows = await filtered(sessionQuery(db), filter)
    .orderBy([
      { column: "rs.opened_at", order: "desc" },
      { column: "rs.id", order: "desc" },
    ])
    .limit(filter.limit)
    .offset(filter.offset);
  return { items: await assemble(db, rows as SessionRow[]), total: Number(counted[0]?.n ?? 0) };
}
