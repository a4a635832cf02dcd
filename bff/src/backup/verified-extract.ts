// Unpacks a backup archive the way a restore must trust it: manifest.json first, then only the
// regular files it lists (the database and the images with server-given names), each written as it
// streams, counted against its recorded size and hashed against its recorded SHA-256. A link, a
// device, a folder other than uploads/, an unlisted or repeated entry, or more decompressed bytes
// than the manifest accounts for stop the extraction at once. Memory stays bounded: gunzip and tar
// stream with backpressure, and each entry goes straight to its file.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, statfs } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { Parser, type ReadEntry } from "tar";
import { BACKUP_MESSAGES as M } from "../../../rules/backup-messages";
import { UPLOAD_NAME } from "../../../rules/upload-name";
import {
  MANIFEST_FILE,
  PG_DUMP_FILE,
  SQLITE_FILE,
  UPLOADS_FOLDER,
  parseManifest,
  type ArchivedFile,
  type BackupManifest,
} from "./manifest";

/** A refusal in Spanish; nothing outside the extraction folder has been touched. */
export class ArchiveRejected extends Error {}

/** Largest manifest accepted (a real one lists a few hundred bytes per image). */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/** Default RESTORE_MAX_BYTES: the most an archive may hold once decompressed. */
export const DEFAULT_RESTORE_MAX_BYTES = 64 * 1024 ** 3;

export function restoreMaxBytesFrom(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_RESTORE_MAX_BYTES;
}

export interface ExtractOptions {
  /** Refuse an archive whose manifest says it holds more than this, decompressed. */
  maxBytes: number;
  /** Further checks of the manifest before anything else is unpacked (engine, ...). */
  checkManifest?: (manifest: BackupManifest) => void;
}

const FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);
const DATABASE_NAMES: Record<BackupManifest["engine"], string> = {
  sqlite: SQLITE_FILE,
  postgresql: PG_DUMP_FILE,
};

/** tar's framing around the listed bytes: headers, long-name records, padding, end blocks. */
function framingBytes(entries: number): number {
  return (entries + 4) * 4 * 512 + 64 * 1024;
}

async function freeBytes(folder: string): Promise<number | null> {
  const info = await statfs(folder).catch(() => null);
  return info ? info.bavail * info.bsize : null;
}

/** Unpacks `archive` into the empty `folder`; answers its manifest or throws ArchiveRejected. */
export async function extractVerified(
  archive: string,
  folder: string,
  options: ExtractOptions,
): Promise<BackupManifest> {
  await mkdir(join(folder, UPLOADS_FOLDER), { recursive: true });
  const free = await freeBytes(folder);
  const source = createReadStream(archive);
  const gunzip = createGunzip();
  // Before the manifest is read only it may arrive; then exactly what it lists (plus tar's framing).
  let allowed = MANIFEST_MAX_BYTES + framingBytes(1);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > allowed) return done(new ArchiveRejected(M.expandsPastManifest));
      done(null, chunk);
    },
  });
  const parser = new Parser({ strict: true });

  let manifest: BackupManifest | null = null;
  /** Path inside the archive → what the manifest says of it. */
  const expected = new Map<string, ArchivedFile>();
  const written = new Set<string>();
  const open = new Set<WriteStream>();
  const closing: Array<Promise<void>> = [];

  return new Promise<BackupManifest>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.destroy();
      gunzip.destroy();
      counter.destroy();
      for (const out of open) out.destroy();
      const rejected =
        error instanceof ArchiveRejected
          ? error
          : new ArchiveRejected(M.damaged(error instanceof Error ? error.message : String(error)));
      // The refusal waits for the files begun to be closed, so the folder can be removed.
      void Promise.allSettled(closing).then(() => reject(rejected));
    };

    const readManifest = (entry: ReadEntry) => {
      if (entry.path !== MANIFEST_FILE || !FILE_TYPES.has(entry.type))
        return fail(new ArchiveRejected(M.manifestFirst));
      if (entry.size > MANIFEST_MAX_BYTES) return fail(new ArchiveRejected(M.manifestTooLarge));
      const chunks: Buffer[] = [];
      entry.on("data", (c: Buffer) => chunks.push(c));
      entry.on("end", () => {
        const parsed = parseManifest(Buffer.concat(chunks).toString("utf8"));
        if (typeof parsed === "string") return fail(new ArchiveRejected(parsed));
        // Synchronously, before tar hands over the next entry.
        try {
          acceptManifest(parsed);
        } catch (error) {
          fail(error);
        }
      });
    };

    const acceptManifest = (parsed: BackupManifest) => {
      options.checkManifest?.(parsed);
      const databaseName = DATABASE_NAMES[parsed.engine];
      if (parsed.database.name !== databaseName)
        throw new ArchiveRejected(M.wrongDatabaseName(parsed.database.name));
      expected.set(databaseName, parsed.database);
      for (const image of parsed.images) {
        const path = `${UPLOADS_FOLDER}/${image.name}`;
        if (expected.has(path)) throw new ArchiveRejected(M.duplicateEntry(path));
        expected.set(path, image);
      }
      const declared = [...expected.values()].reduce((sum, f) => sum + f.bytes, 0);
      if (declared > options.maxBytes) throw new ArchiveRejected(M.tooLarge(declared, options.maxBytes));
      if (free !== null && declared > free) throw new ArchiveRejected(M.noSpace(declared, free));
      allowed = seen + declared + framingBytes(expected.size);
      manifest = parsed;
    };

    const writeListed = (entry: ReadEntry, path: string, file: ArchivedFile) => {
      written.add(path);
      if (entry.size !== file.bytes)
        return fail(new ArchiveRejected(M.sizeMismatch(path, file.bytes, entry.size)));
      // A listed name that is not a server-given image name is read past, never written: /uploads
      // would not serve it, and nothing but images belongs there.
      const isImage = path !== DATABASE_NAMES[manifest!.engine];
      if (isImage && !UPLOAD_NAME.test(file.name)) return entry.resume();
      const hash = createHash("sha256");
      let bytes = 0;
      // "wx": created here, never through a link or over a file already there. Images get the mode
      // uploads are written with; the database its owner's alone.
      const out = createWriteStream(join(folder, path), { flags: "wx", mode: isImage ? 0o644 : 0o600 });
      open.add(out);
      closing.push(
        new Promise<void>((done) =>
          out.on("close", () => {
            open.delete(out);
            done();
          }),
        ),
      );
      out.on("error", fail);
      entry.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > file.bytes) return fail(new ArchiveRejected(M.sizeMismatch(path, file.bytes, bytes)));
        hash.update(chunk);
        if (!out.write(chunk)) {
          entry.pause();
          out.once("drain", () => entry.resume());
        }
      });
      entry.on("end", () => {
        out.end();
        if (bytes !== file.bytes) return fail(new ArchiveRejected(M.sizeMismatch(path, file.bytes, bytes)));
        if (hash.digest("hex") !== file.sha256) fail(new ArchiveRejected(M.hashMismatch(path)));
      });
    };

    parser.on("entry", (entry: ReadEntry) => {
      if (settled) return entry.resume();
      if (!manifest) {
        // The manifest's own entry: no other may come before it is read and accepted.
        if (written.has(MANIFEST_FILE)) return fail(new ArchiveRejected(M.manifestFirst));
        written.add(MANIFEST_FILE);
        return readManifest(entry);
      }
      const path = entry.path;
      if (entry.type === "Directory" && (path === `${UPLOADS_FOLDER}/` || path === UPLOADS_FOLDER))
        return entry.resume();
      const file = expected.get(path);
      if (!FILE_TYPES.has(entry.type) || !file)
        return fail(new ArchiveRejected(M.unexpectedEntry(entry.type, path)));
      if (written.has(path)) return fail(new ArchiveRejected(M.duplicateEntry(path)));
      writeListed(entry, path, file);
    });
    parser.on("error", fail);
    parser.on("warn", (_code: string, message: string | Error) => fail(new Error(String(message))));
    parser.on("end", () => {
      void Promise.allSettled(closing).then(() => {
        if (settled) return;
        if (!manifest) return fail(new ArchiveRejected(M.manifestFirst));
        if (!written.has(manifest.database.name)) return fail(new ArchiveRejected(M.missingDatabase));
        const missing = manifest.images.find((image) => !written.has(`${UPLOADS_FOLDER}/${image.name}`));
        if (missing) return fail(new ArchiveRejected(M.missingImage(missing.name)));
        settled = true;
        resolve(manifest);
      });
    });
    source.on("error", fail);
    gunzip.on("error", fail);
    counter.on("error", fail);
    source
      .pipe(gunzip)
      .pipe(counter)
      .pipe(parser as unknown as NodeJS.WritableStream);
  });
}
