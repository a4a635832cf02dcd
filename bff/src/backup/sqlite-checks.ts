// The checks a restored SQLite database must pass: SQLite's own integrity check, no row pointing at
// a missing parent, and the full-text index matching the products it indexes.
import { withSqliteFile } from "./sqlite-file";

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
      const hasFts = await db.all("SELECT 1 FROM sqlite_master WHERE name = 'products_fts'");
      if (hasFts.length > 0) {
        // rank 1: compare the index with the products table it is built from.
        await db
          .exec("INSERT INTO products_fts (products_fts, rank) VALUES ('integrity-check', 1)")
          .catch((error: Error) => problems.push(`índice de búsqueda: ${error.message}`));
      }
      return problems;
    },
    "write",
  );
}
