// TOTP secrets sealed at rest. Until now `user_two_factor` held them in clear, so every backup and
// every copy of the database file could make an account's codes. From here each secret (and each
// secret shown for enrolment) is AES-256-GCM under a key of this installation kept in
// `local_secrets`, a table no backup copies. The format is bff/src/security/totp-secret-box.ts's
// ("v1." + base64url of IV, ciphertext and tag; the account's id as authenticated data), written
// again here because a migration must keep doing what it did when the BFF's code moves on.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";

const KEY_NAME = "totp_key";
const PREFIX = "v1.";

function unseal(key: Buffer, userId: number, sealed: string): string {
  const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(`user_two_factor:${userId}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString();
}

function seal(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`user_two_factor:${userId}`));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

async function installationKey(knex: Knex): Promise<Buffer> {
  const read = () =>
    knex("local_secrets").where({ key: KEY_NAME }).first<{ value: string } | undefined>("value");
  if (!(await read()))
    await knex("local_secrets").insert({ key: KEY_NAME, value: randomBytes(32).toString("base64url") });
  return Buffer.from((await read())!.value, "base64url");
}

interface Row {
  user_id: number;
  secret: string | null;
  pending_secret: string | null;
}

export async function up(knex: Knex): Promise<void> {
  // A sealed secret is longer than the 64 characters the columns were made with (SQLite does not
  // enforce a length; PostgreSQL does).
  if (isPostgres(knex))
    await knex.raw(
      "ALTER TABLE user_two_factor ALTER COLUMN secret TYPE text, ALTER COLUMN pending_secret TYPE text",
    );
  // The clear secrets' old bytes are zeroed rather than left in the file's free space.
  else await knex.raw("PRAGMA secure_delete = ON");
  const rows = await knex("user_two_factor")
    .whereNotNull("secret")
    .orWhereNotNull("pending_secret")
    .select<Row[]>("user_id", "secret", "pending_secret");
  if (rows.length === 0) return;
  const key = await installationKey(knex);
  const sealed = (userId: number, value: string | null) =>
    value === null || value.startsWith(PREFIX) ? value : seal(key, Number(userId), value);
  for (const row of rows)
    await knex("user_two_factor")
      .where({ user_id: row.user_id })
      .update({
        secret: sealed(row.user_id, row.secret),
        pending_secret: sealed(row.user_id, row.pending_secret),
      });
}

/** Back to clear secrets; a secret this installation's key does not open is removed. */
export async function down(knex: Knex): Promise<void> {
  const rows = await knex("user_two_factor")
    .whereNotNull("secret")
    .orWhereNotNull("pending_secret")
    .select<Row[]>("user_id", "secret", "pending_secret");
  const key = await installationKey(knex);
  const opened = (userId: number, value: string | null) => {
    if (value === null || !value.startsWith(PREFIX)) return value;
    try {
      return unseal(key, Number(userId), value);
    } catch {
      return null;
    }
  };
  for (const row of rows)
    await knex("user_two_factor")
      .where({ user_id: row.user_id })
      .update({
        secret: opened(row.user_id, row.secret),
        pending_secret: opened(row.user_id, row.pending_secret),
      });
  if (isPostgres(knex))
    await knex.raw(
      "ALTER TABLE user_two_factor ALTER COLUMN secret TYPE varchar(64), ALTER COLUMN pending_secret TYPE varchar(64)",
    );
}
