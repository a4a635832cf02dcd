// At most 10 sign-in attempts a minute per username (the BFF also keys by address; the mocks have
// none). A fixed window from the first attempt, like @fastify/rate-limit.
import { onMockDbReset } from "../db";

const LIMIT = 10;
const WINDOW_MS = 60_000;

const windows = new Map<string, { start: number; count: number }>();

onMockDbReset(() => windows.clear());

/** Counts an attempt; false when this one is over the limit. */
export function countLoginAttempt(login: string): boolean {
  const now = Date.now();
  const current = windows.get(login);
  if (!current || now - current.start >= WINDOW_MS) {
    windows.set(login, { start: now, count: 1 });
    return true;
  }
  current.count += 1;
  return current.count <= LIMIT;
}
