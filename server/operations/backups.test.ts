// Backups: every refusal of server/operations/backups.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../rules/messages";
import { call, contextOf, expectRefusal, freshStore, storeWith } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("backups", () => {
  it("lists the copies and the schedule, and sets the schedule", async () => {
    expect((await call("listBackups", "admin")).status).toBe(200);
    expect((await call("setBackupSchedule", "admin", { body: { schedule: "weekly" } })).body.schedule).toBe(
      "weekly",
    );
    expect((await call("getBackupSchedule", "admin")).body.schedule).toBe("weekly");
  });

  it("refuses a copy while another is being made", async () => {
    const busy = storeWith("backups", { create: async () => null });
    await expectRefusal(
      call("createBackup", await contextOf("admin", { store: busy })),
      409,
      MESSAGES.backupRunning,
    );
  });

  it("answers 404 for a copy that does not exist", async () => {
    await expectRefusal(
      call("downloadBackup", "admin", { params: { name: "backup-1999-01-01.sqlite.gz" } }),
      404,
      MESSAGES.backupNotFound,
    );
  });
});
