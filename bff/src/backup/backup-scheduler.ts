// The server's own backups: every check, a copy is made when the newest one is at least one
// period old (the schedule the Administrador chose, kept in the settings table). A failure is
// retried at the next check an hour later, not at every check.
import type { Knex } from "knex";
import { isBackupDue, schedulePeriodMs } from "../../../rules/backups";
import { readBackupSchedule } from "./backup-schedule";
import type { BackupService } from "./backup-service";

const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

export interface BackupSchedulerOptions {
  service: BackupService;
  knex: Knex;
  /** How often the schedule is looked at (BACKUP_CHECK_SECONDS, default 60). */
  checkEveryMs: number;
  /** BACKUP_PERIOD_SECONDS: a fixed period in place of the chosen schedule (for trying it out). */
  periodOverrideMs?: number | null;
  log: { error(message: string): void };
}

export function startBackupScheduler(options: BackupSchedulerOptions): { stop(): void } {
  const { service } = options;
  let ticking = false;

  async function tick(): Promise<void> {
    if (ticking || service.progress()) return;
    ticking = true;
    try {
      const period = options.periodOverrideMs ?? schedulePeriodMs(await readBackupSchedule(options.knex));
      const newest = (await service.list())[0];
      const now = Date.now();
      if (!isBackupDue(newest ? Date.parse(newest.createdAt) : null, period, now)) return;
      const failure = await service.lastFailure();
      if (failure && now - Date.parse(failure.at) < Math.min(period, RETRY_AFTER_FAILURE_MS)) return;
      // create() logs and records its own failure (shown in the panel).
      await service.create().catch(() => undefined);
    } catch (error) {
      options.log.error(`backup schedule: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      ticking = false;
    }
  }

  const timer = setInterval(() => void tick(), options.checkEveryMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
