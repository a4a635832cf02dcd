// A Vite build plugin: beside index.html, one copy per screen (screens/<screen>.html) whose #root
// already holds that screen's heading (title and fixed subtitle, frontend/src/lib/screen-headings.ts)
// where the shell puts it. The BFF sends the copy of the screen asked for to a signed-in browser
// (bff/src/plugins/static-files.ts), so a phone on a slow network paints the heading as soon as the
// HTML and the stylesheet arrive instead of a blank page until the scripts have run; React then
// replaces it with the shell and the screen. The copies go through the same precompression.
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { escapeXml } from "../frontend/src/lib/escape-xml.ts";
import { SCREEN_HEADINGS, type ScreenHeading } from "../frontend/src/lib/screen-headings.ts";
import { afterAppBuild } from "./app-build-plugin.ts";
import { SCREEN_SKELETON_DIR } from "./screen-skeleton-dir.ts";

/** index.html with the screen's heading in #root, in the shell's own classes. */
export function screenSkeletonHtml(indexHtml: string, heading: ScreenHeading): string {
  const subtitle = heading.subtitle
    ? `<p class="page-header-subtitle">${escapeXml(heading.subtitle)}</p>`
    : "";
  const skeleton =
    `<div class="screen-skeleton" aria-busy="true"><div class="app-content">` +
    `<div class="bp6-card bp6-elevation-0 content-card glass-card"><div class="page-header">` +
    `<div class="page-header-text"><h1 class="page-header-title">${escapeXml(heading.title)}</h1>${subtitle}` +
    `</div></div></div></div></div>`;
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error("index.html has no empty #root to fill");
  return indexHtml.replace(root, `<div id="root">${skeleton}</div>`);
}

/** Writes screens/<screen>.html beside the index.html of the build in `dir`. */
export async function writeScreenSkeletons(dir: string): Promise<void> {
  const indexHtml = await readFile(join(dir, "index.html"), "utf8");
  await mkdir(join(dir, SCREEN_SKELETON_DIR), { recursive: true });
  for (const [screen, heading] of Object.entries(SCREEN_HEADINGS)) {
    await writeFile(join(dir, SCREEN_SKELETON_DIR, `${screen}.html`), screenSkeletonHtml(indexHtml, heading));
  }
}

/** Writes the copies for a build whose output folder is `target` (not Storybook's). */
export function screenSkeletons(target: string): Plugin {
  return afterAppBuild("wolftracker:screen-skeletons", target, "writeBundle", writeScreenSkeletons);
}
