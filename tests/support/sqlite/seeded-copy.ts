// Starts a test's SQLite file as a copy of the run's demo-seeded template (template-setup.ts), when
// there is one: the app then finds its migrations applied and its seed in place, as after any first
// start. Outside Vitest, or without the template, the app migrates and seeds the empty file itself.
import { copyFile } from "node:fs/promises";
import { inject } from "vitest";

function templateFile(): string | undefined {
  try {
    return inject("sqliteTemplate");
  } catch {
    return undefined;
  }
}

/** Copies the seeded template to `databaseFile`; answers whether it did. */
export async function copySeededTemplate(databaseFile: string): Promise<boolean> {
  const template = templateFile();
  if (!template) return false;
  await copyFile(template, databaseFile);
  return true;
}
