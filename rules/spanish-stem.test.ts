import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spanishForms, spanishStem, stemFamilyPrefix } from "./spanish-stem";

const consonant = fc.constantFrom(..."bcdfghjklmnprtv");
const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
/** A word root that ends in a consonant, as Spanish nouns before their -o/-a/-e do. */
const root = fc
  .tuple(fc.array(letter, { minLength: 3, maxLength: 10 }), consonant)
  .map(([letters, last]) => letters.join("") + last);

describe("spanishStem", () => {
  it("gives the shop's plurals the stem of their singular", () => {
    const pairs = [
      ["balata", "balatas"],
      ["filtro", "filtros"],
      ["bujía", "bujías"],
      ["luz", "luces"],
      ["motor", "motores"],
      ["amortiguador", "amortiguadores"],
      ["kit", "kits"],
      ["camión", "camiones"],
      ["dulce", "dulces"],
    ];
    for (const [one, many] of pairs) expect(spanishStem(many!)).toBe(spanishStem(one!));
  });

  it("keeps words apart that are not one another's plural", () => {
    expect(spanishStem("filtro")).not.toBe(spanishStem("fibra"));
    expect(spanishStem("cross")).toBe("cross");
    expect(spanishStem("gas")).toBe("gas");
  });

  it("gives a word ending in a vowel and its plural in -s one stem", () => {
    fc.assert(
      fc.property(root, fc.constantFrom("a", "o", "e"), (r, vowel) => {
        expect(spanishStem(`${r}${vowel}s`)).toBe(spanishStem(`${r}${vowel}`));
      }),
    );
  });

  it("gives a word ending in a consonant and its plural in -es one stem", () => {
    fc.assert(
      fc.property(root, (r) => {
        expect(spanishStem(`${r}es`)).toBe(spanishStem(r));
      }),
    );
  });

  it("ignores case and accents both ways", () => {
    const accents: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 12 }), fc.nat(), (letters, at) => {
        const word = letters.join("");
        const i = at % word.length;
        const accented = word.slice(0, i) + (accents[word[i]!] ?? word[i]) + word.slice(i + 1);
        expect(spanishStem(accented.toUpperCase())).toBe(spanishStem(word));
      }),
    );
  });

  it("only takes letters off the end (a final z becomes c), and never touches codes", () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 14 }), (letters) => {
        const word = letters.join("");
        const stem = spanishStem(word);
        expect(word.startsWith(stemFamilyPrefix(stem))).toBe(true);
        expect(word.length - stem.length).toBeLessThanOrEqual(2);
        expect(stem.length).toBeGreaterThanOrEqual(Math.min(word.length, 2));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,4}\d[a-z0-9]{0,5}$/), (code) => {
        expect(spanishStem(code)).toBe(code);
      }),
    );
  });
});

describe("spanishForms", () => {
  it("spells the singular of a plural and the plural of a singular", () => {
    expect(spanishForms("balatas")).toContain("balata");
    expect(spanishForms("Balata")).toContain("balatas");
    expect(spanishForms("bujías")).toContain("bujia");
    expect(spanishForms("luz")).toContain("luces");
    expect(spanishForms("luces")).toContain("luz");
    expect(spanishForms("motor")).toContain("motores");
    expect(spanishForms("filtros")).toContain("filtro");
    expect(spanishForms("gas")).toEqual([]);
    expect(spanishForms("abc123")).toEqual([]);
  });

  it("gives only words of the same stem, never the word itself", () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 12 }), (letters) => {
        const word = letters.join("");
        for (const form of spanishForms(word)) {
          expect(spanishStem(form)).toBe(spanishStem(word));
          expect(form).not.toBe(word);
        }
      }),
    );
  });
});
