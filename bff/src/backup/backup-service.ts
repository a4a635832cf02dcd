// Makes, lists, serves and prunes the backup archives of one shop. One backup at a time per
// process; its progress is readable while it runs; a failure is logged and kept in the settings
// table (shown to the Administrador) until a later backup succeeds.
import { createReadStream } from "node:fs";
import { link, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Knex } from "knex";
import { BACKUP_NAME, backupName, backupsToRemove } from "../../../rules/backups";
import { UPLOAD_NAME } from "../../../rules/upload-name";
import { readArchiveManifest, writeArchive } from "./archive-files";
import { ENCRYPTED_SUFFIX } from "./encrypted-archive";
import {
  MANIFEST_FILE,
  UPLOADS_FOLDER,
  parseManifest,
  sha256Of,
  type ArchivedFile,
  type BackupManifest,
} from "./manifest";
import { snapshotDatabase, type DatabaseSource } from "./snapshot";

export type BackupPhase = "database" | "images" | "archive";

export interface BackupProgress {
  startedAt: string;
  phase: BackupPhase;
  percent: number;
}

export interface BackupFailure {
  at: string;
  message: string;
}

export interface BackupSummary {
  name: string;
  createdAt: string;
  size: number;
  engine: BackupManifest["engine"];
  migration: string;
  contents: BackupManifest["contents"];
}

export interface BackupServiceOptions {
  source: DatabaseSource;
  /** Settings (failure record) live here. */
  knex: Knex;
  uploadsDir: string;
  backupDir: string;
  keep: number;
  log?: { info(message: string): void; error(message: string): void };
}

export class BackupBusyError extends Error {}

const FAILURE_KEY = "backup.lastFailure";
const sidecar = (name: string) => name.replace(/\.tar\.gz$/, ".json");

/** Every image directly in the uploads folder (server-given names only), hard-linked (or copied) into `folder`. */
async function stageImages(uploadsDir: string, folder: string): Promise<ArchivedFile[]> {
  await mkdir(folder, { recursive: true });
  let names: string[] = [];
  try {
    names = (await readdir(uploadsDir, { withFileTypes: true }))
      .filter((e) => e.isFile() && UPLOAD_NAME.test(e.name))
      .map((e) => e.name);
  } catch {
    return [];
  }
  const images: ArchivedFile[] = [];
  for (const name of names.sort()) {
    const from = join(uploadsDir, name);
    const to = join(folder, name);
    try {
      // A link freezes the file as it is now, without copying its bytes.
      await link(from, to).catch(() => copyFile(from, to));
      images.push({ name, bytes: (await stat(to)).size, sha256: await sha256Of(to) });
    } catch {
      // Removed while the backup ran: not part of this copy.
    }
  }
  return images;
}

export function createBackupService(options: BackupServiceOptions) {
  const { backupDir, keep, knex } = options;
  let progress: BackupProgress | null = null;
  let current: Promise<BackupSummary> | null = null;

  function summaryOf(name: string, size: number, manifest: BackupManifest): BackupSummary {
    return {
      name,
      createdAt: manifest.createdAt,
      size,
      engine: manifest.engine,
      migration: manifest.migrations.at(-1) ?? "",
      contents: manifest.contents,
    };
  }

  async function describe(name: string): Promise<BackupSummary | null> {
    const file = join(backupDir, name);
    try {
      const size = (await stat(file)).size;
      const text =
        (await readFile(join(backupDir, sidecar(name)), "utf8").catch(() => null)) ??
        (await readArchiveManifest(file));
      const manifest = text === null ? null : parseManifest(text);
      return manifest && typeof manifest !== "string" ? summaryOf(name, size, manifest) : null;
    } catch {
      return null;
    }
  }

  async function archiveNames(): Promise<string[]> {
    try {
      return (await readdir(backupDir)).filter((n) => BACKUP_NAME.test(n)).sort();
    } catch {
      return [];
    }
  }

  async function prune(): Promise<void> {
    for (const name of backupsToRemove(await archiveNames(), keep)) {
      await rm(join(backupDir, name), { force: true });
      await rm(join(backupDir, sidecar(name)), { force: true });
      await rm(join(backupDir, name + ENCRYPTED_SUFFIX), { force: true });
      options.log?.info(`backup: removed ${name} (BACKUP_KEEP=${keep})`);
    }
  }

  async function make(): Promise<BackupSummary> {
    const startedAt = new Date();
    const name = backupName(startedAt);
    const staging = join(backupDir, `.staging-${name}`);
    progress = { startedAt: startedAt.toISOString(), phase: "database", percent: 0 };
    try {
      await mkdir(staging, { recursive: true, mode: 0o700 });
      const snapshot = await snapshotDatabase(options.source, staging);
      const databasePath = join(staging, snapshot.file);
      const database = {
        name: snapshot.file,
        bytes: (await stat(databasePath)).size,
        sha256: await sha256Of(databasePath),
      };
      progress = { ...progress, phase: "images", percent: 40 };
      const images = await stageImages(options.uploadsDir, join(staging, UPLOADS_FOLDER));
      const imageBytes = images.reduce((sum, f) => sum + f.bytes, 0);
      const manifest: BackupManifest = {
        format: 1,
        createdAt: startedAt.toISOString(),
        engine: snapshot.engine,
        database,
        migrations: snapshot.migrations,
        contents: { ...snapshot.counts, images: images.length, imageBytes },
        images,
      };
      await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });
      progress = { ...progress, phase: "archive", percent: 50 };
      const total = database.bytes + imageBytes + 1;
      let written = 0;
      const partial = join(backupDir, `.${name}.partial`);
      await writeArchive(staging, [MANIFEST_FILE, snapshot.file, UPLOADS_FOLDER], partial, (bytes) => {
        written += bytes;
        if (progress)
          progress = { ...progress, percent: Math.min(99, 50 + Math.floor((49 * written) / total)) };
      });
      await writeFile(join(backupDir, sidecar(name)), JSON.stringify(manifest), { mode: 0o600 });
      await rename(partial, join(backupDir, name));
      const summary = summaryOf(name, (await stat(join(backupDir, name))).size, manifest);
      await knex("settings").where({ key: FAILURE_KEY }).delete();
      options.log?.info(`backup: ${name} (${summary.size} bytes)`);
      await prune();
      return summary;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log?.error(`backup failed: ${message}`);
      const failure: BackupFailure = { at: new Date().toISOString(), message };
      await knex("settings")
        .insert({ key: FAILURE_KEY, value: JSON.stringify(failure) })
        .onConflict("key")
        .merge()
        .catch(() => undefined);
      await rm(join(backupDir, `.${name}.partial`), { force: true });
      throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
      progress = null;
    }
  }

  return {
    /** The copies, newest first. */
    async list(): Promise<BackupSummary[]> {
      const names = (await archiveNames()).reverse();
      const found = await Promise.all(names.map(describe));
      return found.filter((s): s is BackupSummary => s !== null);
    },
    progress: (): BackupProgress | null => progress,
    async lastFailure(): Promise<BackupFailure | null> {
      const row = await knex("settings")
        .where({ key: FAILURE_KEY })
        .first<{ value: string } | undefined>("value");
      if (!row) return null;
      try {
        return JSON.parse(row.value) as BackupFailure;
      } catch {
        return null;
      }
    },
    /** Makes one copy now; BackupBusyError while another one is being made. */
    async create(): Promise<BackupSummary> {
      if (current) throw new BackupBusyError("a backup is already running");
      current = make();
      try {
        return await current;
      } finally {
        current = null;
      }
    },
    /** The archive of that name for download, or null. */
    async open(name: string): Promise<{ size: number; chunks: () => AsyncIterable<Uint8Array> } | null> {
      if (!BACKUP_NAME.test(name)) return null;
      const file = join(backupDir, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, chunks: () => createReadStream(file) };
    },
    /** Where the archive of that name is (or would be) on disk. */
    pathOf: (name: string): string => join(backupDir, name),
    /** Resolves once the backup in progress (if any) has ended. */
    async idle(): Promise<void> {
      await current?.catch(() => undefined);
    },
    keep,
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
