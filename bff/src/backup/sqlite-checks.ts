// The checks a restored SQLite database must pass: SQLite's own integrity check, no row pointing at
// a missing parent, and each full-text index matching the table it indexes.
import { withSqliteFile } from "./sqlite-file";

/** Each full-text index (table name) and what its problems are called. */
const FULL_TEXT_INDEXES = [
  ["products_fts", "índice de búsqueda"],
  ["vehicles_fts", "índice de modelos"],
] as const;

/** What is wrong with the database in `file`, in Spanish; empty when it passes every check. */
export function sqliteProblems(file: string): Promise<string[]> {
  return withSqliteFile(
    file,
    async (db) => {
      const problems: string[] = [];
      const integrity = await db.all<{ integrity_check: string }>("PRAGMA integrity_check");
      const notes = integrity.map((r) => r.integrity_check).filter((n) => n !== "ok");
      if (notes.length > 0) problems.push(`integrity_check: ${notes.slice(0, 5).join("; ")}`);
      const orphans = await db.all<{ table: string }>("PRAGMA foreign_key_check");
      if (orphans.length > 0)
        problems.push(
          `foreign_key_check: ${orphans.length} filas sin su fila relacionada (${orphans[0]?.table})`,
        );
      for (const [index, label] of FULL_TEXT_INDEXES) {
        const exists = await db.all("SELECT 1 FROM sqlite_master WHERE name = ?", [index]);
        if (exists.length === 0) continue;
        // rank 1: compare the index with the table it is built from.
        await db
          .exec(`INSERT INTO ${index} (${index}, rank) VALUES ('integrity-check', 1)`)
          .catch((error: Error) => problems.push(`${label}: ${error.message}`));
      }
      return problems;
    },
    "write",
  );
}
