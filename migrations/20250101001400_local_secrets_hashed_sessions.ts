// Backups that hand out no sessions. Session ids are kept only as their SHA-256 (the `sid` column
// now holds the hash), and the cookie-signing secret moves out of `settings` into `local_secrets`,
// a table whose rows a backup never copies. Every existing session ends here rather than being
// converted: its raw id would otherwise linger in the file's free pages, which a backup copies.
// The old secret goes too; the next start draws a new one.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("local_secrets", (table) => {
    table.string("key", 100).primary();
    table.text("value").notNullable();
  });
  await knex("sessions").delete();
  await knex("settings").where({ key: "session_secret" }).delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex("sessions").delete();
  await knex.schema.dropTable("local_secrets");
}
