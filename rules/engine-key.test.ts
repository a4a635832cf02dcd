import { describe, expect, it } from "vitest";
import { engineFits, engineQueryKey } from "./engine-key";

describe("engine matching", () => {
  it("a link without a note fits every engine", () => {
    expect(engineFits(null, "1.6")).toBe(true);
    expect(engineFits("  ", "1.6")).toBe(true);
  });

  it("matches the displacement with or without the litre suffix, in any case", () => {
    expect(engineFits("1.0L", "1.0")).toBe(true);
    expect(engineFits("1.0L", " 1.0 l ")).toBe(true);
    expect(engineFits("1.0L", "1.0L")).toBe(true);
    expect(engineFits("1.0", "1.0L")).toBe(true);
    expect(engineFits("2.5L Diésel", "2.5")).toBe(true);
    expect(engineFits("2.5L Diésel", "2.5l  DIÉSEL")).toBe(true);
    expect(engineFits("2.0 TDI", "2.0")).toBe(true);
  });

  it("does not mix displacements", () => {
    expect(engineFits("1.6L", "1.0")).toBe(false);
    expect(engineFits("1.0L", "1")).toBe(false);
    expect(engineFits("1.0L", "1.6")).toBe(false);
    expect(engineFits("2.0 TDI", "2.0 TSI")).toBe(false);
  });

  it("strips only a litre suffix that follows the number", () => {
    expect(engineQueryKey("1.0 L")).toBe("1.0");
    expect(engineQueryKey("V6")).toBe("v6");
    expect(engineQueryKey("Diesel")).toBe("diesel");
  });
});
