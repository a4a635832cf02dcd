// An .xlsx's ZIP entries measured before exceljs inflates them: the declared sizes from the central
// directory first (a bomb that tells the truth is refused without inflating a byte), then each entry
// inflated through a counter that keeps nothing and stops at the bound (a bomb that lies about its
// sizes, or entries sharing one compressed stream, stop there too). Web streams only, so the mocks
// in a browser check the same way as the BFF.
import {
  MAX_SHEET_UNCOMPRESSED_MB,
  MAX_SHEET_ZIP_ENTRIES,
  SHEET_LIMIT_MESSAGES,
} from "../../rules/spreadsheet-limits";
import { MESSAGES } from "../../rules/messages";
import { SheetRefusal } from "./sheet-refusal";

const MAX_BYTES = MAX_SHEET_UNCOMPRESSED_MB * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const unreadable = () => new SheetRefusal(MESSAGES.importFileUnreadable);
const tooLarge = () => new SheetRefusal(SHEET_LIMIT_MESSAGES.uncompressedTooLarge);

function directoryEnd(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65 535.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw unreadable();
}

function entriesOf(view: DataView): ZipEntry[] {
  const end = directoryEnd(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // ZIP64 markers: no workbook within the bounds needs them.
  if (count === 0xffff || at === 0xffffffff) throw tooLarge();
  if (count > MAX_SHEET_ZIP_ENTRIES) throw new SheetRefusal(SHEET_LIMIT_MESSAGES.tooManyEntries);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw unreadable();
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

function compressedData(bytes: Uint8Array, view: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.headerOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength) throw unreadable();
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Bytes the data inflates to, counted without keeping them; stops once past `limit`. */
async function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return size;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        return size;
      }
    }
  } catch {
    throw unreadable();
  }
}

/** Refuses (SheetRefusal) an .xlsx whose entries inflate past the bound, or that is not a ZIP. */
export async function checkZipBounds(bytes: Uint8Array): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw unreadable();
  const entries = entriesOf(view);
  let declared = 0;
  for (const entry of entries) {
    if (entry.method !== STORED && entry.method !== DEFLATED) throw unreadable();
    declared += entry.size;
    if (declared > MAX_BYTES) throw tooLarge();
  }
  for (const entry of entries) {
    const data = compressedData(bytes, view, entry);
    const size = entry.method === STORED ? data.byteLength : await inflatedSize(data, entry.size);
    // More than it declared: a forged header, so the declared total above proves nothing.
    if (size > entry.size) throw tooLarge();
  }
}
