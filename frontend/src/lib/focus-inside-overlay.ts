// Blueprint moves focus into an opening overlay on the next animation frame, and closes it on Esc
// only when focus is inside: an Esc pressed before that frame (a quick user, a busy machine) was
// lost. Passed as a dialog's or drawer's `onOpening`, this puts focus on the overlay's own
// start-of-dialog marker as it enters, in the same commit; Blueprint then finds it inside.
import { Classes } from "@blueprintjs/core";

export function focusInsideOverlay(node: HTMLElement): void {
  const overlay = node.closest<HTMLElement>(`.${Classes.OVERLAY}`);
  if (!overlay || overlay.contains(document.activeElement)) return;
  overlay.querySelector<HTMLElement>(`.${Classes.OVERLAY_START_FOCUS_TRAP}`)?.focus({ preventScroll: true });
}
