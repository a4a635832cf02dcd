// Focus goes back to whatever opened a dialog when it closes, by Esc, a button or the backdrop.
// Blueprint remembers the element focused when the overlay opened, but that is often an item of a
// menu that has since closed, or nothing at all when the dialog mounted later (a lazy chunk), and
// focus falls to the page body. Here the opener is the last element focused outside any overlay.
import { useCallback, useEffect, useRef } from "react";

const OVERLAY = ".bp6-portal, .bp6-overlay";

let lastOutsideOverlay: HTMLElement | null = null;
let tracking = false;

function track(): void {
  if (tracking || typeof document === "undefined") return;
  tracking = true;
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(OVERLAY)) lastOutsideOverlay = target;
    },
    true,
  );
}

function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !active.closest(OVERLAY)) return active;
  return lastOutsideOverlay;
}

/** Whether focus was lost (body, nothing, or a node that left the page) rather than moved on. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

function restore(target: HTMLElement | null): void {
  if (target?.isConnected && focusLost()) target.focus();
}

/**
 * Call on every render with the dialog's `isOpen`; pass the returned callback as the overlay's
 * `onClosed` (it calls the dialog's own `onClosed` too). A dialog unmounted while open (many are
 * rendered only while wanted) gives focus back as well.
 */
export function useReturnFocus(isOpen: boolean | undefined, onClosed?: (node: HTMLElement) => void) {
  track();
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (isOpen && !wasOpen.current) opener.current = typeof document === "undefined" ? null : openerNow();
  wasOpen.current = Boolean(isOpen);
  useEffect(
    () => () => {
      // The dialog's nodes leave the page after this cleanup: look once they are gone.
      if (wasOpen.current) {
        const target = opener.current;
        setTimeout(() => restore(target), 0);
      }
    },
    [],
  );
  return useCallback(
    (node: HTMLElement) => {
      onClosed?.(node);
      // After Blueprint's own attempt: only a focus that was lost is put back, now and once the
      // overlay's nodes have left the page.
      const target = opener.current;
      restore(target);
      setTimeout(() => restore(target), 0);
    },
    [onClosed],
  );
}
