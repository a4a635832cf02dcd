// scrypt password hashes with their parameters stored beside them ("scrypt$N$r$p$salt$hash"), so
// the cost can be raised later without invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { runHash } from "./hash-pool";

/**
 * log2 of scrypt's N for new hashes: 17 (a deliberately slow hash) unless PASSWORD_HASH_COST says
 * otherwise (10 to 20). The test runner lowers it so hundreds of sign-ins take seconds; each hash
 * keeps its own parameters, so verification never depends on it.
 */
function costFactor(): number {
  const exponent = Number(process.env.PASSWORD_HASH_COST ?? 17);
  return 2 ** (Number.isInteger(exponent) && exponent >= 10 && exponent <= 20 ? exponent : 17);
}
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAXMEM = 256 * 1024 * 1024;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  refuseWhenBusy = false,
): Promise<Buffer> {
  return runHash(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    { refuseWhenBusy },
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = costFactor();
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAXMEM });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** refuseWhenBusy: throw HashQueueFullError instead of waiting behind a long line (sign-in). */
export async function verifyPassword(
  password: string,
  stored: string,
  refuseWhenBusy = false,
): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, hashText] = parts;
  const expected = Buffer.from(hashText ?? "", "base64");
  if (expected.length === 0) return false;
  const key = await scryptAsync(
    password,
    Buffer.from(saltText ?? "", "base64"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
    refuseWhenBusy,
  );
  return timingSafeEqual(key, expected);
}

/** A hash nobody's password matches: verifying against it costs the same time as a real account. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64"));
  return dummyHash;
}
