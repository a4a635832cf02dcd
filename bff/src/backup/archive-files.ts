// The archive itself: a gzip-compressed tar of a staging folder. Compression runs in Node's zlib
// stream, on libuv's thread pool, so the server's event loop keeps answering during a backup.
import { createReadStream, createWriteStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { create, extract, Parser, type ReadEntry } from "tar";
import { MANIFEST_FILE } from "./manifest";

/** Packs `entries` (relative to `folder`) into `target`; `onBytes` sees the tar bytes as they pass. */
export async function writeArchive(
  folder: string,
  entries: string[],
  target: string,
  onBytes: (bytes: number) => void = () => undefined,
): Promise<void> {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  await pipeline(
    create({ cwd: folder, portable: true, noDirRecurse: false }, entries),
    counter,
    // Level 1: on a database file about twice as fast as level 6 for an archive 10 % larger.
    createGzip({ level: 1, memLevel: 9 }),
    // Readable by the server's own user only: the archive holds every account's password hash.
    createWriteStream(target, { flags: "wx", mode: 0o600 }),
  );
}

/**
 * Unpacks `archive` into `folder` as tar would (links included); fails on a truncated or corrupted
 * file. For tests that take a genuine archive apart: a restore unpacks with extractVerified
 * (verified-extract.ts), which writes only what the manifest lists.
 */
export async function extractArchive(archive: string, folder: string): Promise<void> {
  const warnings: string[] = [];
  await extract({
    file: archive,
    cwd: folder,
    strict: true,
    preservePaths: false,
    onwarn: (code, message) => warnings.push(`${code}: ${String(message)}`),
  });
  if (warnings.length > 0) throw new Error(warnings.join("; "));
}

/** manifest.json of an archive, read from its first entries without unpacking the rest. */
export async function readArchiveManifest(archive: string): Promise<string | null> {
  const source = createReadStream(archive);
  const gunzip = createGunzip();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: string | null) => {
      if (done) return;
      done = true;
      source.destroy();
      gunzip.destroy();
      resolve(value);
    };
    const parser = new Parser({
      onReadEntry: (entry: ReadEntry) => {
        if (entry.path !== MANIFEST_FILE) return entry.resume();
        const chunks: Buffer[] = [];
        entry.on("data", (c: Buffer) => chunks.push(c));
        entry.on("end", () => finish(Buffer.concat(chunks).toString("utf8")));
      },
    });
    parser.on("end", () => finish(null));
    source.on("error", () => finish(null));
    gunzip.on("error", () => finish(null));
    parser.on("error", () => finish(null));
    source.pipe(gunzip).pipe(parser as unknown as NodeJS.WritableStream);
  });
}
