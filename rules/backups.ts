// Backup archives: how they are named, which ones retention removes, and when the schedule makes
// the next one. Shared by the BFF (disk), the mocks (memory) and the command-line scripts.

export type BackupSchedule = "daily" | "weekly" | "monthly";

export const BACKUP_SCHEDULES: readonly BackupSchedule[] = ["daily", "weekly", "monthly"];

/** The specification's default for 'Frecuencia de respaldo'. */
export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = "daily";

/** Copies kept when BACKUP_KEEP is not set. */
export const DEFAULT_BACKUP_KEEP = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

const PERIOD_MS: Record<BackupSchedule, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

export function isBackupSchedule(value: unknown): value is BackupSchedule {
  return typeof value === "string" && (BACKUP_SCHEDULES as readonly string[]).includes(value);
}

export function schedulePeriodMs(schedule: BackupSchedule): number {
  return PERIOD_MS[schedule];
}

/** True when no copy exists yet or the newest is at least one period old. */
export function isBackupDue(newestAt: number | null, periodMs: number, now: number): boolean {
  return newestAt === null || now - newestAt >= periodMs;
}

/** `backup-YYYYMMDD-HHMMSS-mmm.tar.gz`, in UTC, so names sort as the copies were made. */
export const BACKUP_NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})\.tar\.gz$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function backupName(at: Date): string {
  const day = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `backup-${day}-${time}-${pad(at.getUTCMilliseconds(), 3)}.tar.gz`;
}

/** When the copy of that name was made, or null for a name that is not a backup's. */
export function backupTime(name: string): number | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!);
}

/** The names retention removes: all but the `keep` newest (names sort by time). */
export function backupsToRemove(names: readonly string[], keep: number): string[] {
  const ordered = names.filter((n) => BACKUP_NAME.test(n)).sort();
  return ordered.slice(0, Math.max(0, ordered.length - Math.max(1, keep)));
}

/** BACKUP_KEEP as a whole number of at least 1, else the default. */
export function backupKeepFrom(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_BACKUP_KEEP;
}

/** The shortest passphrase an encrypted copy accepts (it is all that guards the copy). */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;
