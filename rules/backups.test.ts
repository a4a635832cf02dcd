import { describe, expect, it } from "vitest";
import {
  backupKeepFrom,
  backupName,
  backupTime,
  backupsToRemove,
  isBackupDue,
  schedulePeriodMs,
} from "./backups";

describe("backup rules", () => {
  it("names a copy by its UTC time, and reads the time back", () => {
    const at = new Date(Date.UTC(2026, 10, 5, 3, 4, 5, 67));
    expect(backupName(at)).toBe("backup-20261105-030405-067.tar.gz");
    expect(backupTime(backupName(at))).toBe(at.getTime());
    expect(backupTime("app.db")).toBeNull();
  });

  it("removes exactly the oldest beyond the number kept, ignoring other files", () => {
    const names = [3, 1, 4, 2, 5].map((d) => backupName(new Date(Date.UTC(2026, 0, d))));
    expect(backupsToRemove([...names, "notas.txt"], 3)).toEqual([
      backupName(new Date(Date.UTC(2026, 0, 1))),
      backupName(new Date(Date.UTC(2026, 0, 2))),
    ]);
    expect(backupsToRemove(names, 14)).toEqual([]);
  });

  it("is due with no copy or one a period old", () => {
    const day = schedulePeriodMs("daily");
    expect(isBackupDue(null, day, 0)).toBe(true);
    expect(isBackupDue(1000, day, 1000 + day - 1)).toBe(false);
    expect(isBackupDue(1000, day, 1000 + day)).toBe(true);
    expect(schedulePeriodMs("weekly")).toBe(7 * day);
  });

  it("reads BACKUP_KEEP as a whole number of at least 1", () => {
    expect(backupKeepFrom(undefined)).toBe(14);
    expect(backupKeepFrom("3")).toBe(3);
    expect(backupKeepFrom("0")).toBe(14);
    expect(backupKeepFrom("dos")).toBe(14);
  });
});
