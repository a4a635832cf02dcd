// Initials badge shown when a brand has no logo or its image fails to load. The colour is derived
// from the name so the same brand always gets the same badge.

// Blueprint's darker shades: white initials on each meet WCAG AA contrast (4.5:1 or more).
const BADGE_COLOURS = [
  "#215DB0", // blue
  "#1C6E42", // green
  "#935610", // orange
  "#AC2F33", // red
  "#5642A6", // violet
  "#007067", // turquoise
  "#866103", // gold
  "#634DBF", // indigo
  "#0F6894", // cerulean
  "#B83211", // vermilion
] as const;

/** Two letters: first letters of the first two words, or the first two letters of a single word. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_/.]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const [first, second] = words;
  if (!first) return "?";
  if (second) return (firstChar(first) + firstChar(second)).toUpperCase();
  return [...first].slice(0, 2).join("").toUpperCase();
}

function firstChar(word: string): string {
  return [...word][0] ?? "";
}

export function badgeColourOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return BADGE_COLOURS[hash % BADGE_COLOURS.length] ?? BADGE_COLOURS[0];
}
