import { describe, expect, it } from "vitest";
import { MAX_GAP_MS, WedgeBurst } from "./wedge-burst";

function typed(burst: WedgeBurst, text: string, gap: number, start = 1000): number {
  let time = start;
  for (const char of text) {
    burst.key(char, time);
    time += gap;
  }
  return time;
}

describe("keyboard-wedge burst", () => {
  it("takes a fast run of keys ending in Enter as a scan", () => {
    const burst = new WedgeBurst();
    const end = typed(burst, "FIL-ACE-1001", 8);
    expect(burst.enter(end)).toBe("FIL-ACE-1001");
  });

  it("ignores a person typing, even a fast one", () => {
    const burst = new WedgeBurst();
    expect(burst.enter(typed(burst, "filtro", 90))).toBeNull();
    expect(burst.enter(typed(burst, "filtro", MAX_GAP_MS + 5))).toBeNull();
  });

  it("ignores a short burst and an Enter that comes late", () => {
    const burst = new WedgeBurst();
    expect(burst.enter(typed(burst, "ab", 5))).toBeNull();
    const end = typed(burst, "ABCD1234", 5);
    expect(burst.enter(end + 500)).toBeNull();
  });

  it("keeps only the burst when a person's keys came before it", () => {
    const burst = new WedgeBurst();
    const afterPerson = typed(burst, "xy", 300);
    const end = typed(burst, "7701234567017", 6, afterPerson + 1000);
    expect(burst.enter(end)).toBe("7701234567017");
  });
});
