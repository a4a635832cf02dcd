// The BFF's SheetPort: each spreadsheet is read in a worker thread (sheet-worker.mjs) with a heap
// ceiling of its own and a clock, one file per thread at a time and at most two threads, so a
// hostile file costs its own thread's time and memory and the event loop keeps answering. A thread
// that fails, runs out of memory or of time is ended (its memory goes back with it); one that
// answered waits a while for the next file, since starting a thread costs about a second.
import { Worker } from "node:worker_threads";
import { MESSAGES } from "../../../rules/messages";
import { SHEET_LIMIT_MESSAGES, SHEET_TIME_LIMIT_SECONDS } from "../../../rules/spreadsheet-limits";
import type { SheetData } from "../../../server/product-import/read-sheet";
import { SheetRefusal } from "../../../server/product-import/sheet-refusal";
import type { SheetPort } from "../../../server/operations/types";
import type { SheetWorkerAnswer, SheetWorkerRequest } from "./sheet-worker-body";

const WORKER_FILE = new URL("./sheet-worker.mjs", import.meta.url);
const MAX_THREADS = 2;
const WORKER_HEAP_MB = 512;
const IDLE_MS = 60_000;

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}

export function workerSheets(timeLimitMs = SHEET_TIME_LIMIT_SECONDS * 1000): SheetPort {
  let busy = 0;
  const idle: Idle[] = [];
  const waiting: Array<() => void> = [];

  function take(): Worker {
    const kept = idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      return kept.worker;
    }
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.unref();
    return worker;
  }

  function giveBack(worker: Worker, healthy: boolean): void {
    busy -= 1;
    if (healthy) {
      const entry: Idle = {
        worker,
        timer: setTimeout(() => {
          idle.splice(idle.indexOf(entry), 1);
          void worker.terminate();
        }, IDLE_MS).unref(),
      };
      idle.push(entry);
    } else void worker.terminate();
    waiting.shift()?.();
  }

  function readIn(worker: Worker, bytes: Uint8Array): Promise<SheetData> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (healthy: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        giveBack(worker, healthy);
        outcome();
      };
      const refuse = (healthy: boolean, message: string) =>
        settle(healthy, () => reject(new SheetRefusal(message)));
      // The thread also watches the clock between rows; this covers a step that never returns.
      const timer = setTimeout(() => refuse(false, SHEET_LIMIT_MESSAGES.tooSlow), timeLimitMs + 1000);
      const onMessage = (answer: SheetWorkerAnswer) => {
        if (answer.kind === "read") settle(true, () => resolve(answer.data));
        else refuse(true, answer.kind === "refused" ? answer.message : MESSAGES.importFileUnreadable);
      };
      const onError = (error: Error & { code?: string }) =>
        refuse(
          false,
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? SHEET_LIMIT_MESSAGES.tooMuchMemory
            : MESSAGES.importFileUnreadable,
        );
      const onExit = () => refuse(false, MESSAGES.importFileUnreadable);
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
      const request: SheetWorkerRequest = { bytes, deadline: Date.now() + timeLimitMs };
      worker.postMessage(request);
    });
  }

  return {
    async read(bytes) {
      while (busy >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
      busy += 1;
      return readIn(take(), bytes);
    },
  };
}
