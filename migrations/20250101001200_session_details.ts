// What a person is shown of their own sessions ('Mi Perfil'): an opaque public id (random, chosen
// apart from the cookie's session id, so listing sessions never hands out anything a cookie can be
// made from), when the session began and the browser it began in. Sessions from before keep
// working: they get a fresh public id, and their start is their absolute end minus the 12 hours a
// session lasts.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sessions", (table) => {
    table.string("public_id", 40).nullable();
    table.bigInteger("created_at").nullable();
    table.string("user_agent", 300).nullable();
  });
  const rows = (await knex("sessions").select("sid")) as Array<{ sid: string }>;
  for (const { sid } of rows)
    await knex("sessions")
      .where({ sid })
      .update({ public_id: randomBytes(12).toString("base64url") });
  await knex("sessions").update({ created_at: knex.raw("expires_at - ?", [SESSION_TTL_MS]) });
  await knex.raw("CREATE UNIQUE INDEX sessions_public_id_unique ON sessions (public_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS sessions_public_id_unique");
  await knex.schema.alterTable("sessions", (table) => {
    table.dropColumn("user_agent");
    table.dropColumn("created_at");
    table.dropColumn("public_id");
  });
}
