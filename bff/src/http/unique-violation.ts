// A unique constraint that caught what the operation's own check could not (two requests racing to
// create one SKU or account): the Spanish 409 the check would have given, for both engines (SQLite's
// SQLITE_CONSTRAINT with the index in its message, PostgreSQL's 23505 with the constraint's name).
import { MESSAGES } from "../../../rules/messages";

interface DatabaseError {
  name?: string;
  code?: string;
  constraint?: string;
  message?: string;
  /** Objection wraps the driver's error (UniqueViolationError) and keeps it here. */
  nativeError?: DatabaseError;
}

/** The 409 message for a unique violation, or null when the error is not one. */
export function uniqueViolationMessage(error: unknown): string | null {
  const wrapper = (error ?? {}) as DatabaseError;
  const e = wrapper.nativeError ?? wrapper;
  const sqlite = e.code === "SQLITE_CONSTRAINT" && /UNIQUE/i.test(e.message ?? "");
  const postgres = e.code === "23505";
  if (!sqlite && !postgres && wrapper.name !== "UniqueViolationError") return null;
  const where = `${wrapper.constraint ?? ""} ${e.constraint ?? ""} ${e.message ?? ""}`.toLowerCase();
  if (where.includes("sku")) return MESSAGES.duplicateSku;
  if (where.includes("username")) return MESSAGES.duplicateUsername;
  if (where.includes("email")) return MESSAGES.duplicateEmail;
  return MESSAGES.conflict;
}
