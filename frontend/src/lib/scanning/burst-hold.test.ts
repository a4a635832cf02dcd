// Which keys of a search box are held back while a scanner types (the DOM's part, which types them
// in, runs in Chromium in the journeys: tests/e2e/counter-sales.spec.ts, codes.spec.ts).
import { describe, expect, it } from "vitest";
import { HOLD_GAP_MS, HeldBurst } from "./burst-hold";

/** Types `text` into `box`, `gap` ms a key; the characters that went in at once. */
function typed(burst: HeldBurst<string>, box: string, text: string, gap: number, start = 1000): string {
  let time = start;
  let passed = "";
  for (const char of text) {
    if (burst.key(box, char, time) === "pass") passed += char;
    time += gap;
  }
  return passed;
}

describe("held burst", () => {
  it("lets a scanner's first key in and holds the rest, in order, for one release", () => {
    const burst = new HeldBurst<string>();
    expect(typed(burst, "search", "FIL-ACE 1001", 8)).toBe("F");
    expect(burst.take()).toEqual({ box: "search", text: "IL-ACE 1001" });
    expect(burst.take()).toBeNull();
  });

  it("holds nothing of a person's typing", () => {
    const burst = new HeldBurst<string>();
    expect(typed(burst, "search", "filtro", HOLD_GAP_MS + 1)).toBe("filtro");
    expect(burst.take()).toBeNull();
  });

  it("starts over after a key that typed nothing, and in another box", () => {
    const burst = new HeldBurst<string>();
    expect(burst.key("search", "1", 1000)).toBe("pass");
    burst.other();
    expect(burst.key("search", "2", 1005)).toBe("pass");
    expect(burst.key("other", "3", 1010)).toBe("pass");
    expect(burst.key("other", "4", 1015)).toBe("hold");
    expect(burst.take()).toEqual({ box: "other", text: "4" });
  });

  it("keeps holding after a release while the burst goes on", () => {
    const burst = new HeldBurst<string>();
    expect(typed(burst, "search", "ABC", 8)).toBe("A");
    expect(burst.take()).toEqual({ box: "search", text: "BC" });
    expect(burst.key("search", "D", 1024)).toBe("hold");
    expect(burst.take()).toEqual({ box: "search", text: "D" });
  });
});
