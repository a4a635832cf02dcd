// How a customer's engine is matched against a fitment link's engine note, in one place for the
// BFF (as SQL) and the mocks (in memory). Notes are written as the catalogue says them ("1.0L",
// "2.5L Diésel"); the counter types what the customer says ("1.0", "1.0 l", "2.5L diésel").
// Compared lower case and trimmed, a litre suffix optional: "1.0" fits "1.0L" and "1.0L 16V", not
// "1.6L"; "2.0" fits "2.0 TDI". A link without a note fits every engine.

/** The comparable form of an engine note: trimmed, lower case, inner spaces collapsed. */
export function engineKey(engine: string): string {
  return engine.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The customer's engine without a litre suffix right after the displacement ("1.0 l" → "1.0"). */
export function engineQueryKey(engine: string): string {
  return engineKey(engine).replace(/(\d)\s?l$/, "$1");
}

/** The engine notes a query accepts: exact, with the litre suffix, or followed by more words. */
export function engineNoteCandidates(query: string): { exact: string[]; prefixes: string[] } {
  const key = engineQueryKey(query);
  return { exact: [key, `${key}l`], prefixes: [`${key} `, `${key}l `] };
}

/** True when a link with this engine note fits the customer's engine. */
export function engineFits(note: string | null, query: string): boolean {
  if (note === null || note.trim() === "") return true;
  const value = engineKey(note);
  const { exact, prefixes } = engineNoteCandidates(query);
  return exact.includes(value) || prefixes.some((prefix) => value.startsWith(prefix));
}
