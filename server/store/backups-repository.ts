// Backups: the copies, their progress and schedule.
import type { Backup, BackupFailure, BackupProgress, BackupSchedule } from "@contract/types";

/** An archive to send as it is. */
export interface StoredFile {
  size: number;
  chunks(): AsyncIterable<Uint8Array>;
}

export interface BackupsRepository {
  /** The copies, newest first. */
  list(): Promise<Backup[]>;
  /** The copy being made now, if any. */
  progress(): Promise<BackupProgress | null>;
  /** The last backup that failed, until one succeeds. */
  lastFailure(): Promise<BackupFailure | null>;
  /** How many copies retention keeps. */
  keep(): number;
  /** Makes a copy now (retention then removes the oldest); null when one is already being made. */
  create(): Promise<Backup | null>;
  /** The archive of a copy by its name, or null. */
  open(name: string): Promise<StoredFile | null>;
  schedule(): Promise<BackupSchedule>;
  setSchedule(schedule: BackupSchedule): Promise<void>;
}
