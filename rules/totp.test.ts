import { expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from "./totp";

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", 8-digit values truncated to 6.
const RFC_SECRET = base32Encode(new TextEncoder().encode("12345678901234567890"));

it("matches RFC 6238's SHA-1 test vectors (last six digits)", async () => {
  for (const [seconds, eight] of [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ] as const) {
    expect(await totpCode(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
  }
});

it("matches RFC 4226's HOTP values", async () => {
  expect(await hotp(RFC_SECRET, 0)).toBe("755224");
  expect(await hotp(RFC_SECRET, 9)).toBe("520489");
});

it("accepts one step either side of now and nothing further", async () => {
  const now = 1_700_000_000_000;
  for (const offset of [-1, 0, 1]) {
    const code = await totpCode(RFC_SECRET, now + offset * 30_000);
    expect(await matchingTotpStep(RFC_SECRET, code, now)).toBe(Math.floor(now / 30_000) + offset);
  }
  expect(await matchingTotpStep(RFC_SECRET, await totpCode(RFC_SECRET, now + 90_000), now)).toBeNull();
  expect(await matchingTotpStep(RFC_SECRET, "12345", now)).toBeNull();
});

it("base32 round-trips and the URI names issuer, account and every parameter", () => {
  const bytes = new Uint8Array([0, 1, 2, 250, 255, 7, 9]);
  expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
  const uri = new URL(otpauthUri(RFC_SECRET, "ana", "Repuestos Ñandú"));
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.host).toBe("totp");
  expect(decodeURIComponent(uri.pathname)).toBe("/Repuestos Ñandú:ana");
  expect(Object.fromEntries(uri.searchParams)).toEqual({
    secret: RFC_SECRET,
    issuer: "Repuestos Ñandú",
    algorithm: "SHA1",
    digits: "6",
    period: "30",
  });
});

it("draws 160-bit secrets, never the same twice", () => {
  const a = newTotpSecret();
  expect(a).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Decode(a)).toHaveLength(20);
  expect(newTotpSecret()).not.toBe(a);
});
