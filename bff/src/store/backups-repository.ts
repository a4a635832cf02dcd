// The backups repository over the backup service (bff/src/backup/) and the schedule it keeps in
// the settings table.
import type { Knex } from "knex";
import type { BackupsRepository } from "../../../server/store/backups-repository";
import { readBackupSchedule, saveBackupSchedule } from "../backup/backup-schedule";
import { BackupBusyError, type BackupService } from "../backup/backup-service";

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
    setSchedule: (schedule) => saveBackupSchedule(db, schedule),
  };
}
