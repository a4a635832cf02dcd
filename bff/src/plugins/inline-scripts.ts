// The front end's index.html carries inline scripts that run before the app's scripts have arrived
// (the theme: frontend/src/lib/theme/theme-boot.ts; the keys of a scan made meanwhile:
// frontend/src/lib/scanning/early-keys.ts). The Content-Security-Policy allows no inline script but
// the ones the build wrote, each by the hash of its text, read off the build the BFF serves: a new
// build, new hashes, with nothing to keep in step by hand.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources ('sha256-…') for every inline script of `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((text) => text.trim() !== "")
    .map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

/** The hashes of the served build's inline scripts; none without a build. */
export function frontendInlineScriptHashes(frontendDist: string | null): string[] {
  if (!frontendDist) return [];
  const indexHtml = join(frontendDist, "index.html");
  return existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, "utf8")) : [];
}
