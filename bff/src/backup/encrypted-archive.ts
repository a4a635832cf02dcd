// Passphrase-encrypted copies of an archive, for copies that leave the machine (USB sticks, shared
// folders): AES-256-GCM (authenticated: a wrong passphrase or one changed byte is refused) under a
// key drawn from the passphrase with scrypt. Both directions stream, so memory stays small; the
// decrypted archive is written to a file and used only once GCM's tag has checked every byte.
//
// Layout: MAGIC (8) | log2(N) (1) | r (1) | p (1) | salt (16) | iv (12) | ciphertext | tag (16).
// The header is authenticated too (GCM's additional data).
import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { BACKUP_MESSAGES as M } from "../../../rules/backup-messages";
import { ArchiveRejected } from "./verified-extract";

const MAGIC = Buffer.from("TBKENC01", "ascii");
const HEADER_BYTES = MAGIC.length + 3 + 16 + 12;
const TAG_BYTES = 16;
/** scrypt at N = 2^17, r = 8: 128 MB and about half a second per derivation. */
export const DEFAULT_COST_LOG2 = 17;

/** Copies of the archive carry this suffix after its name. */
export const ENCRYPTED_SUFFIX = ".enc";

function deriveKey(passphrase: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize("NFC"), salt, 32, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** True when `file` starts as an encrypted archive does. */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, "r").catch(() => null);
  if (!handle) return false;
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Writes the encrypted copy of `source` to `target` (new file, mode 0600). */
export async function encryptArchive(
  source: string,
  target: string,
  passphrase: string,
  costLog2 = DEFAULT_COST_LOG2,
): Promise<void> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([costLog2, 8, 1]), salt, iv]);
  const key = await deriveKey(passphrase, salt, costLog2, 8, 1);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  try {
    await pipeline(
      async function* () {
        yield header;
        for await (const chunk of createReadStream(source).pipe(cipher)) yield chunk as Buffer;
        yield cipher.getAuthTag();
      },
      createWriteStream(target, { flags: "wx", mode: 0o600 }),
    );
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/**
 * Decrypts `source` into `target` (new file, mode 0600); throws ArchiveRejected, leaving no
 * `target`, on a damaged header, a wrong passphrase or any changed byte.
 */
export async function decryptArchive(source: string, target: string, passphrase: string): Promise<void> {
  const size = (await stat(source)).size;
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(source, "r");
  try {
    if (size < HEADER_BYTES + TAG_BYTES) throw new ArchiveRejected(M.encryptedDamaged);
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const [log2N, r, p] = [header[8]!, header[9]!, header[10]!];
  // Bounds, so a forged header cannot make the derivation take gigabytes or hours.
  if (
    !header.subarray(0, MAGIC.length).equals(MAGIC) ||
    log2N < 10 ||
    log2N > 20 ||
    r < 1 ||
    r > 16 ||
    p < 1 ||
    p > 4
  )
    throw new ArchiveRejected(M.encryptedDamaged);
  const salt = header.subarray(11, 27);
  const iv = header.subarray(27, 39);
  const key = await deriveKey(passphrase, salt, log2N, r, p);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    const body = size - TAG_BYTES - HEADER_BYTES;
    const ciphertext =
      body > 0
        ? createReadStream(source, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })
        : (async function* () {})();
    await pipeline(ciphertext, decipher, createWriteStream(target, { flags: "wx", mode: 0o600 }));
  } catch {
    await rm(target, { force: true });
    throw new ArchiveRejected(M.wrongPassphrase);
  }
}
