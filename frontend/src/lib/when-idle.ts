// Runs work the user is not waiting for in the browser's next idle moment (at the latest after
// `timeoutMs`), so it never holds back a paint or an answer to input. Returns the cancel.
export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
  if (typeof globalThis.requestIdleCallback === "function") {
    const handle = globalThis.requestIdleCallback(run, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(run, 50);
  return () => globalThis.clearTimeout(handle);
}
