// The BFF's SheetPort: each spreadsheet is read in a worker thread (sheet-worker.mjs) with a memory
// ceiling of its own and a clock, at most two at a time, so a hostile file costs its own thread's
// time and memory and the event loop keeps answering. The thread ends after each file: the memory an
// xlsx took goes back with it.
import { Worker } from "node:worker_threads";
import { MESSAGES } from "../../../rules/messages";
import { SHEET_LIMIT_MESSAGES, SHEET_TIME_LIMIT_SECONDS } from "../../../rules/spreadsheet-limits";
import type { SheetData } from "../../../server/product-import/read-sheet";
import { SheetRefusal } from "../../../server/product-import/sheet-refusal";
import type { SheetPort } from "../../../server/operations/types";
import type { SheetWorkerAnswer } from "./sheet-worker-body";

const WORKER_FILE = new URL("./sheet-worker.mjs", import.meta.url);
const MAX_READING = 2;
const WORKER_HEAP_MB = 512;

let reading = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (reading >= MAX_READING) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  return () => {
    reading -= 1;
    waiting.shift()?.();
  };
}

function readInWorker(bytes: Uint8Array, timeLimitMs: number): Promise<SheetData> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes, deadline: Date.now() + timeLimitMs },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    // The thread also watches the clock between rows; this covers a parse stuck inside one step.
    const timer = setTimeout(
      () => settle(() => reject(new SheetRefusal(SHEET_LIMIT_MESSAGES.tooSlow))),
      timeLimitMs + 1000,
    );
    worker.on("message", (answer: SheetWorkerAnswer) =>
      settle(() => {
        if (answer.kind === "read") resolve(answer.data);
        else
          reject(
            new SheetRefusal(answer.kind === "refused" ? answer.message : MESSAGES.importFileUnreadable),
          );
      }),
    );
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new SheetRefusal(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? SHEET_LIMIT_MESSAGES.tooMuchMemory
              : MESSAGES.importFileUnreadable,
          ),
        ),
      ),
    );
    worker.on("exit", () => settle(() => reject(new SheetRefusal(MESSAGES.importFileUnreadable))));
  });
}

export function workerSheets(timeLimitMs = SHEET_TIME_LIMIT_SECONDS * 1000): SheetPort {
  return {
    async read(bytes) {
      const release = await slot();
      try {
        return await readInWorker(bytes, timeLimitMs);
      } finally {
        release();
      }
    },
  };
}
