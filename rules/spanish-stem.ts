// A light Spanish stemmer for the product search: singular and plural (and the -o/-a of gender) of
// a word share one stem, so 'balatas' finds 'Balata delantera' and 'luz' finds 'Luces traseras'.
// It is Savoy's light stemmer (the one Lucene's SpanishLightStemFilter uses) on folded words, plus
// a plural -s after a consonant ('kits' → 'kit'). Short words are left alone: 'gas', 'eje'.
// Both engines and the mocks index raw words; a search word also matches the other forms of it
// that spanishForms() spells out (a word that is in no catalogue costs the index one miss), so
// this is the only place that knows Spanish.
import { fold } from "./product-search";

const MIN_LENGTH = 4;

/** The stem of one word: accents and case folded, then the plural and final vowel taken off. */
export function spanishStem(word: string): string {
  const w = fold(word);
  if (/\d/.test(w)) return w;
  // z spells c before e: 'luz' / 'luces', 'dulce' / 'dulces' all keep a final c.
  if (w.endsWith("z")) return `${w.slice(0, -1)}c`;
  if (w.length < MIN_LENGTH) return w;
  const last = w.at(-1)!;
  if (last === "o" || last === "a" || last === "e") return w.slice(0, -1);
  if (last !== "s") return w;
  const before = w.at(-2)!;
  if (before === "o" || before === "a" || before === "e") return w.slice(0, -2);
  // 'bujís', 'kits'; a double s ('cross') is no plural.
  return before === "s" ? w : w.slice(0, -1);
}

/**
 * The prefix every word whose stem is `stem` starts with: the stem itself, or without its final
 * 'c' (which may have been a z: 'luz').
 */
export function stemFamilyPrefix(stem: string): string {
  return stem.endsWith("c") ? stem.slice(0, -1) : stem;
}

const ENDINGS = ["", "a", "o", "e", "s", "as", "os", "es"];

/**
 * The other forms of a word: every word spelt from its stem with a Spanish singular or plural
 * ending (and a final c as z) that has the same stem. 'balatas' → balata, balato, balat...; 'luz' →
 * luces; 'filtro' → filtros. Empty for codes, numbers and short words without forms.
 */
export function spanishForms(word: string): string[] {
  const w = fold(word);
  if (/\d/.test(w) || !/^\p{L}+$/u.test(w)) return [];
  const stem = spanishStem(w);
  if (w.length < MIN_LENGTH && stem === w) return [];
  const roots = stem.endsWith("c") ? [stem, `${stem.slice(0, -1)}z`] : [stem];
  const forms = new Set<string>();
  for (const root of roots)
    for (const ending of ENDINGS) {
      const form = root + ending;
      if (form !== w && spanishStem(form) === stem) forms.add(form);
    }
  return [...forms].sort();
}
