// `npm run restore -- <archive>`: everything is checked before anything is touched (the archive
// unpacks only what its manifest lists, each file matching its size and checksum, within a size
// bound; the SQLite checks or pg_restore's reading; the migrations it was made at); then the
// current database and uploads are kept aside and the archive's put in their place, keeping the
// installation's TOTP key (carried-keys.ts). A refusal replaces nothing.
import { chmod, cp, mkdtemp, mkdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { carryTotpKeySqlite, readTotpKeyPg, writeTotpKeyPg } from "./carried-keys";
import { UPLOADS_FOLDER, type BackupManifest } from "./manifest";
import { pgDump, pgDumpContents, pgDumpMigrations, pgRestore } from "./pg-tools";
import { sqliteProblems } from "./sqlite-checks";
import { withSqliteFile } from "./sqlite-file";
import { BACKUP_MESSAGES } from "../../../rules/backup-messages";
import { decryptArchive, isEncryptedArchive } from "./encrypted-archive";
import { describeSqlite } from "./snapshot";
import { ArchiveRejected, DEFAULT_RESTORE_MAX_BYTES, extractVerified } from "./verified-extract";

export type RestoreTarget = { engine: "sqlite"; file: string } | { engine: "postgresql"; url: string };

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  uploadsDir: string;
  /** Where the unpacked archive and (PostgreSQL) the dump of the current database go. */
  workDir: string;
  /** The migrations this code knows: an archive made at a later one is refused. */
  knownMigrations: readonly string[];
  /** The passphrase of an encrypted archive (BACKUP_PASSPHRASE or typed in). */
  passphrase?: string;
  /** The most the archive may hold decompressed (RESTORE_MAX_BYTES); default 64 GiB. */
  maxBytes?: number;
  /** Restore even though the SQLite database looks open (its -shm file is there). */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  databaseAside: string | null;
  uploadsAside: string | null;
}

/** A refusal: the archive is damaged, newer than the code, or for another engine. */
export class RestoreRefused extends Error {}

const refuse = (reason: string): never => {
  throw new RestoreRefused(reason);
};

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}

/** Unpacks and checks the archive into `folder`; refuses (RestoreRefused) on any problem. */
async function verifyArchive(
  archive: string,
  folder: string,
  target: RestoreTarget,
  knownMigrations: readonly string[],
  maxBytes: number,
): Promise<BackupManifest> {
  if (!(await exists(archive))) refuse(`no existe el archivo ${archive}`);
  const manifest = await extractVerified(archive, folder, {
    maxBytes,
    checkManifest: (m) => {
      if (m.engine !== target.engine)
        throw new ArchiveRejected(
          `la copia es de ${m.engine === "sqlite" ? "SQLite" : "PostgreSQL"} y la aplicación está configurada para ` +
            `${target.engine === "sqlite" ? "SQLite (DATABASE_FILE)" : "PostgreSQL (DATABASE_URL)"}`,
        );
    },
  }).catch((error: Error) => refuse(error.message));
  // Every file was checked against its size and SHA-256 as it was written (verified-extract.ts).
  const database = join(folder, manifest.database.name);

  let migrations: string[];
  if (manifest.engine === "sqlite") {
    const problems = await sqliteProblems(database).catch((error: Error) => [error.message]);
    if (problems.length > 0)
      refuse(`la base de datos de la copia no pasa las comprobaciones: ${problems.join("; ")}`);
    migrations = (await describeSqlite(database)).migrations;
  } else {
    await pgDumpContents(database).catch((error: Error) =>
      refuse(`pg_restore no puede leer la copia: ${error.message}`),
    );
    migrations = await pgDumpMigrations(database);
  }
  const known = new Set(knownMigrations);
  const newer = migrations.filter((m) => !known.has(m));
  if (newer.length > 0)
    refuse(
      `la copia se hizo con una versión más nueva de la aplicación (migración ${newer.at(-1)}); ` +
        "actualice la aplicación antes de restaurarla",
    );
  return manifest;
}

async function move(from: string, to: string): Promise<void> {
  await rename(from, to).catch(async () => {
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  });
}

export async function restoreArchive(options: RestoreOptions): Promise<RestoreResult> {
  const { target, uploadsDir, log = () => undefined } = options;
  await mkdir(options.workDir, { recursive: true });
  // SQLite removes the -shm file when the last connection closes: while it is there a server
  // probably has the database open, and would go on writing into the file being replaced.
  if (target.engine === "sqlite" && !options.force && (await exists(`${target.file}-shm`)))
    refuse(
      `la base de datos ${target.file} está abierta (existe ${basename(target.file)}-shm): detenga el servidor ` +
        "antes de restaurar; si ya está detenido, repita con --force",
    );
  const folder = await mkdtemp(join(options.workDir, ".restore-"));
  try {
    let archive = options.archive;
    if (await isEncryptedArchive(archive)) {
      if (!options.passphrase) refuse(BACKUP_MESSAGES.encryptedNeedsPassphrase);
      log(`Descifrando ${basename(archive)}...`);
      // Used only once GCM's tag has vouched for every byte (decryptArchive removes it otherwise).
      archive = join(folder, ".descifrada.tar.gz");
      await decryptArchive(options.archive, archive, options.passphrase!).catch((error: Error) =>
        refuse(error.message),
      );
    }
    log(`Comprobando ${basename(options.archive)}...`);
    const manifest = await verifyArchive(
      archive,
      folder,
      target,
      options.knownMigrations,
      options.maxBytes ?? DEFAULT_RESTORE_MAX_BYTES,
    );
    log("La copia está completa y sana. Guardando los datos actuales aparte...");
    const when = stamp();
    let databaseAside: string | null = null;
    const restored = join(folder, manifest.database.name);
    if (target.engine === "sqlite") {
      if (await exists(target.file)) {
        databaseAside = `${target.file}.before-restore-${when}`;
        // A consistent copy of the current database, its WAL included.
        await withSqliteFile(target.file, (db) => db.copyTo(databaseAside!));
        await chmod(databaseAside, 0o600);
        await carryTotpKeySqlite(databaseAside, restored);
      }
      await mkdir(dirname(target.file), { recursive: true });
      for (const suffix of ["-wal", "-shm", "-journal"]) await rm(target.file + suffix, { force: true });
      await move(restored, target.file);
    } else {
      databaseAside = join(options.workDir, `before-restore-${when}.pgdump`);
      await pgDump(target.url, databaseAside);
      const totpKey = await readTotpKeyPg(target.url);
      await pgRestore(target.url, restored);
      await writeTotpKeyPg(target.url, totpKey);
    }
    let uploadsAside: string | null = null;
    if (await exists(uploadsDir)) {
      uploadsAside = `${uploadsDir.replace(/\/$/, "")}.before-restore-${when}`;
      await move(uploadsDir, uploadsAside);
    }
    const restoredUploads = join(folder, UPLOADS_FOLDER);
    if (await exists(restoredUploads)) await move(restoredUploads, uploadsDir);
    else await mkdir(uploadsDir, { recursive: true });
    return { manifest, databaseAside, uploadsAside };
  } finally {
    // After a refused archive tar may still be closing files it had begun to write: removing the
    // folder is retried, and a folder that will not go is reported, never put in the refusal's place.
    await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch((error: Error) =>
      log(`No se pudo borrar la carpeta temporal ${folder}: ${error.message}`),
    );
  }
}
