// The backup schedule the Administrador chose, kept shop-wide in the key/value settings table: the
// scheduler reads it, the backups repository reads and writes it.
import type { Knex } from "knex";
import { DEFAULT_BACKUP_SCHEDULE, isBackupSchedule, type BackupSchedule } from "../../../rules/backups";

const SCHEDULE_KEY = "backup.schedule";

export async function readBackupSchedule(db: Knex): Promise<BackupSchedule> {
  const row = await db("settings").where({ key: SCHEDULE_KEY }).first<{ value: string } | undefined>("value");
  return isBackupSchedule(row?.value) ? row.value : DEFAULT_BACKUP_SCHEDULE;
}

export async function saveBackupSchedule(db: Knex, schedule: BackupSchedule): Promise<void> {
  await db("settings").insert({ key: SCHEDULE_KEY, value: schedule }).onConflict("key").merge();
}
