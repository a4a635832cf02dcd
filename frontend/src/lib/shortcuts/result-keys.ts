// Arrow keys through result lists: every result a user can open carries `data-result` (a link or a
// button, so Enter opens it natively). ↓ and ↑ move focus between the results of the list the
// event happened in, and ↓ in a search field goes to the first result on screen.
import type { KeyboardEvent as ReactKeyboardEvent } from "react";

/** Spread on each openable result: `<Link {...RESULT_ITEM} …>`. */
export const RESULT_ITEM = { "data-result": "" } as const;

const RESULT_SELECTOR = "[data-result]";

function visibleResults(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(RESULT_SELECTOR)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** From a search field: ↓ focuses the first result on screen. True when it moved focus. */
export function focusFirstResult(event: ReactKeyboardEvent): boolean {
  if (event.key !== "ArrowDown" || event.altKey || event.ctrlKey || event.metaKey) return false;
  const first = visibleResults(document)[0];
  if (!first) return false;
  event.preventDefault();
  first.focus();
  return true;
}

/** onKeyDown of a list of results (or of the screen holding the list and its search field). */
export function moveBetweenResults(event: ReactKeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const target = event.target as HTMLElement;
  const results = visibleResults(event.currentTarget);
  const index = results.indexOf(target);
  if (index === -1) {
    if (target.matches("input[type=search], input[type=text]")) focusFirstResult(event);
    return;
  }
  const next = results[event.key === "ArrowDown" ? index + 1 : index - 1];
  event.preventDefault();
  next?.focus();
}
