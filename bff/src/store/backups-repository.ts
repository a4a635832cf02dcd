// The backups repository over the backup service (bff/src/backup/) and the settings table, where
// the schedule is kept shop-wide.
import type { Knex } from "knex";
import { DEFAULT_BACKUP_SCHEDULE, isBackupSchedule, type BackupSchedule } from "../../../rules/backups";
import type { BackupsRepository } from "../../../server/store";
import { BackupBusyError, type BackupService } from "../backup/backup-service";

const SCHEDULE_KEY = "backup.schedule";

export async function readBackupSchedule(db: Knex): Promise<BackupSchedule> {
  const row = await db("settings").where({ key: SCHEDULE_KEY }).first<{ value: string } | undefined>("value");
  return isBackupSchedule(row?.value) ? row.value : DEFAULT_BACKUP_SCHEDULE;
}

export function createBackupsRepository(db: Knex, service: BackupService): BackupsRepository {
  return {
    list: () => service.list(),
    progress: async () => service.progress(),
    lastFailure: () => service.lastFailure(),
    keep: () => service.keep,
    async create() {
      try {
        return await service.create();
      } catch (error) {
        if (error instanceof BackupBusyError) return null;
        throw error;
      }
    },
    open: (name) => service.open(name),
    schedule: () => readBackupSchedule(db),
    async setSchedule(schedule) {
      await db("settings").insert({ key: SCHEDULE_KEY, value: schedule }).onConflict("key").merge();
    },
  };
}
