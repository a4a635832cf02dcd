// Charts are drawn one at a time, each in an idle moment of its own: drawn together, a screen's
// charts made one long task (about 25 ms on a fast machine, four times that on a mid-range phone)
// that held back any tap made meanwhile.
import { whenIdle } from "../when-idle";

/** Longest a chart may hold its turn (a chart that failed to load never says it is drawn). */
const TURN_LIMIT_MS = 3000;

const waiting: (() => void)[] = [];
/** The release of the chart whose turn it is. */
let current: (() => void) | null = null;

/**
 * Queues `draw` for the next free turn and returns the turn's controls: `finished()` once the chart
 * is on screen, `cancel()` when it no longer needs drawing (either frees the turn it holds).
 */
export function requestChartTurn(draw: () => void): { finished: () => void; cancel: () => void } {
  let state: "waiting" | "drawing" | "done" = "waiting";
  let cancelLimit = () => {};
  const release = () => {
    if (state === "drawing" && current === release) {
      current = null;
      cancelLimit();
      nextTurn();
    }
    state = "done";
  };
  const start = () => {
    state = "drawing";
    current = release;
    const timer = setTimeout(release, TURN_LIMIT_MS);
    cancelLimit = () => clearTimeout(timer);
    draw();
  };
  waiting.push(start);
  nextTurn();
  return {
    finished: release,
    cancel: () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
      release();
    },
  };
}

let scheduled = false;
function nextTurn(): void {
  if (current || scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    waiting.shift()?.();
  });
}
