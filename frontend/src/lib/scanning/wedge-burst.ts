// Tells a keyboard-wedge scanner from a person: a scanner "types" a whole code in a burst, each key
// a few milliseconds after the last, then Enter. A person's keys come 100 ms or more apart (even a
// fast typist's rarely under 60 ms), so a run of at least MIN_LENGTH keys with no gap above
// MAX_GAP_MS, ended by Enter within MAX_GAP_MS too, is a scan.

export const MAX_GAP_MS = 45;
export const MIN_LENGTH = 4;

export class WedgeBurst {
  private chars: string[] = [];
  private last = -Infinity;

  /** A printable key at `time` (ms); a gap longer than a scanner's starts a new burst. */
  key(char: string, time: number): void {
    if (time - this.last > MAX_GAP_MS) this.chars = [];
    this.chars.push(char);
    this.last = time;
  }

  /** Enter at `time`: the scanned code, or null when the keys before it were typed by a person. */
  enter(time: number): string | null {
    const code = this.chars.join("");
    const burst = time - this.last <= MAX_GAP_MS && this.chars.length >= MIN_LENGTH;
    this.reset();
    return burst && code.trim() !== "" ? code.trim() : null;
  }

  /** True while keys are arriving at a scanner's pace (a burst may be under way). */
  inBurst(time: number): boolean {
    return this.chars.length > 0 && time - this.last <= MAX_GAP_MS;
  }

  reset(): void {
    this.chars = [];
    this.last = -Infinity;
  }
}
