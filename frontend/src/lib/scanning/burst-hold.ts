// A keyboard-wedge scanner typing into a search box: left alone, every key of its burst is a render
// of the screen and a frame drawn before the browser reads the next key, and on a slow counter PC
// the last keys of a code wait for all the renders of the first ones. So the characters of a burst
// after its first are held here and put into the box together when the burst ends: before the next
// key that is not one of them (Enter, an arrow, '*'...), after HOLD_MS without a key, on a click or
// when the focus leaves the box. The box ends with the same text as if each key had gone in, by one
// render. A person's keys come further apart and go straight in; when two come close together the
// second shows at most HOLD_MS later. Only characters of part numbers and barcodes are held: no
// screen gives them a meaning of their own in a search box (the counter's '+', '-' and '*' act only
// on an empty search or after digits, never after a key just typed).
import { AVG_GAP_MS } from "./wedge-burst";

/** The characters held: letters, digits and the separators codes are printed with. */
const HELD_KEY = /^[\p{L}\p{N} ._-]$/u;
/** A key this soon after the last one typed into the same box is a scanner's. */
export const HOLD_GAP_MS = AVG_GAP_MS;
/** How long a held character waits for the next key before it goes into the box. */
export const HOLD_MS = AVG_GAP_MS;

/** A search box, where a scan is a search (the keys of every other field are the field's). */
export function isSearchBox(target: EventTarget | null): target is HTMLInputElement {
  return (
    target instanceof HTMLInputElement &&
    (target.type === "search" || target.dataset.scanTarget === "true") &&
    !target.readOnly &&
    !target.disabled
  );
}

/** The characters of a burst after its first, for one box at a time. The DOM's part is below. */
export class HeldBurst<Box> {
  private last: { box: Box; time: number } | null = null;
  private held: { box: Box; text: string } | null = null;

  /**
   * A character typed into `box` at `time` (ms): "hold" when it follows the last one typed there
   * within HOLD_GAP_MS; "pass" lets it into the box, after what take() gives.
   */
  key(box: Box, char: string, time: number): "hold" | "pass" {
    const fast = this.last?.box === box && time - this.last.time <= HOLD_GAP_MS;
    this.last = { box, time };
    if (!fast) return "pass";
    this.held = { box, text: (this.held?.box === box ? this.held.text : "") + char };
    return "hold";
  }

  /** A key that typed nothing (Enter, an arrow, one the screen took): the next one starts over. */
  other(): void {
    this.last = null;
  }

  /** The characters held and their box, once. */
  take(): { box: Box; text: string } | null {
    const { held } = this;
    this.held = null;
    return held;
  }
}

const burst = new HeldBurst<HTMLInputElement>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** The keys whose key-down was held: their key-up goes nowhere either. */
const heldKeys = new Set<string>();

/** Puts the held characters into their box as typed text (its input event, its undo step). */
function release(): void {
  clearTimeout(timer);
  const held = burst.take();
  if (!held) return;
  const { box, text } = held;
  if (!box.isConnected) return;
  if (document.activeElement === box && document.execCommand("insertText", false, text)) return;
  box.setRangeText(text, box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length, "end");
  box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }));
}

const keyId = (event: KeyboardEvent) => event.code || event.key;

function onKeyDown(event: KeyboardEvent): void {
  // Shift comes and goes around a scanner's capital letters.
  if (event.key === "Shift") return;
  const box = event.target;
  // Only a device's keys: a script's (a test typing) go where the script puts them.
  const character =
    event.isTrusted &&
    isSearchBox(box) &&
    HELD_KEY.test(event.key) &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.isComposing &&
    !event.repeat;
  if (!character) {
    release();
    burst.other();
    return;
  }
  if (burst.key(box, event.key, event.timeStamp) === "pass") {
    release();
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  heldKeys.add(keyId(event));
  clearTimeout(timer);
  timer = setTimeout(release, HOLD_MS);
}

/** After the screen's own handlers: a key they took (the counter's '-') typed nothing. */
function afterKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented) burst.other();
}

function onKeyUp(event: KeyboardEvent): void {
  if (heldKeys.delete(keyId(event))) event.stopPropagation();
}

let users = 0;

/** Holds the bursts while any scanner listens; the answer stops (the last one to stop releases). */
export function holdScannerBursts(): () => void {
  users += 1;
  if (users === 1) {
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("keydown", afterKeyDown);
    window.addEventListener("keyup", onKeyUp, true);
    window.addEventListener("pointerdown", release, true);
    window.addEventListener("focusout", release, true);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users > 0) return;
    release();
    burst.other();
    heldKeys.clear();
    window.removeEventListener("keydown", onKeyDown, true);
    window.removeEventListener("keydown", afterKeyDown);
    window.removeEventListener("keyup", onKeyUp, true);
    window.removeEventListener("pointerdown", release, true);
    window.removeEventListener("focusout", release, true);
  };
}
