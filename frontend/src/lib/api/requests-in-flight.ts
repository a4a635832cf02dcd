// How many API requests are on their way, and a promise for the moment there are none: what a
// screen waits for before it loads what the user has not asked for yet (the header's menus), so
// that on a slow phone those bytes do not compete with the screen's first answers.
import { whenIdle } from "../when-idle";

let inFlight = 0;
let waiting: Array<() => void> = [];

function settleIfQuiet(): void {
  if (inFlight > 0) return;
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve();
}

/** `fetch`, counted: the API client's transport. */
export function countedFetch(request: Request): Promise<Response> {
  inFlight += 1;
  return globalThis.fetch(request).finally(() => {
    inFlight -= 1;
    settleIfQuiet();
  });
}

/** Resolves once no API request is on its way (at once when none is). */
export function whenRequestsSettle(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    settleIfQuiet();
  });
}

export function requestsInFlight(): number {
  return inFlight;
}

/**
 * Runs `run` once the screen on show has had its first answers: after the effects that start its
 * requests have run, once no API request is on its way, when the browser is next idle. Returns the
 * cancel.
 */
export function afterFirstAnswers(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const tick = globalThis.setTimeout(() => {
    void whenRequestsSettle().then(() => {
      if (!cancelled) cancelIdle = whenIdle(run);
    });
  }, 0);
  return () => {
    cancelled = true;
    globalThis.clearTimeout(tick);
    cancelIdle();
  };
}
