// Keyboard-wedge scanners (USB or Bluetooth scanners that type the code and Enter), anywhere in the
// app: a burst of keys faster than a person types, ending in Enter, outside a text field or in a
// search box, is handed to onScan (open the product, add it to the sale...). Keys typed into other
// fields are left alone: a code typed into a form is the form's. A scan made while the page was
// still loading, before any listener, is read when the first one starts (early-keys.ts).
import { useEffect, useRef } from "react";
import { holdScannerBursts } from "./burst-hold";
import { stopEarlyKeys, takeEarlyKeys } from "./early-keys";
import { WedgeBurst } from "./wedge-burst";

export interface WedgeScannerOptions {
  onScan: (code: string) => void;
  /** False pauses listening (a dialog that takes its own input). Default true. */
  enabled?: boolean;
  /**
   * True for a screen that handles scans itself (the open sale adds the part to the cart): while it
   * is mounted, listeners without takeOver (the app's "open the product") stand aside, and so does
   * an earlier one with takeOver (the counter's side panel, under a sale dialog opened over it).
   */
  takeOver?: boolean;
}

/** The listeners with takeOver, oldest first: the newest hears the scans. */
const takers: symbol[] = [];

/** Text fields where keys are the field's, except search boxes (a scan there is a search). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.type === "search" || target.dataset.scanTarget === "true") return false;
  return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type);
}

export function useWedgeScanner({ onScan, enabled = true, takeOver = false }: WedgeScannerOptions): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    const token = Symbol("wedge-scanner");
    if (takeOver) takers.push(token);
    // Before this listener's own: a burst's keys are held from the box, not from the scan.
    const stopHolding = holdScannerBursts();
    // From now on this listener hears the keys; those pressed before the app ran are read first.
    stopEarlyKeys();
    const burst = new WedgeBurst();
    const stepAside = () => (takeOver ? takers.at(-1) !== token : takers.length > 0);
    /** A key at `time`; true when it ended a scan handed to onScan. */
    const hear = (key: string, time: number): boolean => {
      if (key === "Enter") {
        const code = burst.enter(time);
        if (code === null || stepAside()) return false;
        onScanRef.current(code);
        return true;
      }
      if (key.length === 1) burst.key(key, time);
      return false;
    };
    // After every listener of this render has started, so a screen that takes scans over gets them.
    const readEarlyKeys = () => {
      if (stepAside()) return;
      for (const [key, time] of takeEarlyKeys()) hear(key, time);
    };
    // The Enter that ended a scan is the scan's, up to its key-up too: Blueprint's buttons click on
    // the key-up of Enter, so a scan made while a button had the focus clicked it (a receipt's
    // 'Contar desde cero' reset the count after every box).
    let scanEnterDown = false;
    const onKeyDown = (event: KeyboardEvent) => {
      readEarlyKeys();
      if (event.ctrlKey || event.metaKey || event.altKey || ownsKeys(event.target)) {
        burst.reset();
        return;
      }
      if (hear(event.key, event.timeStamp)) {
        scanEnterDown = true;
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !scanEnterDown) return;
      scanEnterDown = false;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("keyup", onKeyUp, true);
    const early = setTimeout(readEarlyKeys, 0);
    return () => {
      clearTimeout(early);
      window.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("keyup", onKeyUp, true);
      stopHolding();
      if (takeOver) takers.splice(takers.indexOf(token), 1);
    };
  }, [enabled, takeOver]);
}
