// A write the database refuses because of a constraint (two requests racing for the same name, a
// row deleted under a reference) is a conflict, whatever the engine: SQLite reports every
// constraint as SQLITE_CONSTRAINT, PostgreSQL as a SQLSTATE of class 23 (23505 unique, 23503
// foreign key, ...). The operations' own checks answer first with a precise message; this catches
// only what they could not see.
const POSTGRES_INTEGRITY_CLASS = /^23\d{3}$/;

export function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  return code === "SQLITE_CONSTRAINT" || POSTGRES_INTEGRITY_CLASS.test(code);
}
