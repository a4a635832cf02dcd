import { describe, expect, it } from "vitest";
import { canonicalCode, codeKey } from "./normal-key";

describe("code keys", () => {
  it("makes look-alike spellings one key", () => {
    const key = codeKey("ABC-1");
    for (const lookAlike of ["ＡＢＣ-1", "ABC\u200B-1", "\uFEFFabc-1 ", "A\u00ADBC-1", "abc-1"]) {
      expect(codeKey(lookAlike)).toBe(key);
    }
    expect(codeKey("ｖｅｎｄｅｄｏｒ")).toBe("vendedor");
    expect(codeKey("Jose\u0301")).toBe(codeKey("José"));
  });

  it("keeps the letter case of what is stored, and distinct codes distinct", () => {
    expect(canonicalCode(" ＡＢＣ-1\u200D")).toBe("ABC-1");
    expect(codeKey("ABC-1")).not.toBe(codeKey("ABC-2"));
  });
});
