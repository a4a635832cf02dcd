// What a backup never holds: the cookie-signing secret and the sessions. With them an archive on a
// USB stick would be a key to every account signed in when it was made; without them a restored
// copy starts with a new secret and nobody signed in.
import { withSqliteFile } from "./sqlite-file";

/** Tables whose rows are left out of every backup (their structure is kept). */
export const SECRET_TABLES = ["local_secrets", "sessions"] as const;

/** Where the secret lived before local_secrets (a database not yet migrated still has it). */
const LEGACY_SECRET_SETTING = "session_secret";

/** pg_dump's arguments that keep the structure of SECRET_TABLES but none of their rows. */
export const PG_DUMP_SECRET_EXCLUSIONS = SECRET_TABLES.map((table) => `--exclude-table-data=${table}`);

/**
 * Empties SECRET_TABLES in the staged copy of a SQLite database. secure_delete overwrites the deleted
 * rows with zeros, so their bytes do not stay behind in the copy's free space.
 */
export async function scrubSqliteCopy(file: string): Promise<void> {
  await withSqliteFile(
    file,
    async (db) => {
      await db.exec("PRAGMA secure_delete = ON");
      const tables = new Set(
        (await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")).map(
          (r) => r.name,
        ),
      );
      for (const table of SECRET_TABLES) if (tables.has(table)) await db.exec(`DELETE FROM "${table}"`);
      if (tables.has("settings"))
        await db.exec(`DELETE FROM settings WHERE key = '${LEGACY_SECRET_SETTING}'`);
    },
    "write",
  );
}
