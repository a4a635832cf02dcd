// The random and hashed parts of two-factor sign-in, over Web Crypto (the BFF and the browser
// mocks alike): sign-in challenges and recovery codes are stored only as SHA-256 hashes. Both are
// long random strings, so a fast hash is enough: there is no password to guess behind them.

/** Recovery code letters: lower case and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60_000;

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomText(length: number): string {
  // 256 is not a multiple of the alphabet's size: bytes past the last whole multiple are drawn again.
  const limit = 256 - (256 % ALPHABET.length);
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/** An opaque token handed to the browser between the password and the code. */
export function newChallenge(): string {
  return randomText(40);
}

/** Ten codes such as `k7m2q-9xw4h` (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = randomText(10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the hyphen or spaces) in its stored form. */
export function recoveryCodeHash(typed: string): Promise<string> {
  return sha256Hex(typed.toLowerCase().replace(/[\s-]/g, ""));
}
