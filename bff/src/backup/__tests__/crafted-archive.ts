// Writes tar.gz archives by hand, header by header, for the restore's refusals: links, unlisted
// entries, sizes that lie, and compression bombs built from one small gzip member of zeros
// repeated (gunzip reads concatenated members as one stream), so a gigabyte costs a megabyte.
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import { Header, type HeaderData } from "tar";

type EntryTypeName = NonNullable<HeaderData["type"]>;

export interface CraftedEntry {
  path: string;
  type?: EntryTypeName;
  body?: Buffer;
  linkpath?: string;
  /** A body of this many zero bytes (a multiple of ZERO_CHUNK), in place of `body`. */
  zeros?: number;
  /** The size the header states, when it should differ from the body's. */
  size?: number;
}

export const ZERO_CHUNK = 64 * 1024 * 1024;

const block = (bytes: number) => Math.ceil(bytes / 512) * 512;

function headerOf(entry: CraftedEntry): Buffer {
  const size = entry.size ?? entry.zeros ?? entry.body?.length ?? 0;
  const header = new Header({
    path: entry.path,
    type: entry.type ?? "File",
    size,
    mode: entry.type === "Directory" ? 0o755 : 0o644,
    mtime: new Date("2026-01-01T00:00:00Z"),
    linkpath: entry.linkpath,
    uid: 0,
    gid: 0,
  });
  const buffer = Buffer.alloc(512);
  header.encode(buffer, 0);
  return buffer;
}

/** The archive as gzip members: plain bytes gzipped, runs of zeros as a repeated member. */
function* members(entries: CraftedEntry[], trailingZeros: number): Generator<Buffer> {
  const zeroMember = gzipSync(Buffer.alloc(ZERO_CHUNK), { level: 9 });
  for (const entry of entries) {
    if (entry.zeros) {
      yield gzipSync(headerOf(entry));
      for (let done = 0; done < entry.zeros; done += ZERO_CHUNK) yield zeroMember;
      continue;
    }
    const body = entry.body ?? Buffer.alloc(0);
    const padded = Buffer.alloc(block(body.length));
    body.copy(padded);
    yield gzipSync(Buffer.concat([headerOf(entry), padded]));
  }
  yield gzipSync(Buffer.alloc(1024));
  for (let done = 0; done < trailingZeros; done += ZERO_CHUNK) yield zeroMember;
}

/** `trailingZeros`: zero bytes after the end-of-archive blocks (a multiple of ZERO_CHUNK). */
export async function writeCraftedArchive(
  file: string,
  entries: CraftedEntry[],
  trailingZeros = 0,
): Promise<void> {
  await pipeline(Readable.from(members(entries, trailingZeros)), createWriteStream(file));
}
