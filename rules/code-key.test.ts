import { describe, expect, it } from "vitest";
import { codeKey, sameCode } from "./code-key";

describe("code key", () => {
  it("ignores case, spaces, dashes, dots and slashes", () => {
    expect(codeKey("W 712/75")).toBe("w71275");
    expect(codeKey("w-712.75")).toBe("w71275");
    expect(sameCode("90915-YZZE1", "90915yzze1")).toBe(true);
  });

  it("reads full-width characters, Unicode dashes and invisible characters as plain ones", () => {
    expect(codeKey("Ｗ７１２－７５")).toBe("w71275");
    expect(codeKey("OC\u200B90\u2013A")).toBe("oc90a");
    expect(codeKey("AB\u00AD12\uFEFF")).toBe("ab12");
    expect(codeKey("ab\u2212cd")).toBe("abcd");
  });

  it("reads Cyrillic and Greek look-alike letters as Latin", () => {
    expect(codeKey("\u0421\u0410-100")).toBe("ca100"); // Cyrillic С and А
    expect(codeKey("\u039A\u039F7")).toBe("ko7"); // Greek Κ and Ο
  });

  it("folds case fully and keeps letters and digits apart", () => {
    expect(codeKey("STRAßE")).toBe("strasse");
    expect(sameCode("O100", "0100")).toBe(false);
  });

  it("answers an empty key for separators only, which matches nothing", () => {
    expect(codeKey(" - . ")).toBe("");
    expect(sameCode("--", "..")).toBe(false);
  });
});
