// The worker thread's work: read each spreadsheet it is sent with every bound
// (server/product-import/read-sheet.ts) and post back its data, or the Spanish reason it was
// refused. A thread of its own, so inflating and parsing a hostile file never holds up the requests
// the server is answering meanwhile.
import { parentPort } from "node:worker_threads";
import { readSheetData, type SheetData } from "../../../server/product-import/read-sheet";
import { SheetRefusal } from "../../../server/product-import/sheet-refusal";

export interface SheetWorkerRequest {
  bytes: Uint8Array;
  /** Epoch milliseconds past which reading stops. */
  deadline: number;
}

export type SheetWorkerAnswer =
  { kind: "read"; data: SheetData } | { kind: "refused"; message: string } | { kind: "unreadable" };

async function answer({ bytes, deadline }: SheetWorkerRequest): Promise<SheetWorkerAnswer> {
  try {
    return { kind: "read", data: await readSheetData(bytes, deadline) };
  } catch (error) {
    return error instanceof SheetRefusal
      ? { kind: "refused", message: error.message }
      : { kind: "unreadable" };
  }
}

parentPort?.on("message", (request: SheetWorkerRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
