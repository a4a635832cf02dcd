// The inline script keeps the keys a scanner types before the app listens, and nothing typed into a
// field; the app takes them once. The script runs here over a stand-in of the window it touches;
// the journeys run it in Chromium under the CSP (tests/e2e/codes.spec.ts).
import { afterEach, describe, expect, it } from "vitest";
import {
  EARLY_KEYS_GLOBAL,
  EARLY_KEYS_LIMIT,
  EARLY_KEYS_SCRIPT,
  stopEarlyKeys,
  takeEarlyKeys,
} from "./early-keys";

interface FakeKey {
  key: string;
  timeStamp: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: { tagName: string; isContentEditable?: boolean };
}

type Listener = (event: FakeKey) => void;

/** Runs the script as a browser runs an inline one; returns the window and a way to press keys. */
function boot() {
  const win: Record<string, unknown> = {};
  const listeners: Listener[] = [];
  const addEventListener = (type: string, listener: Listener, capture: boolean) => {
    expect(type).toBe("keydown");
    expect(capture).toBe(true);
    listeners.push(listener);
  };
  new Function("window", "addEventListener", EARLY_KEYS_SCRIPT)(win, addEventListener);
  const body = { tagName: "BODY" };
  const press = (event: FakeKey) => listeners.forEach((listener) => listener({ target: body, ...event }));
  return { win, press };
}

function typeCode(press: (event: FakeKey) => void, code: string, start: number) {
  [...code].forEach((key, index) => press({ key, timeStamp: start + index * 5 }));
  press({ key: "Enter", timeStamp: start + code.length * 5 });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

describe("EARLY_KEYS_SCRIPT", () => {
  it("keeps the printable keys and Enter, with their times, in order", () => {
    const { win, press } = boot();
    typeCode(press, "AB-12", 100);
    expect(win[EARLY_KEYS_GLOBAL]).toEqual([
      ["A", 100],
      ["B", 105],
      ["-", 110],
      ["1", 115],
      ["2", 120],
      ["Enter", 125],
    ]);
  });

  it("keeps nothing typed into a field, with a modifier, nor keys that type no character", () => {
    const { win, press } = boot();
    for (const tagName of ["INPUT", "TEXTAREA", "SELECT"])
      press({ key: "x", timeStamp: 1, target: { tagName } });
    press({ key: "x", timeStamp: 2, target: { tagName: "DIV", isContentEditable: true } });
    press({ key: "c", timeStamp: 3, ctrlKey: true });
    press({ key: "v", timeStamp: 4, metaKey: true });
    press({ key: "f", timeStamp: 5, altKey: true });
    for (const key of ["Shift", "Tab", "ArrowDown", "Escape"]) press({ key, timeStamp: 6 });
    expect(win[EARLY_KEYS_GLOBAL]).toEqual([]);
  });

  it(`keeps only the newest ${EARLY_KEYS_LIMIT} keys`, () => {
    const { win, press } = boot();
    for (let time = 0; time < EARLY_KEYS_LIMIT + 10; time += 1) press({ key: "a", timeStamp: time });
    const kept = win[EARLY_KEYS_GLOBAL] as [string, number][];
    expect(kept).toHaveLength(EARLY_KEYS_LIMIT);
    expect(kept[0]).toEqual(["a", 10]);
  });
});

describe("takeEarlyKeys", () => {
  it("hands the kept keys over once, and the script keeps no more once stopped", () => {
    const { win, press } = boot();
    Object.assign(globalThis, { window: win });
    typeCode(press, "QR7", 0);
    stopEarlyKeys();
    press({ key: "z", timeStamp: 50 });
    expect(takeEarlyKeys()).toEqual([
      ["Q", 0],
      ["R", 5],
      ["7", 10],
      ["Enter", 15],
    ]);
    expect(takeEarlyKeys()).toEqual([]);
    expect(win[EARLY_KEYS_GLOBAL]).toBeNull();
  });

  it("hands nothing over on a page without the script, and leaves it so", () => {
    Object.assign(globalThis, { window: {} });
    expect(takeEarlyKeys()).toEqual([]);
    expect(
      (globalThis as unknown as { window: Record<string, unknown> }).window[EARLY_KEYS_GLOBAL],
    ).toBeUndefined();
  });

  it("drops anything in the global that is not a kept key", () => {
    Object.assign(globalThis, { window: { [EARLY_KEYS_GLOBAL]: [["a", 1], "b", [2, 3], ["Enter", 4]] } });
    expect(takeEarlyKeys()).toEqual([
      ["a", 1],
      ["Enter", 4],
    ]);
  });
});
