// The mocks' backups: a list in memory. A copy records what the in-memory tables hold when it is
// made; its "archive" is a few bytes with gzip's signature. Retention follows the same rule as the
// BFF, with the default BACKUP_KEEP.
import {
  DEFAULT_BACKUP_KEEP,
  DEFAULT_BACKUP_SCHEDULE,
  backupName,
  backupsToRemove,
} from "../../rules/backups";
import type { Backup, BackupProgress, BackupSchedule } from "@contract/types";
import type { BackupsRepository } from "../../server/store/backups-repository";
import { db, onMockDbReset } from "../db";

const kept = new Map<string, Backup>();
let schedule: BackupSchedule = DEFAULT_BACKUP_SCHEDULE;
let lastAt = 0;
let running: BackupProgress | null = null;

/** How long a mock copy takes, so the panel's progress and the one-at-a-time refusal show. */
const MOCK_BACKUP_MS = 300;

onMockDbReset(() => {
  kept.clear();
  running = null;
  schedule = DEFAULT_BACKUP_SCHEDULE;
});

const archiveBytes = (name: string) =>
  new Uint8Array([0x1f, 0x8b, 0x08, 0x00, ...new TextEncoder().encode(name)]);

export const backups: BackupsRepository = {
  list: async () => [...kept.values()].sort((a, b) => b.name.localeCompare(a.name)),
  progress: async () => running,
  lastFailure: async () => null,
  keep: () => DEFAULT_BACKUP_KEEP,
  async create() {
    if (running) return null;
    running = { startedAt: new Date().toISOString(), phase: "database", percent: 0 };
    await new Promise((resolve) => setTimeout(resolve, MOCK_BACKUP_MS / 2));
    running = { ...running, phase: "archive", percent: 60 };
    await new Promise((resolve) => setTimeout(resolve, MOCK_BACKUP_MS / 2));
    running = null;
    // Two copies in the same millisecond would share a name.
    const at = new Date(Math.max(Date.now(), lastAt + 1));
    lastAt = at.getTime();
    const name = backupName(at);
    const backup: Backup = {
      name,
      createdAt: at.toISOString(),
      size: archiveBytes(name).length,
      engine: "sqlite",
      migration: "20250101000700_product_search_text_updates",
      contents: {
        products: db.products.all().length,
        fitments: db.productVehicles.all().length,
        customers: db.customers.all().length,
        users: db.users.all().length,
        sales: db.sales.all().length,
        images: 0,
        imageBytes: 0,
      },
    };
    kept.set(name, backup);
    for (const old of backupsToRemove([...kept.keys()], DEFAULT_BACKUP_KEEP)) kept.delete(old);
    return backup;
  },
  async open(name) {
    if (!kept.has(name)) return null;
    const bytes = archiveBytes(name);
    return {
      size: bytes.length,
      async *chunks() {
        yield bytes;
      },
    };
  },
  schedule: async () => schedule,
  async setSchedule(next) {
    schedule = next;
  },
};
