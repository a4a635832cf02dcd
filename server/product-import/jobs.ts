// The products imports in progress, held by the server process that received the upload: the sheet
// (its rows as the upload's bounded read parsed them, so the preview and the import parse nothing),
// its state and its progress. An import left alone is forgotten after JOB_TTL_MS; each user holds at
// most MAX_JOBS_PER_USER (the oldest finished one goes first).
import type { Store } from "../store/store";
import type { RowProblem } from "./check-row";
import type { Sheet } from "./read-sheet";

export type ImportState = "ready" | "running" | "done" | "failed" | "cancelled";

export interface RefusedRow {
  line: number;
  cells: string[];
  problems: RowProblem[];
}

export interface ImportJob {
  id: string;
  ownerId: number;
  fileName: string;
  sheet: Sheet;
  rowsTotal: number;
  state: ImportState;
  rowsDone: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: RefusedRow[];
  message: string | null;
  cancelRequested: boolean;
  store: Store;
  touchedAt: number;
}

export const JOB_TTL_MS = 60 * 60 * 1000;
const MAX_JOBS_PER_USER = 3;

const jobs = new Map<string, ImportJob>();

function sweep(now: number): void {
  for (const [id, job] of jobs)
    if (job.state !== "running" && now - job.touchedAt > JOB_TTL_MS) jobs.delete(id);
}

export function addJob(job: Omit<ImportJob, "id" | "touchedAt">): ImportJob {
  const now = Date.now();
  sweep(now);
  const mine = [...jobs.values()].filter((j) => j.ownerId === job.ownerId && j.state !== "running");
  for (const old of mine
    .sort((a, b) => a.touchedAt - b.touchedAt)
    .slice(0, Math.max(0, mine.length - MAX_JOBS_PER_USER + 1)))
    jobs.delete(old.id);
  const added: ImportJob = { ...job, id: crypto.randomUUID(), touchedAt: now };
  jobs.set(added.id, added);
  return added;
}

/** The user's import on this store, or undefined. */
export function findJob(id: string, ownerId: number, store: Store): ImportJob | undefined {
  const job = jobs.get(id);
  if (!job || job.ownerId !== ownerId || job.store !== store) return undefined;
  job.touchedAt = Date.now();
  return job;
}
