import { describe, expect, it } from "vitest";
import { differenceLabel, pesosToCents } from "./register-view";

describe("register view", () => {
  it("reads pesos as typed in es-CO", () => {
    expect(pesosToCents("12.500")).toBe(1_250_000);
    expect(pesosToCents("12500")).toBe(1_250_000);
    expect(pesosToCents("1.234,50")).toBe(123_450);
    expect(pesosToCents("$ 100")).toBe(10_000);
    expect(pesosToCents("")).toBeNull();
    expect(pesosToCents("-5")).toBeNull();
    expect(pesosToCents("abc")).toBeNull();
  });

  it("names a difference as a shortfall or a surplus", () => {
    expect(differenceLabel(-50_000)).toBe("Faltante $\u00a0500");
    expect(differenceLabel(2_000)).toBe("Sobrante $\u00a020");
    expect(differenceLabel(0)).toBe("$\u00a00");
    expect(differenceLabel(null)).toBe("—");
  });
});
