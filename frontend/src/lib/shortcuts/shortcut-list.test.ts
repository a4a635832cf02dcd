import { describe, expect, it } from "vitest";
import { keyLabels, matchesShortcut, type KeyPress } from "./shortcut-list";

function press(init: Partial<KeyPress>): KeyPress {
  return { key: "", code: "", altKey: false, ctrlKey: false, metaKey: false, ...init };
}

describe("matchesShortcut", () => {
  it("matches Alt+letter by the key's position, whatever character the layout gives", () => {
    expect(matchesShortcut(press({ key: "ñ", code: "KeyN", altKey: true }), "Alt+N")).toBe(true);
    expect(matchesShortcut(press({ key: "n", code: "KeyN" }), "Alt+N")).toBe(false);
    expect(matchesShortcut(press({ key: "n", code: "KeyN", altKey: true, ctrlKey: true }), "Alt+N")).toBe(
      false,
    );
  });

  it("matches a plain key by the character typed, and never with Alt", () => {
    expect(matchesShortcut(press({ key: "?", code: "Slash" }), "?")).toBe(true);
    expect(matchesShortcut(press({ key: "?", altKey: true }), "?")).toBe(false);
  });
});

describe("keyLabels", () => {
  it("spells keys as the overlay shows them", () => {
    expect(keyLabels("Alt+N")).toEqual(["Alt", "N"]);
    expect(keyLabels("ArrowDown")).toEqual(["↓"]);
    expect(keyLabels("+")).toEqual(["+"]);
    expect(keyLabels("F9")).toEqual(["F9"]);
  });
});
