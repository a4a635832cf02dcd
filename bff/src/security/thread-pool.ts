// libuv's thread pool serves scrypt, the sqlite3 driver and file I/O alike; its default of 4
// threads is shared by every hash and every query. libuv reads UV_THREADPOOL_SIZE once, when the
// pool first starts: this module sets it for a server started by plain node (imported first by
// app.ts). Under tsx the loader has started the pool before any module runs (the setting here
// comes too late), so start the server with UV_THREADPOOL_SIZE in its environment to get more
// threads; HASH_CONCURRENCY (hash-pool.ts) is sized from the pool the process really started with.
import { HASH_CONCURRENCY } from "./hash-pool";

/** Threads left for the database and files however many hashes run. */
const THREADS_BESIDE_HASHING = 6;

const THREAD_POOL_SIZE = HASH_CONCURRENCY + THREADS_BESIDE_HASHING;

process.env.UV_THREADPOOL_SIZE ??= String(THREAD_POOL_SIZE);
