import { describe, expect, it } from "vitest";
import { toFtsQuery } from "./product-search";

describe("toFtsQuery", () => {
  it("quotes each word as a prefix term", () => {
    expect(toFtsQuery("FRE-BO 52")).toBe('"FRE"* "BO"* "52"*');
  });

  it("drops quotes and operators so they can never reach the FTS parser", () => {
    expect(toFtsQuery('"freno" OR NEAR(x*)')).toBe('"freno"* "OR"* "NEAR"* "x"*');
    expect(toFtsQuery("\"'*()^:")).toBeNull();
  });

  it("keeps accented letters", () => {
    expect(toFtsQuery("suspensión")).toBe('"suspensión"*');
  });
});
