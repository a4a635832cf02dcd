// The server's schedule with a short period: copies appear on their own, and retention keeps only
// the newest BACKUP_KEEP of them.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../__tests__/test-app";

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const archives = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".tar.gz")).sort();

it("makes copies on the schedule and keeps the newest BACKUP_KEEP", async () => {
  t = await createTestApp({ backupKeep: 2, backupScheduler: { checkEveryMs: 100, periodOverrideMs: 300 } });
  const dir = join(t.dir, "backups");
  const seen = new Set<string>();
  const deadline = Date.now() + 60_000;
  while (seen.size < 4 && Date.now() < deadline) {
    for (const name of await archives(dir)) seen.add(name);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(seen.size).toBeGreaterThanOrEqual(4);
  await t.app.close();
  const left = await archives(dir);
  expect(left.length).toBeLessThanOrEqual(2);
  // The ones kept are the newest made.
  const all = [...new Set([...seen, ...left])].sort();
  expect(left).toEqual(all.slice(-left.length));
}, 90_000);
