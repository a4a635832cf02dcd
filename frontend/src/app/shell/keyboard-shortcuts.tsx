// The shell's keyboard shortcuts (lib/shortcuts/shortcut-list.ts): '?' shows the overlay, and a
// shortcut that presses a control finds it on screen by its aria-keyshortcuts, or opens its home
// screen and presses it there once it has rendered. '/' stays with the search box that owns it.
import { lazy, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { MountWhen } from "@/components/mount-when";
import { HELP_KEYS, SHORTCUTS, matchesShortcut } from "@/lib/shortcuts/shortcut-list";
import { isTypingTarget } from "./global-search-box";

const ShortcutsDialog = lazy(() =>
  import("./shortcuts-dialog").then((m) => ({ default: m.ShortcutsDialog })),
);

/** How long a screen opened by a shortcut gets to render the control it should press. */
const PRESS_WAIT_MS = 10_000;

function controlFor(keys: string): HTMLElement | null {
  const found = document.querySelectorAll<HTMLElement>(`[aria-keyshortcuts="${keys}"]`);
  return (
    [...found].find((element) => element.getClientRects().length > 0 && !element.matches(":disabled")) ?? null
  );
}

/** Presses the control once it appears (or gives up after a while); returns the cancel. */
function pressWhenShown(keys: string): () => void {
  const started = Date.now();
  let timer = 0;
  const tryPress = () => {
    const control = controlFor(keys);
    if (control) control.click();
    else if (Date.now() - started < PRESS_WAIT_MS) timer = window.setTimeout(tryPress, 100);
  };
  tryPress();
  return () => window.clearTimeout(timer);
}

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  // useNavigate's function changes with the location: read through a ref, so a navigation does not
  // re-run the listener's effect (whose cleanup would cancel the press waiting for that screen).
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    let cancelPress = () => {};
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (matchesShortcut(event, HELP_KEYS)) {
        if (isTypingTarget(event.target)) return;
        event.preventDefault();
        setHelpOpen((open) => !open);
        return;
      }
      const shortcut = SHORTCUTS.find((item) => item.press && matchesShortcut(event, item.keys));
      if (!shortcut?.press) return;
      event.preventDefault();
      cancelPress();
      const control = controlFor(shortcut.keys);
      if (control) {
        control.click();
        return;
      }
      void navigateRef.current(shortcut.press.home);
      cancelPress = pressWhenShown(shortcut.keys);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      cancelPress();
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <MountWhen when={helpOpen}>
      <ShortcutsDialog isOpen={helpOpen} onClose={() => setHelpOpen(false)} />
    </MountWhen>
  );
}
