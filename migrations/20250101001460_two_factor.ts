// Two-factor sign-in: each account's TOTP secret (or the one shown for enrolment), the last step
// accepted (a code is never accepted twice), the open sign-in challenge (hashed), who last reset
// the factor, and the one-time recovery codes (hashed, one row each, so spending one is one DELETE).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("user_two_factor", (t) => {
    t.integer("user_id").primary().references("id").inTable("users").onDelete("CASCADE");
    t.string("secret", 64).nullable();
    t.string("pending_secret", 64).nullable();
    t.bigInteger("last_step").nullable();
    t.string("challenge_hash", 64).nullable().unique();
    t.bigInteger("challenge_expires_at").nullable();
    t.integer("reset_by").nullable();
    t.string("reset_at", 40).nullable();
  });
  await knex.schema.createTable("user_recovery_codes", (t) => {
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("code_hash", 64).notNullable();
    t.primary(["user_id", "code_hash"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("user_recovery_codes");
  await knex.schema.dropTable("user_two_factor");
}
