// Events counted per key within a fixed window that starts at the key's first event (failed
// sign-ins per address, oversized bodies per address). Memory is bounded: past MAX_KEYS, expired
// windows are dropped, then the oldest, so an attacker's endless new keys cannot grow it.

/** Keys kept before expired windows are dropped. */
const MAX_KEYS = 50_000;

interface Window {
  start: number;
  count: number;
}

export class WindowedCounts {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's events in its current window (0 once the window has passed). */
  count(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (this.now() - window.start >= this.windowMs) {
      this.windows.delete(key);
      return 0;
    }
    return window.count;
  }

  /** Counts one event; returns the key's count with it. */
  add(key: string): number {
    const current = this.count(key);
    if (current === 0) {
      if (this.windows.size >= MAX_KEYS) this.prune();
      this.windows.set(key, { start: this.now(), count: 1 });
      return 1;
    }
    this.windows.get(key)!.count = current + 1;
    return current + 1;
  }

  /** Takes back one event of the key's current window. */
  takeBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  delete(key: string): void {
    this.windows.delete(key);
  }

  clear(): void {
    this.windows.clear();
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Still full: the oldest windows go first (a Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
