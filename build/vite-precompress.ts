// A Vite build plugin: once the bundle is written, every text file of the build (JS, CSS, HTML,
// SVG, JSON, web manifest, text) of 1 KiB or more gets a brotli (.br, quality 11) and a gzip (.gz,
// level 9) twin, which the BFF serves to clients that accept them (@fastify/static preCompressed).
// Compressing once here lets the slowest, smallest settings pay off; the server never spends a
// request's time on it.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";
import { afterAppBuild } from "./app-build-plugin.ts";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|xml)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    // A twin that saves nothing is left out; the server then sends the file as it is.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Precompresses a build whose output folder is `target` (not Storybook's, which reuses this config). */
export function precompress(target: string): Plugin {
  return afterAppBuild("wolftracker:precompress", target, "closeBundle", precompressDirectory);
}
