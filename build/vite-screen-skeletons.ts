// A Vite build plugin: beside index.html, one copy per role and screen (screens/<role>/<screen>.html) whose #root
// already holds that screen's first frame, where the shell puts it: the screen rendered to HTML
// before any answer from the server (frontend/src/app/screen-frames/render-screen-frame.tsx, run
// here in Node through Vite's SSR loader), with the screen's own stylesheets inlined so the frame
// is laid out as the screen will be. The BFF sends the copy of the screen asked for to a signed-in
// browser (bff/src/plugins/static-files.ts), so a phone on a slow network paints the screen's
// heading, toolbar and search box as soon as the HTML and the main stylesheet arrive instead of a
// blank page until the scripts have run; React then replaces it with the shell and the screen. The
// frame is inert: nothing can be typed into it and lost. The copies go through the same
// precompression.
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from "vite";
import { afterAppBuild } from "./app-build-plugin.ts";
import { SCREEN_CHUNK } from "./screen-downloads.ts";
import { COUNTER_MODE_PAGE_SUFFIX, SCREEN_SKELETON_DIR } from "./screen-skeleton-dir.ts";

/** A screen's first frame: its markup, and the stylesheets of its chunks. */
export interface ScreenFrame {
  html: string;
  css: string;
}

function readIndexHtml(dir: string): Promise<string> {
  return readFile(join(dir, "index.html"), "utf8");
}

/** index.html with the screen's frame in #root, inside the shell's own content card. */
export function screenSkeletonHtml(indexHtml: string, frame: ScreenFrame): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error("index.html has no empty #root to fill");
  if (!indexHtml.includes("</head>")) throw new Error("index.html has no </head>");
  const skeleton =
    `<div class="screen-skeleton" aria-busy="true" inert><div class="app-content">` +
    `<div class="bp6-card bp6-elevation-0 content-card glass-card">${frame.html}</div></div></div>`;
  // After the main stylesheet, as the screen's own stylesheets come when its chunk loads.
  const style = frame.css ? `<style>${frame.css.replaceAll("</", "<\\/")}</style>\n  </head>` : "</head>";
  // Replacer functions: the frame's text may hold "$&" or "$'", which a replacement string expands.
  return indexHtml.replace("</head>", () => style).replace(root, () => `<div id="root">${skeleton}</div>`);
}

/** Writes screens/<role>/<screen>.html beside the index.html of the build in `dir`. */
export async function writeScreenSkeletons(
  dir: string,
  frames: Record<string, Record<string, ScreenFrame>>,
): Promise<void> {
  const indexHtml = await readIndexHtml(dir);
  for (const [role, screens] of Object.entries(frames)) {
    await mkdir(join(dir, SCREEN_SKELETON_DIR, role), { recursive: true });
    for (const [screen, frame] of Object.entries(screens)) {
      const file = join(dir, SCREEN_SKELETON_DIR, role, `${screen}.html`);
      await writeFile(file, screenSkeletonHtml(indexHtml, frame));
    }
  }
}

/** Each screen's stylesheets, read from the bundle: those its chunk and the chunks it imports
 * statically bring, in the order the chunk loads them, less those index.html already links. */
export function screenStylesheets(bundle: Rolldown.OutputBundle, indexHtml: string): Map<string, string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const cssOf = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const imported = chunk.imports.flatMap((file) => {
      const dependency = chunks.get(file);
      return dependency ? cssOf(dependency, seen) : [];
    });
    return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
  };
  const linked = new Set(
    [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
  const sheets = new Map<string, string>();
  for (const chunk of chunks.values()) {
    const screen = SCREEN_CHUNK.exec(basename(chunk.fileName))?.groups?.screen;
    if (!screen || !chunk.isDynamicEntry) continue;
    const files = [...new Set(cssOf(chunk))].filter((file) => !linked.has(file));
    const css = files.map((file) => {
      const asset = bundle[file];
      if (asset?.type !== "asset") throw new Error(`stylesheet ${file} is not in the bundle`);
      return String(asset.source);
    });
    sheets.set(screen, css.join("\n"));
  }
  return sheets;
}

/** Every framed screen's markup for every role, rendered by the app's own modules under Vite's SSR
 * loader, with the screen's stylesheets beside it. */
async function renderScreenFrames(
  config: ResolvedConfig,
  sheets: Map<string, string>,
): Promise<Record<string, Record<string, ScreenFrame>>> {
  const server = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: "warn",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { COUNTER_MODE_SCREENS, FRAMED_SCREENS, FRAME_ROLES, renderScreenFrame } =
      (await server.ssrLoadModule(
        "/src/app/screen-frames/render-screen-frame.tsx",
      )) as typeof import("../frontend/src/app/screen-frames/render-screen-frame.tsx");
    const frames: Record<string, Record<string, ScreenFrame>> = {};
    for (const role of FRAME_ROLES) {
      const screens: Record<string, ScreenFrame> = {};
      for (const screen of FRAMED_SCREENS) {
        const css = sheets.get(screen);
        if (css === undefined) throw new Error(`no chunk found for the screen ${screen}`);
        if (COUNTER_MODE_SCREENS.has(screen)) {
          screens[screen] = { html: await renderScreenFrame(screen, role, false), css };
          screens[`${screen}${COUNTER_MODE_PAGE_SUFFIX}`] = {
            html: await renderScreenFrame(screen, role, true),
            css,
          };
        } else {
          screens[screen] = { html: await renderScreenFrame(screen, role), css };
        }
      }
      frames[role] = screens;
    }
    return frames;
  } finally {
    await server.close();
  }
}

/** Writes the copies for a build whose output folder is `target` (not Storybook's). */
export function screenSkeletons(target: string): Plugin {
  return afterAppBuild(
    "wolftracker:screen-skeletons",
    target,
    "writeBundle",
    async (outDir, { config, bundle }) => {
      if (!bundle) throw new Error("the screen skeletons need the bundle");
      const sheets = screenStylesheets(bundle, await readIndexHtml(outDir));
      await writeScreenSkeletons(outDir, await renderScreenFrames(config, sheets));
    },
  );
}
