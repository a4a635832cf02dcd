// The cookie-signing secret: SESSION_SECRET when set, otherwise one generated on first start and
// kept in the database, so signed cookies stay valid across restarts.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

const KEY = "session_secret";

export async function loadSessionSecret(knex: Knex): Promise<string> {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const row = await knex("settings").where({ key: KEY }).first<{ value: string } | undefined>("value");
  if (row) return row.value;
  const secret = randomBytes(48).toString("base64url");
  await knex("settings").insert({ key: KEY, value: secret }).onConflict("key").ignore();
  const stored = await knex("settings").where({ key: KEY }).first<{ value: string }>("value");
  return stored.value;
}
