// The BFF's SQL orderings and comparisons, reproduced: SQLite's NOCASE collation and lower() fold
// ASCII letters only, so "Ñ" and "ñ" stay different there and here.
import { asciiLower } from "../../rules/product-search";

export { asciiLower };

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ORDER BY text COLLATE NOCASE */
export function compareNoCase(a: string, b: string): number {
  return compareText(asciiLower(a), asciiLower(b));
}

/** ORDER BY id */
export const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** ORDER BY name COLLATE NOCASE, id */
export function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  return compareNoCase(a.name, b.name) || a.id - b.id;
}

/** Same name regardless of ASCII letter case (the BFF's lower(name) = ?). */
export function sameText(a: string, b: string): boolean {
  return asciiLower(a) === asciiLower(b);
}
