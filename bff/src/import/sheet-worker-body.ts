// The worker thread's work: read one spreadsheet with every bound (server/product-import/read-sheet.ts)
// and post back its data, or the Spanish reason it was refused. A thread of its own, so inflating
// and parsing a hostile file never holds up the requests the server is answering meanwhile.
import { parentPort, workerData } from "node:worker_threads";
import { readSheetData } from "../../../server/product-import/read-sheet";
import { SheetRefusal } from "../../../server/product-import/sheet-refusal";

export type SheetWorkerAnswer =
  | { kind: "read"; data: Awaited<ReturnType<typeof readSheetData>> }
  | { kind: "refused"; message: string }
  | { kind: "unreadable" };

const { bytes, deadline } = workerData as { bytes: Uint8Array; deadline: number };

async function answer(): Promise<SheetWorkerAnswer> {
  try {
    return { kind: "read", data: await readSheetData(bytes, deadline) };
  } catch (error) {
    return error instanceof SheetRefusal
      ? { kind: "refused", message: error.message }
      : { kind: "unreadable" };
  }
}

parentPort?.postMessage(await answer());
