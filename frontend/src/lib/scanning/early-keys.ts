// Keys pressed before the app listens. A screen's HTML frame is on show a second or two before the
// app's scripts have run (longer on a slow phone), and a keyboard-wedge scanner used at that moment
// typed its code into nothing. EARLY_KEYS_SCRIPT is a classic script the build puts inline at the
// top of index.html's <head> (build/vite-early-keys.ts; the BFF's Content-Security-Policy allows it
// by its hash, bff/src/plugins/inline-scripts.ts). It keeps the printable keys and Enter pressed
// outside a text field, with their times, until the first scanner listener starts (stopEarlyKeys,
// from use-wedge-scanner.ts); that listener then reads them (takeEarlyKeys) as if it had heard
// them, so a scan made while the page loaded opens its product once the app is up.
// A person's keys in that moment are kept too and come to nothing, as they would have: the burst's
// timing tells them apart (wedge-burst.ts). Keys typed into a field (the sign-in form) are never kept.

/** The global the script fills and takeEarlyKeys empties; null once taken. */
export const EARLY_KEYS_GLOBAL = "__earlyKeys";
/** The newest keys kept: a scanned code is far shorter, and a page left open keeps no more. */
export const EARLY_KEYS_LIMIT = 128;

/** A key (one character, or "Enter") and its event's timeStamp. */
export type EarlyKey = readonly [key: string, time: number];

const json = JSON.stringify;

export const EARLY_KEYS_SCRIPT =
  `(function(){var k=window[${json(EARLY_KEYS_GLOBAL)}]=[];` +
  `addEventListener("keydown",function(e){` +
  `if(window[${json(EARLY_KEYS_GLOBAL)}]!==k||e.ctrlKey||e.metaKey||e.altKey)return;` +
  `var t=e.target;` +
  `if(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return;` +
  `if(e.key.length!==1&&e.key!=="Enter")return;` +
  `k.push([e.key,e.timeStamp]);if(k.length>${EARLY_KEYS_LIMIT})k.shift()},true)})()`;

function isEarlyKey(value: unknown): value is EarlyKey {
  return (
    Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "number"
  );
}

let stopped: EarlyKey[] = [];

/** The script keeps no more keys: from now on a listener hears them. Those kept wait for takeEarlyKeys. */
export function stopEarlyKeys(): void {
  if (typeof window === "undefined") return;
  const holder = window as unknown as Record<string, unknown>;
  const kept = holder[EARLY_KEYS_GLOBAL];
  if (kept === null || kept === undefined) return;
  holder[EARLY_KEYS_GLOBAL] = null;
  if (Array.isArray(kept)) stopped = kept.filter(isEarlyKey);
}

/** The keys kept before the app listened, oldest first; empty after the first call. */
export function takeEarlyKeys(): EarlyKey[] {
  stopEarlyKeys();
  const kept = stopped;
  stopped = [];
  return kept;
}
