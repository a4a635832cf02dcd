// The cookie-signing secret: SESSION_SECRET when set, otherwise one generated on first start and
// kept in `local_secrets`, so signed cookies stay valid across restarts and every instance on one
// PostgreSQL database shares it. A backup never copies that table (bff/src/backup/snapshot.ts), so
// a restored copy starts with a new secret and every session ends.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

export const LOCAL_SECRETS_TABLE = "local_secrets";
const KEY = "session_secret";

export async function loadSessionSecret(knex: Knex): Promise<string> {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const row = await knex(LOCAL_SECRETS_TABLE)
    .where({ key: KEY })
    .first<{ value: string } | undefined>("value");
  if (row) return row.value;
  const secret = randomBytes(48).toString("base64url");
  // Two instances starting together: the first insert wins and both read it back.
  await knex(LOCAL_SECRETS_TABLE).insert({ key: KEY, value: secret }).onConflict("key").ignore();
  const stored = await knex(LOCAL_SECRETS_TABLE).where({ key: KEY }).first<{ value: string }>("value");
  return stored.value;
}
