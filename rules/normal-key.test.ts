import { describe, expect, it } from "vitest";
import { canonicalCode } from "./normal-key";

describe("canonical spelling of codes", () => {
  it("spells look-alikes one way (letter case aside)", () => {
    for (const lookAlike of ["ＡＢＣ-1", "ABC\u200B-1", "\uFEFFABC-1 ", "A\u00ADBC-1", "ABC-1"]) {
      expect(canonicalCode(lookAlike)).toBe("ABC-1");
    }
    expect(canonicalCode("ｖｅｎｄｅｄｏｒ")).toBe("vendedor");
    expect(canonicalCode("Jose\u0301")).toBe(canonicalCode("José"));
  });

  it("keeps the letter case of what is stored, and distinct codes distinct", () => {
    expect(canonicalCode(" ＡＢＣ-1\u200D")).toBe("ABC-1");
    expect(canonicalCode("abc-1")).toBe("abc-1");
    expect(canonicalCode("ABC-1")).not.toBe(canonicalCode("ABC-2"));
  });
});
