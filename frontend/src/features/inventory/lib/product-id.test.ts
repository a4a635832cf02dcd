import { describe, expect, it } from "vitest";
import { parseIdParam } from "./product-id";

describe("deep-link id", () => {
  it("reads a positive integer", () => {
    expect(parseIdParam("42")).toBe(42);
    expect(parseIdParam(" 7 ")).toBe(7);
  });

  it("tells a missing parameter from an invalid one", () => {
    expect(parseIdParam(null)).toBeUndefined();
    for (const raw of ["", "0", "-3", "abc", "4.5", "1e3", "99999999999999999"])
      expect(parseIdParam(raw)).toBeNull();
  });
});
