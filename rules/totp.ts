// RFC 6238 time-based one-time passwords (HMAC-SHA1, 30-second steps, 6 digits) through `otpauth`, a
// maintained library that runs alike in Node (the BFF) and in the browser (the mocks). This module
// keeps the project's own vocabulary (steps, the ±1 window, the URI apps read) around it.
import { HOTP, Secret, TOTP } from "otpauth";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

const ALGORITHM = "SHA1";

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: bytes.slice().buffer }).base32;
}

export function base32Decode(text: string): Uint8Array {
  return Secret.fromBase32(text.replace(/[\s=]/g, "").toUpperCase()).bytes;
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The step a moment falls in. */
export function totpStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: nowMs });
}

/** RFC 4226 HOTP of one counter value. */
export async function hotp(secret: string, counter: number): Promise<string> {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    counter,
  });
}

/** The code of the moment (tests and the journey compute it as a phone would). */
export function totpCode(secret: string, nowMs: number = Date.now()): Promise<string> {
  return hotp(secret, totpStep(nowMs));
}

/**
 * The step whose code this is, within ±TOTP_WINDOW of now, or null. The caller refuses a step at or
 * before the last one it accepted, so a code seen over a shoulder cannot be used again.
 */
export async function matchingTotpStep(
  secret: string,
  code: string,
  nowMs: number = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
    timestamp: nowMs,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key URI Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  }).toString();
}
