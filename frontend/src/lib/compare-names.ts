// The order of names on every list: Spanish, accents and case aside, numbers by value ("Serie 3"
// before "Serie 10"). One Intl.Collator made on first use: localeCompare with options builds a
// collator on every call, and sorting 300 models took 8.5 ms instead of 0.8 (Chromium).
let collator: Intl.Collator | undefined;

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator("es", { sensitivity: "base", numeric: true });
  return collator.compare(a, b);
}
