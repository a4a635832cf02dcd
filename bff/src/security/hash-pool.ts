// Password hashing may not starve the database: scrypt (hundreds of milliseconds and 128 MiB each)
// and the sqlite3 driver share libuv's thread pool, so at most HASH_CONCURRENCY hashes run at once
// and the pool is sized for both (thread-pool.ts). Callers beyond that wait in line; when the line
// is already long a sign-in is refused at once rather than queued for seconds.
import { availableParallelism } from "node:os";
import { BusyError } from "../../../server/errors";

/** libuv's pool as this process started it (4 unless UV_THREADPOOL_SIZE was set before start). */
const STARTING_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/** Hashes at once: at most 2, one core left for the rest, and three pool threads left for the database. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1, STARTING_POOL_SIZE - 3));

/** Waiting callers past which `run(..., { refuseWhenBusy: true })` gives up. */
const MAX_WAITING = 8;

/** A BusyError: the sign-in operation answers it with 429. */
export class HashQueueFullError extends BusyError {
  constructor() {
    super("password hashing queue is full");
    this.name = "HashQueueFullError";
  }
}

let running = 0;
const waiting: Array<() => void> = [];

export async function runHash<T>(
  task: () => Promise<T>,
  options: { refuseWhenBusy?: boolean } = {},
): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (options.refuseWhenBusy && waiting.length >= MAX_WAITING) throw new HashQueueFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next caller; `running` only drops when nobody waits.
    if (next) next();
    else running -= 1;
  }
}

/** Hashes running or waiting now (for tests and measurements). */
export function hashLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
