// The key TOTP secrets are sealed with (totp-secret-box.ts): 32 random bytes drawn on first use (or
// by the migration that sealed existing secrets) and kept in `local_secrets` beside the session
// secret, so no backup holds it. A restore on the same installation carries it into the restored
// database (bff/src/backup/carried-keys.ts); elsewhere the restored secrets stay sealed and their
// accounts sign in with a recovery code and enrol again (docs/backups.md).
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { LOCAL_SECRETS_TABLE } from "./session-secret";

export const TOTP_KEY_NAME = "totp_key";

export async function loadTotpKey(knex: Knex): Promise<Buffer> {
  const read = () =>
    knex(LOCAL_SECRETS_TABLE).where({ key: TOTP_KEY_NAME }).first<{ value: string } | undefined>("value");
  let row = await read();
  if (!row) {
    // Two instances starting together: the first insert wins and both read it back.
    await knex(LOCAL_SECRETS_TABLE)
      .insert({ key: TOTP_KEY_NAME, value: randomBytes(32).toString("base64url") })
      .onConflict("key")
      .ignore();
    row = await read();
  }
  return Buffer.from(row!.value, "base64url");
}
