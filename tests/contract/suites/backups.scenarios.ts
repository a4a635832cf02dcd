// Backups (Administrador only): a copy made on request appears in the list with what it holds, can
// be downloaded, one at a time; the schedule is kept shop-wide. Vendedor and signed-out callers get
// nothing (the generic 401/403 scenarios, including the download).
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

export const backupsScenarioList: Scenario[] = [
  ...authScenarios("backups"),
  {
    title: "createBackup → 201; listBackups shows it first with its contents; downloadBackup sends it",
    covers: [
      ["createBackup", "success"],
      ["listBackups", "success"],
      ["downloadBackup", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const made = await admin.call("createBackup");
      expectStatus(made, 201);
      const products = await admin.call("listProducts", { query: { limit: 1 } });
      expect(made.body.contents.products).toBe(Number(products.headers.get("x-total-count")));
      expect(made.body.contents.users).toBeGreaterThanOrEqual(3);
      const list = await admin.call("listBackups");
      expectStatus(list, 200);
      expect(list.body.items[0]).toEqual(made.body);
      expect(list.body.running).toBeNull();
      expect(list.body.keep).toBe(14);
      const file = await admin.call("downloadBackup", { path: { name: made.body.name } });
      expectStatus(file, 200);
      expect(file.headers.get("content-type")).toContain("application/gzip");
      expect(file.headers.get("content-disposition")).toContain(made.body.name);
    },
  },
  {
    title: "createBackup while another is being made → 409 in Spanish; the first completes",
    covers: [["createBackup", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const [a, b] = await Promise.all([admin.call("createBackup"), admin.call("createBackup")]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([201, 409]);
      expectError(a.status === 409 ? a : b, 409, MESSAGES.backupRunning);
    },
  },
  {
    title: "downloadBackup of an unknown copy or a name that is not a copy's → 404; over 60 characters → 400",
    covers: [
      ["downloadBackup", "notFound"],
      ["downloadBackup", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("downloadBackup", { path: { name: "backup-20000101-000000-000.tar.gz" } }),
        404,
        MESSAGES.backupNotFound,
      );
      // A name that is not a copy's is no copy, and a path out of the folder reaches no route.
      expectError(
        await admin.call("downloadBackup", { path: { name: "backup-20000101-000000-000.json" } }),
        404,
        MESSAGES.backupNotFound,
      );
      for (const name of ["..%2Fapp.db", ".."])
        expectError(await admin.call("downloadBackup", { path: { name } }), 404);
      expectError(await admin.call("downloadBackup", { path: { name: `${"x".repeat(61)}.tar.gz` } }), 400);
    },
  },
  {
    title: "getBackupSchedule → daily by default; setBackupSchedule keeps the choice shop-wide",
    covers: [
      ["getBackupSchedule", "success"],
      ["setBackupSchedule", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const initial = await admin.call("getBackupSchedule");
      expectStatus(initial, 200);
      expect(["daily", "weekly", "monthly"]).toContain(initial.body.schedule);
      const set = await admin.call("setBackupSchedule", { body: { schedule: "weekly" } });
      expectStatus(set, 200);
      expect(set.body).toEqual({ schedule: "weekly" });
      // Another Administrador session sees the same schedule.
      const other = await ctx.session.freshLogin("admin", "admin123");
      expect((await other.call("getBackupSchedule")).body).toEqual({ schedule: "weekly" });
      expect((await admin.call("listBackups")).body.schedule).toBe("weekly");
      await admin.call("setBackupSchedule", { body: initial.body });
    },
  },
  {
    title: "setBackupSchedule with an unknown period or none → 400; so is an undeclared field",
    covers: [["setBackupSchedule", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(await admin.call("setBackupSchedule", { body: { schedule: "hourly" } }), 400);
      expectError(await admin.call("setBackupSchedule", { body: {} }), 400);
      expectError(await admin.call("setBackupSchedule", { body: { schedule: "daily", at: "03:00" } }), 400);
      expect((await admin.call("getBackupSchedule")).body).toEqual({ schedule: "daily" });
    },
  },
];

export function defineBackupsSuite(target: Target): void {
  runScenarios(target, "backups", backupsScenarioList);
}
