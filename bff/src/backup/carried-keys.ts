// What a restore on the same installation keeps of the database it replaces: the key TOTP secrets
// are sealed with (bff/src/security/totp-key.ts). No archive holds it, so without this every
// second factor would turn unreadable at each restore. An archive from another installation was
// sealed under another key: its secrets stay unreadable here whatever is carried, and their
// accounts sign in with a recovery code and enrol again (docs/backups.md). The session secret is
// not carried: a restore still ends every session.
import { createPgKnex } from "../db/pg-knex";
import { TOTP_KEY_NAME } from "../security/totp-key";
import { withSqliteFile } from "./sqlite-file";

const hasTable = async (all: <T>(sql: string, params?: unknown[]) => Promise<T[]>) =>
  (await all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'local_secrets'")).length > 0;

/** The current database's key, written into the restored file before it takes its place. */
export async function carryTotpKeySqlite(currentFile: string, restoredFile: string): Promise<void> {
  const key = await withSqliteFile(currentFile, async (db) =>
    (await hasTable(db.all))
      ? ((
          await db.all<{ value: string }>("SELECT value FROM local_secrets WHERE key = ?", [TOTP_KEY_NAME])
        )[0]?.value ?? null)
      : null,
  );
  if (key === null) return;
  await withSqliteFile(
    restoredFile,
    async (db) => {
      // An archive older than local_secrets gets the table from its migration, and a new key there.
      if (!(await hasTable(db.all))) return;
      await db.all("DELETE FROM local_secrets WHERE key = ?", [TOTP_KEY_NAME]);
      await db.all("INSERT INTO local_secrets (key, value) VALUES (?, ?)", [TOTP_KEY_NAME, key]);
    },
    "write",
  );
}

/** Reads the PostgreSQL database's key before pg_restore empties local_secrets. */
export async function readTotpKeyPg(url: string): Promise<string | null> {
  const knex = createPgKnex(url);
  try {
    if (!(await knex.schema.hasTable("local_secrets"))) return null;
    const row = await knex("local_secrets")
      .where({ key: TOTP_KEY_NAME })
      .first<{ value: string } | undefined>("value");
    return row?.value ?? null;
  } finally {
    await knex.destroy();
  }
}

/** Puts the key read before the restore back into the restored database. */
export async function writeTotpKeyPg(url: string, key: string | null): Promise<void> {
  if (key === null) return;
  const knex = createPgKnex(url);
  try {
    if (!(await knex.schema.hasTable("local_secrets"))) return;
    await knex("local_secrets").insert({ key: TOTP_KEY_NAME, value: key }).onConflict("key").merge();
  } finally {
    await knex.destroy();
  }
}
