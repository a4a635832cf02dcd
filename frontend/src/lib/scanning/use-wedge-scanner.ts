// Keyboard-wedge scanners (USB or Bluetooth scanners that type the code and Enter), anywhere in the
// app: a burst of keys faster than a person types, ending in Enter, outside a text field or in a
// search box, is handed to onScan (open the product, add it to the sale...). Keys typed into other
// fields are left alone: a code typed into a form is the form's.
import { useEffect, useRef } from "react";
import { WedgeBurst } from "./wedge-burst";

export interface WedgeScannerOptions {
  onScan: (code: string) => void;
  /** False pauses listening (a dialog that takes its own input). Default true. */
  enabled?: boolean;
  /**
   * True for a screen that handles scans itself (the open sale adds the part to the cart): while it
   * is mounted, listeners without takeOver (the app's "open the product") stand aside.
   */
  takeOver?: boolean;
}

let takenOver = 0;

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
    if (takeOver) takenOver += 1;
    const burst = new WedgeBurst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || ownsKeys(event.target)) {
        burst.reset();
        return;
      }
      if (event.key === "Enter") {
        const code = burst.enter(event.timeStamp);
        if (code === null || (!takeOver && takenOver > 0)) return;
        event.preventDefault();
        event.stopPropagation();
        onScanRef.current(code);
      } else if (event.key.length === 1) {
        burst.key(event.key, event.timeStamp);
      }
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      window.removeEventListener("keydown", onKeyDown, true);
      if (takeOver) takenOver -= 1;
    };
  }, [enabled, takeOver]);
}
