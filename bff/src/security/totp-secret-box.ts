// TOTP secrets at rest: AES-256-GCM under a key of this installation (totp-key.ts), kept beside
// the database in `local_secrets`, which no backup copies. A copied database file or an archive thus
// holds only sealed secrets; codes cannot be made from them without the key. The account's id is
// the authenticated data, so a sealed secret moved to another account's row does not open.
// Only the BFF seals: the mocks keep their secrets in the browser's memory, never written anywhere.
// migrations/20250101001600_sealed_totp_secrets.ts seals existing rows in this same format.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const PREFIX = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

const context = (userId: number) => Buffer.from(`user_two_factor:${userId}`);

export function sealTotpSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(context(userId));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The secret, or null when this key does not open it (another installation's, or altered). */
export function openTotpSecret(key: Buffer, userId: number, sealed: string): string | null {
  if (!sealed.startsWith(PREFIX)) return null;
  const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(context(userId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
