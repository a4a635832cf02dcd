// What each screen downloads before its first render, read from a production build: the screen's
// chunk (a dynamic import of the entry) and every chunk it imports statically, followed through
// those chunks' own imports, compressed with brotli as the BFF sends them. The entry ("startup") and the
// runtime, which every screen shares, are left out. The chunk groups of vite.config.ts are tuned
// for these figures and a small change of the app can upset them (rolldown merges small groups by
// the screens that share them): build/screen-downloads.test.ts holds them to budgets.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

/** A screen's own chunk, by file name: <screen>-page, -screen or -route, then the hash. */
export const SCREEN_CHUNK = /^(?<screen>[a-z-]+)-(page|screen|route)-[\w-]+\.js$/;
const DYNAMIC_IMPORT = /import\(`\.\/([^`]+\.js)`\)/g;
const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s*(?:[\w${},\s*]+from\s*)?"\.\/([^"]+\.js)"/g;

export interface ScreenDownload {
  screen: string;
  chunks: string[];
  brotliBytes: number;
}

export function screenDownloads(assetsDir: string): ScreenDownload[] {
  const files = readdirSync(assetsDir);
  const entry = files.find((file) => /^startup-[\w-]+\.js$/.test(file));
  if (!entry) throw new Error(`no startup chunk in ${assetsDir}`);
  const read = (file: string) => readFileSync(join(assetsDir, file), "utf8");
  const screens = [...read(entry).matchAll(DYNAMIC_IMPORT)]
    .map((match) => match[1]!)
    .filter((file) => SCREEN_CHUNK.test(file));
  return [...new Set(screens)].map((file) => {
    const chunks = new Set<string>();
    const pending = [file];
    while (pending.length > 0) {
      const chunk = pending.pop()!;
      if (chunks.has(chunk) || chunk === entry || chunk.startsWith("rolldown-runtime")) continue;
      chunks.add(chunk);
      for (const match of read(chunk).matchAll(STATIC_IMPORT)) pending.push(match[1]!);
    }
    const brotliBytes = [...chunks].reduce(
      (total, chunk) => total + brotliCompressSync(readFileSync(join(assetsDir, chunk))).length,
      0,
    );
    return { screen: SCREEN_CHUNK.exec(file)!.groups!.screen!, chunks: [...chunks].sort(), brotliBytes };
  });
}
