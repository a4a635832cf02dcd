// Entry of the spreadsheet-reading worker thread. Plain JavaScript so the thread starts alike under
// tsx (npm start), vitest and plain Node: it loads tsx's hooks, then the TypeScript body.
import { register } from "tsx/esm/api";

register();
await import("./sheet-worker-body.ts");
