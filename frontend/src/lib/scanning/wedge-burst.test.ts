import { describe, expect, it } from "vitest";
import { AVG_GAP_MS, MAX_GAP_MS, PERSON_GAP_MS, WedgeBurst } from "./wedge-burst";

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
    expect(burst.enter(typed(burst, "filtro de aceite", 90))).toBeNull();
    expect(burst.enter(typed(burst, "filtro", AVG_GAP_MS + 20))).toBeNull();
  });

  it("ignores a short burst and an Enter that comes late", () => {
    const burst = new WedgeBurst();
    expect(burst.enter(typed(burst, "ab12", 5))).toBeNull();
    const end = typed(burst, "ABCD1234", 5);
    expect(burst.enter(end + MAX_GAP_MS + 1)).toBeNull();
  });

  it("keeps only the burst when a person's keys came just before it", () => {
    const burst = new WedgeBurst();
    const afterPerson = typed(burst, "xy", PERSON_GAP_MS + 20);
    const end = typed(burst, "7701234567017", 6, afterPerson);
    expect(burst.enter(end)).toBe("7701234567017");
  });

  it("tolerates one slow key inside a scan", () => {
    const burst = new WedgeBurst();
    let time = typed(burst, "FIL-AC", 5);
    time = typed(burst, "-4193", 5, time + MAX_GAP_MS - 10);
    expect(burst.enter(time)).toBe("FIL-AC-4193");
  });
});
