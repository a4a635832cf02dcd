// libuv's thread pool serves scrypt, the sqlite3 driver and file I/O alike; its default of 4
// threads lets two hashes and a burst of uploads block every query. Sized before the pool starts
// (it is read once, at the first task): imported first by the server's entry points.
import { HASH_CONCURRENCY } from "./hash-pool";

/** Threads left for the database and files however many hashes run. */
const THREADS_BESIDE_HASHING = 6;

export const THREAD_POOL_SIZE = HASH_CONCURRENCY + THREADS_BESIDE_HASHING;

process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE);
