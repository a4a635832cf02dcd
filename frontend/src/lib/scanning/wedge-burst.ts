// Tells a keyboard-wedge scanner from a person: a scanner "types" a whole code in a burst, a few
// milliseconds a key, then Enter. A person's keys come 150 ms or more apart on average (50 ms a key
// over six keys would be 240 words a minute), so at least MIN_LENGTH keys averaging at most
// AVG_GAP_MS, with Enter right after, are a scan (part numbers and barcodes are longer than that). A single slow gap (a busy computer, a Bluetooth hiccup) up to
// MAX_GAP_MS is tolerated; a longer pause starts over. Keys a person typed just before a burst (each
// followed by more than PERSON_GAP_MS) are left out of the code.

export const AVG_GAP_MS = 50;
export const MAX_GAP_MS = 150;
export const MIN_LENGTH = 6;
/** A gap this long after the first keys marks them as a person's, typed before the scan. */
export const PERSON_GAP_MS = 100;

export class WedgeBurst {
  private chars: string[] = [];
  private times: number[] = [];

  private get last(): number {
    return this.times[this.times.length - 1] ?? -Infinity;
  }

  /** A printable key at `time` (ms). */
  key(char: string, time: number): void {
    if (time - this.last > MAX_GAP_MS) this.reset();
    this.chars.push(char);
    this.times.push(time);
  }

  /** Enter at `time`: the scanned code, or null when the keys before it were typed by a person. */
  enter(time: number): string | null {
    const { chars, times } = this;
    const last = this.last;
    this.reset();
    if (time - last > MAX_GAP_MS) return null;
    // Keys a person typed just before the burst are each followed by a person's pause.
    let start = 0;
    while (start < chars.length - 1 && times[start + 1]! - times[start]! > PERSON_GAP_MS) start += 1;
    const count = chars.length - start;
    if (count < MIN_LENGTH || (last - times[start]!) / (count - 1) > AVG_GAP_MS) return null;
    const code = chars.slice(start).join("").trim();
    return code === "" ? null : code;
  }

  reset(): void {
    this.chars = [];
    this.times = [];
  }
}
