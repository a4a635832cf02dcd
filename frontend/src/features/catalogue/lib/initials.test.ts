import { describe, expect, it } from "vitest";
import { badgeColourOf, initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letter of the first two words", () => {
    expect(initialsOf("Mann-Filter")).toBe("MF");
    expect(initialsOf("land rover motors")).toBe("LR");
  });

  it("takes the first two letters of a single word, upper case", () => {
    expect(initialsOf("Bosch")).toBe("BO");
    expect(initialsOf("ñandú")).toBe("ÑA");
  });

  it("shows a question mark for a blank name", () => {
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("badgeColourOf", () => {
  it("gives the same colour to the same name, whatever the case", () => {
    expect(badgeColourOf("Bosch")).toBe(badgeColourOf(" bosch "));
  });

  it("spreads different names over several colours", () => {
    const names = ["Bosch", "NGK", "Denso", "Monroe", "Gates", "Brembo", "Valeo", "Castrol"];
    expect(new Set(names.map(badgeColourOf)).size).toBeGreaterThan(3);
  });

  it("answers a hex colour", () => {
    expect(badgeColourOf("Toyota")).toMatch(/^#[0-9A-F]{6}$/);
  });
});
