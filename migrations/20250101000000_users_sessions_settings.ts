// Accounts, database-backed sessions and key/value settings (the session secret lives here).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("users", (t) => {
    t.increments("id").primary();
    t.string("name", 120).notNullable();
    t.string("username", 60).notNullable();
    t.string("email", 200).notNullable();
    t.string("password_hash", 300).notNullable();
    t.string("role", 10).notNullable().checkIn(["admin", "sales"]);
    t.boolean("active").notNullable().defaultTo(true);
    t.string("created_at", 40).notNullable();
  });
  // Case-insensitive uniqueness: "Admin" and "admin" are the same account.
  await knex.raw("CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))");
  await knex.raw("CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))");

  await knex.schema.createTable("sessions", (t) => {
    t.string("sid", 128).primary();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("CASCADE");
    t.bigInteger("expires_at").notNullable();
    t.text("data").notNullable();
    t.index(["user_id"]);
    t.index(["expires_at"]);
  });

  await knex.schema.createTable("settings", (t) => {
    t.string("key", 100).primary();
    t.text("value").notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("settings");
  await knex.schema.dropTable("sessions");
  await knex.schema.dropTable("users");
}
