// Group commit for SQLite's one writer. Every commit waits for the disk (synchronous = FULL), so
// when many counters sell at once the writer would spend most of its time flushing one sale at a
// time. Writes sent here while a group is being written wait for it and then go together: one
// transaction, each write in its own savepoint, one commit and one flush for all of them. No write
// is answered before its group's commit returns, so nothing acknowledged can be lost.
//
// A write that refuses itself (a shortage, a status changed meanwhile) throws a WriteRefusal: only
// its savepoint is undone and the others commit. Any other error undoes the whole group: the failing
// write gets its error and the others are written again in the next group, so no write pays for
// another's fault. A write that finds the writer idle runs alone, in a plain transaction, as before.
// PostgreSQL writes in parallel and needs none of this: there each write is its own transaction.
import type { Knex } from "knex";
import { isPostgres } from "./dialect";

/** Thrown by a grouped write to undo itself alone (its savepoint), leaving its group to commit. */
export class WriteRefusal extends Error {}

type Work<T> = (trx: Knex.Transaction) => Promise<T>;

interface Queued {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Enough to amortise the flush; a bound so that one group never holds the writer for long. */
const MAX_GROUP = 64;

class WriteGroups {
  private readonly queue: Queued[] = [];
  private draining = false;

  constructor(private readonly db: Knex) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP);
        if (group.length === 1) await this.alone(group[0]!);
        else await this.together(group);
      }
    } finally {
      this.draining = false;
    }
  }

  private async alone(item: Queued): Promise<void> {
    await this.db.transaction((trx) => item.work(trx)).then(item.resolve, item.reject);
  }

  private async together(group: Queued[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let culprit: { index: number; error: unknown } | null = null;
    try {
      await this.db.transaction(async (trx) => {
        for (const [index, item] of group.entries()) {
          try {
            outcomes.push({ ok: true, value: await trx.transaction((savepoint) => item.work(savepoint)) });
          } catch (error) {
            if (!(error instanceof WriteRefusal)) {
              culprit = { index, error };
              throw error;
            }
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // Nothing of the group was committed.
      const failed = culprit as { index: number; error: unknown } | null;
      if (!failed) {
        for (const item of group) item.reject(error);
        return;
      }
      group[failed.index]!.reject(failed.error);
      this.queue.unshift(...group.filter((_item, index) => index !== failed.index));
      return;
    }
    group.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}

const groups = new WeakMap<Knex, WriteGroups>();

/** Runs `work` in a transaction, committed together with the writes queued beside it (SQLite). */
export function groupedWrite<T>(db: Knex, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction(work);
  let writer = groups.get(db);
  if (!writer) {
    writer = new WriteGroups(db);
    groups.set(db, writer);
  }
  return writer.run(work);
}
