import { describe, expect, it } from "vitest";
import { compareNames } from "./compare-names";

describe("compareNames", () => {
  it("sorts Spanish names with numbers by value, accents and case aside", () => {
    const names = ["Serie 10", "ávila", "Serie 3", "Zafira", "Avanza", "serie 2"];
    expect([...names].sort(compareNames)).toEqual([
      "Avanza",
      "ávila",
      "serie 2",
      "Serie 3",
      "Serie 10",
      "Zafira",
    ]);
  });

  it("treats names that differ only in accents or case as equal", () => {
    expect(compareNames("Peugeot", "PEUGEOT")).toBe(0);
    expect(compareNames("Citroën", "Citroen")).toBe(0);
  });
});
