// A write the database refuses because of a constraint (two requests racing for the same SKU or
// account, a row deleted under a reference) is a conflict, whatever the engine: SQLite reports every
// constraint as SQLITE_CONSTRAINT, PostgreSQL as a SQLSTATE of class 23 (23505 unique, 23503
// foreign key, ...). The operations' own checks answer first with a precise message; this catches
// only what they could not see, naming what is taken when a unique index says so.
import { MESSAGES } from "../../../rules/messages";

interface DatabaseError {
  name?: string;
  code?: string;
  constraint?: string;
  message?: string;
  /** Objection wraps the driver's error (UniqueViolationError) and keeps it here. */
  nativeError?: DatabaseError;
}

const POSTGRES_INTEGRITY_CLASS = /^23\d{3}$/;

/** The Spanish 409 message for a constraint violation, or null when the error is not one. */
export function constraintViolationMessage(error: unknown): string | null {
  const wrapper = (error ?? {}) as DatabaseError;
  const e = wrapper.nativeError ?? wrapper;
  const code = typeof e.code === "string" ? e.code : "";
  const violation = code === "SQLITE_CONSTRAINT" || POSTGRES_INTEGRITY_CLASS.test(code);
  if (!violation && wrapper.name !== "UniqueViolationError") return null;
  const unique =
    code === "23505" || wrapper.name === "UniqueViolationError" || /UNIQUE/i.test(e.message ?? "");
  if (!unique) return MESSAGES.conflict;
  const where = `${wrapper.constraint ?? ""} ${e.constraint ?? ""} ${e.message ?? ""}`.toLowerCase();
  if (where.includes("sku")) return MESSAGES.duplicateSku;
  if (where.includes("username")) return MESSAGES.duplicateUsername;
  if (where.includes("email")) return MESSAGES.duplicateEmail;
  return MESSAGES.conflict;
}
