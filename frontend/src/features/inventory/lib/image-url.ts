// Image paths: absolute URLs as they are; /uploads paths on the server's origin; a
// bare file name under /uploads/. No image: an initials badge coloured from the name.

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Null when there is no image, so the caller shows the placeholder. */
export function resolveImageUrl(path: string | null | undefined, origin = ""): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value)) return value;
  const base = origin.replace(/\/+$/, "");
  if (value.startsWith("/uploads")) return `${base}${value}`;
  if (value.startsWith("uploads/")) return `${base}/${value}`;
  if (!value.includes("/")) return `${base}/uploads/${value}`;
  return value;
}

/** Short words that say nothing about the product ("Filtro de aceite" → "FA", not "FD"). */
const MINOR_WORDS = new Set(["de", "del", "la", "las", "el", "los", "y", "para", "con", "en", "x", "a"]);

/** Up to two characters: the first letters of the first two meaningful words. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const lettered = words.filter(
    (word) => /^[^\p{L}\p{N}]*\p{L}/u.test(word) && !MINOR_WORDS.has(word.toLowerCase()),
  );
  const chosen = (lettered.length > 0 ? lettered : words).slice(0, 2);
  const letters = chosen.map((word) => (word.match(/\p{L}/u) ?? word.match(/[\p{L}\p{N}]/u) ?? [""])[0]);
  return letters.join("").toUpperCase() || "?";
}

/** Colours dark enough for white initials (contrast ≥ 4.5:1). */
export const BADGE_COLOURS = [
  "#1c6e42",
  "#2d72d2",
  "#7c3aed",
  "#b83211",
  "#935610",
  "#0e7490",
  "#be185d",
  "#475569",
] as const;

/** The same name always gets the same colour. */
export function colourFromName(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length] ?? BADGE_COLOURS[0];
}
