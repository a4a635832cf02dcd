// A plain sqlite3 connection to one file, outside the app's Knex pools: the backup reads the live
// database through its own connection (so no reader or the writer is held), and the checks open
// copies that the app never serves.
import sqlite3 from "sqlite3";

/** sqlite3's online backup handle (the package ships no typings for it). */
interface BackupHandle {
  step(pages: number, callback: (error: Error | null) => void): void;
  finish(callback: () => void): void;
  readonly completed: boolean;
}
type WithBackup = { backup(target: string, callback: (error: Error | null) => void): BackupHandle };

export interface SqliteFile {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Copies the whole database to `target` in one step (one read transaction: a consistent copy). */
  copyTo(target: string): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteFile(file: string, mode: "read" | "write" = "read"): Promise<SqliteFile> {
  const flags = mode === "read" ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE;
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, flags, (error) => {
      if (error) return reject(error);
      db.configure("busyTimeout", 10_000);
      resolve({
        all: <T>(sql: string, params: unknown[] = []) =>
          new Promise<T[]>((ok, fail) => db.all(sql, params, (e, rows) => (e ? fail(e) : ok(rows as T[])))),
        exec: (sql) => new Promise<void>((ok, fail) => db.exec(sql, (e) => (e ? fail(e) : ok()))),
        copyTo: (target) =>
          new Promise<void>((ok, fail) => {
            const backup = (db as unknown as WithBackup).backup(target, (e) => {
              if (e) return fail(e);
              // -1: every page in one step, so writers elsewhere never restart it halfway.
              backup.step(-1, (stepError) => {
                backup.finish(() => undefined);
                if (stepError) return fail(stepError);
                if (!backup.completed) return fail(new Error("la copia de la base de datos no terminó"));
                ok();
              });
            });
          }),
        close: () => new Promise<void>((ok, fail) => db.close((e) => (e ? fail(e) : ok()))),
      });
    });
  });
}

/** Opens `file`, runs `work`, always closes. */
export async function withSqliteFile<T>(
  file: string,
  work: (db: SqliteFile) => Promise<T>,
  mode: "read" | "write" = "read",
): Promise<T> {
  const db = await openSqliteFile(file, mode);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
