// The dev server's optimizer must know every package a screen imports before the first visit
// (build/vite-dev-prebundle.ts): a package missing from the lists would be discovered on a route's
// first load and the page reloaded under it. This reads the shipped sources and compares.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_PACKAGES, MOCK_PACKAGES } from "./vite-dev-prebundle";

const ROOT = join(import.meta.dirname, "..");
/** Tests, stories, and the screens' first frames (rendered by the build in Node, never in a page). */
const SKIPPED = /\.(test|stories)\.tsx?$|[\\/](__tests__|testing|screen-frames)[\\/]/;
const BARE = /(?:from\s+|import\(\s*)"([^"./][^"]*)"/g;
/** Aliases of the project's own folders and packages that only Node or the test runner load. */
/** Asset imports (`?url`) are files Vite serves, not modules the optimizer bundles. */
const NOT_PACKAGES = /^(@\/|@contract\/|@rules\/|@mocks\/|node:|vitest|msw\/node$)|\?url$/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => join(folder, file))
    .filter((file) => !SKIPPED.test(file));
}

function packagesImportedBy(folders: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of folders.flatMap(sourcesUnder)) {
    const text = readFileSync(join(ROOT, file), "utf8");
    for (const [, specifier] of text.matchAll(BARE)) {
      if (specifier && !NOT_PACKAGES.test(specifier) && !found.has(specifier))
        found.set(specifier, relative(ROOT, join(ROOT, file)));
    }
  }
  return found;
}

describe("dev server pre-bundling", () => {
  it("names every package the app's screens import", () => {
    const missing = [...packagesImportedBy(["frontend/src"])].filter(
      ([name]) => !APP_PACKAGES.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it("names every package the mock mode's server adds", () => {
    const known = [...APP_PACKAGES, ...MOCK_PACKAGES];
    const missing = [...packagesImportedBy(["mocks", "server", "rules"])].filter(
      ([name]) => !known.includes(name),
    );
    expect(missing).toEqual([]);
  });
});
