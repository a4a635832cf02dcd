// Vite serves and builds the front end from frontend/. Two modes:
// - default: `npm run dev` proxies /api and /uploads to the BFF on :3001; `vite build` writes
//   dist/frontend, which the BFF serves in `npm start`.
// - mock (`vite --mode mock`): no server at all; main.tsx starts the MSW worker before rendering.
import { join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { blueprintCss } from "./build/vite-blueprint-css.ts";
import { earlyKeys } from "./build/vite-early-keys.ts";
import { precomputedIconNames } from "./build/vite-blueprint-icon-names.ts";
import { precompress } from "./build/vite-precompress.ts";
import { screenSkeletons } from "./build/vite-screen-skeletons.ts";
import { staticSourceClosure } from "./build/source-closure.ts";
import { devOptimizeDeps } from "./build/vite-dev-prebundle.ts";
import { dropMockWorkerPlugin } from "./build/vite-drop-mock-worker.ts";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const BFF_ORIGIN = "http://localhost:3001";

/** The same aliases as tsconfig.json's `paths`: `@/` is the front end's src, `@contract/` the contract
 * types, `@rules/` the
 * business rules shared with the server, `@mocks/` the mock server (stories and mock mode only). */
export const PATH_ALIASES = [
  { find: /^@\//, replacement: fileURLToPath(new URL("./frontend/src/", import.meta.url)) },
  { find: /^@contract\//, replacement: fileURLToPath(new URL("./contract/", import.meta.url)) },
  { find: /^@rules\//, replacement: fileURLToPath(new URL("./rules/", import.meta.url)) },
  { find: /^@mocks\//, replacement: fileURLToPath(new URL("./mocks/", import.meta.url)) },
];

/**
 * How the build is split, for a phone on a slow network. Every rule names folders (inFolders, or a
 * screen's static imports within its feature's folder), never file names: moving a file between
 * folders is what moves it between chunks.
 * - "startup": everything the entry point imports statically (React, the router, Blueprint's
 *   shell components, the session code), in one file with the entry instead of a dozen shared
 *   chunks that each cost a request before the first paint;
 * - "codes": the barcode and QR generators (jsbarcode, qrcode and the app's code drawing:
 *   lib/codes/, features/inventory/codes/) in one chunk of their own, loaded by the code dialogs,
 *   the product form and the label printer;
 * - "inventory-route": the inventory feature's modules that the /inventory screen imports
 *   statically, in its own chunk (their packages and the app's shared components still go to
 *   "shared"). Left to the shared grouping, the merge of small groups put them in one chunk with
 *   the product form, whose code fields pull in "codes": every visit to /inventory would download
 *   and evaluate generators it never runs;
 * - "purchases-route": the same for /purchases, whose dialogs and 'Sugerencias' load when opened:
 *   left to "shared", the modules the page shares with its own dialogs were merged with the part
 *   search's neighbours and the page loaded the scanner's chunks (13 chunks before its first render);
 * - "inventory-dialogs": the inventory feature's other modules that two of its lazily loaded parts
 *   share (the product form of the new-product and product dialogs), in one chunk: left to
 *   "shared", the merge of small groups put the form with the kit's form field or the tooltip, and
 *   /settings and /labels downloaded the product form and the /inventory screen's own chunk;
 * - "scanning": the scan button, the number look-up and the equivalents offer that the inventory,
 *   labels and search screens share (lib/scanning/, lib/product-codes/, components/scanning/), in
 *   a small chunk of their own: merged into "shared", they
 *   joined the product form's group and brought "codes" back to /inventory (the scanner dialog
 *   and its ZXing reader load on the first scan). Only those modules: with their dependencies,
 *   lib/format came along, and every screen that shows a price loaded the scanner's chunk and, by
 *   its imports, the popover and overlay chunks (/reports: 11 chunks, 48 KB, where 4 and 23 KB do);
 * - "catalogue-data": the category, brand and vehicle look-ups (lib/catalogue) nearly every screen
 *   reads, on their own for the same reason: merged, they sat with the product form;
 * - "popover": Blueprint's popovers and tooltip with floating-ui, which a tooltip always loads:
 *   merged into "shared", the tooltip sat with the kit's form field and brought the popover to
 *   screens that show no tooltip;
 * - "icons": the Blueprint icon components the screens use (not the shell's, which are in
 *   "startup"), 14 KB in one chunk. Left to "shared", each screen's few icons were merged into
 *   chunks of unrelated components, and a screen that needed a calendar icon loaded the catalogue
 *   toolbar and what it imports;
 * - "common": app code and Blueprint components that nine screens or more use (dialogs, overlays,
 *   form groups, alerts, the list toolbar…), 12 KB in one chunk. Below that, once 'Modo mostrador'
 *   had added screens of its own, the tabs, the popover and then the export menu with its tables
 *   counted as common and every screen downloaded them (/vehicles 35 → 50 KB, /login 23 → 38 KB);
 *   at nine, /inventory's small shared pieces are chunks of their own, at its 14. Left to "shared", they were
 *   spread over small merged chunks: /sales and /search loaded 15 chunks before their first
 *   render, and Vite's preloading of each one (a <link> per file) was a long task of its own;
 * - "shared": app code and Blueprint components that several screens use, grouped by the set of
 *   screens that use them (groups under 6 KB merged), so a screen loads its own chunk and a few
 *   shared ones rather than twenty tiny files. Merging up to 20 KB put unrelated code together
 *   (the popover with the charts, the inventory screen's helpers with the search screen's), and
 *   each screen downloaded what its neighbours in a chunk imported.
 * Charts and the like stay in the screens that use them (automatic splitting). What each screen
 * downloads before its first render is held to a budget by build/screen-downloads.test.ts.
 *
 * Evaluation order: the merged "shared" groups and the groups that leave their dependencies out
 * make chunks that import each other in a cycle, and the chunk of such a cycle that is imported
 * first is evaluated last: until then what it exports reads `undefined`. rules/ modules land in
 * those chunks, so a front-end module never reads a rule while it loads, only when it runs
 * (ESLint, build/eslint-rule-reads-at-load.js). The alternatives cost every screen's download:
 * rules/ as one chunk of its own brings every rule to every screen (past /settings' budget), one
 * per set of screens adds chunks past /inventory's, and `output.strictExecutionOrder` wraps every
 * module (a few KB more per screen).
 */
const SOURCE_ROOT = fileURLToPath(new URL("./frontend/src/", import.meta.url));
/** What the entry point imports statically: the "startup" chunk holds it whatever the folder. */
const STARTUP_MODULES = staticSourceClosure(join(SOURCE_ROOT, "app/main.tsx"), SOURCE_ROOT);

/** The modules of a feature's folder that its screen imports statically, less the entry's. */
function screenModulesIn(screen: string, folder: string): Set<string> {
  const root = join(SOURCE_ROOT, folder) + sep;
  return new Set(
    [...staticSourceClosure(join(SOURCE_ROOT, screen), SOURCE_ROOT)].filter(
      (file) => file.startsWith(root) && !STARTUP_MODULES.has(file),
    ),
  );
}

const INVENTORY_SCREEN_MODULES = screenModulesIn("app/routes/inventory-route.tsx", "features/inventory");
const PURCHASES_SCREEN_MODULES = screenModulesIn(
  "features/purchases/components/purchases-page.tsx",
  "features/purchases",
);

/**
 * A chunk rule by folder: a module belongs when it lies under one of the front end's
 * `sourceFolders` (relative to frontend/src) or in one of the `packages`. Moving a file into or out
 * of such a folder is what moves it between chunks; its name plays no part.
 */
function inFolders(sourceFolders: string[], packages: string[] = []): (id: string) => boolean {
  const roots = sourceFolders.map((folder) => join(SOURCE_ROOT, folder) + sep);
  const packageFolders = packages.map((name) => `${sep}node_modules${sep}${join(name)}${sep}`);
  return (id) => {
    const file = normalize(id.split("?", 1)[0] ?? "");
    return (
      roots.some((root) => file.startsWith(root)) || packageFolders.some((folder) => file.includes(folder))
    );
  };
}

const STARTUP_AND_SHARED_CHUNKS = {
  groups: [
    { name: "startup", tags: ["$initial" as const], priority: 20 },
    {
      name: "codes",
      test: inFolders(["lib/codes", "features/inventory/codes"], ["jsbarcode", "qrcode", "dijkstrajs"]),
      // Only the drawing modules themselves: a helper they share with the list (download.ts) stays
      // with the list instead of dragging the generators onto /inventory.
      includeDependenciesRecursively: false,
      priority: 16,
    },
    {
      name: "inventory-route",
      test: (id: string) => INVENTORY_SCREEN_MODULES.has(id.split("?", 1)[0] ?? ""),
      includeDependenciesRecursively: false,
      priority: 14,
    },
    {
      name: "purchases-route",
      test: (id: string) => PURCHASES_SCREEN_MODULES.has(id.split("?", 1)[0] ?? ""),
      includeDependenciesRecursively: false,
      priority: 14,
    },
    {
      name: "inventory-dialogs",
      test: inFolders(["features/inventory"]),
      minShareCount: 2,
      includeDependenciesRecursively: false,
      priority: 13,
    },
    {
      name: "scanning",
      test: inFolders(["lib/scanning", "lib/product-codes", "components/scanning"]),
      includeDependenciesRecursively: false,
      priority: 12,
    },
    {
      name: "catalogue-data",
      test: inFolders(["lib/catalogue"]),
      priority: 12,
    },
    {
      name: "popover",
      test: inFolders(
        [],
        [
          "@floating-ui",
          "@blueprintjs/core/lib/esm/components/popover",
          "@blueprintjs/core/lib/esm/components/popover-next",
          "@blueprintjs/core/lib/esm/components/tooltip",
        ],
      ),
      includeDependenciesRecursively: false,
      priority: 11,
    },
    {
      name: "icons",
      test: /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/]/,
      includeDependenciesRecursively: false,
      priority: 11,
    },
    {
      name: "common",
      test: /frontend[\\/]src[\\/]|@blueprintjs[\\/](core|icons[\\/]lib[\\/]esm[\\/](?!generated[\\/](16|20)px[\\/]paths))/,
      minShareCount: 9,
      priority: 10,
    },
    {
      name: "shared",
      test: /frontend[\\/]src[\\/]|@blueprintjs[\\/](core|icons[\\/]lib[\\/]esm[\\/](?!generated[\\/](16|20)px[\\/]paths))/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 6_000,
      priority: 10,
    },
  ],
};

/** A shared group is named after every screen that uses it ("shared~sales-page~…"): keep "shared". */
const shortName = (name: string) => (name.startsWith("shared~") ? "shared" : "[name]");
const chunkFileNames = (chunk: { name: string }) => `assets/${shortName(chunk.name)}-[hash].js`;
const assetFileNames = (asset: { names: readonly string[] }) =>
  `assets/${shortName(asset.names[0] ?? "")}-[hash][extname]`;

/** The app's own page, as opposed to Storybook's preview page, which this config builds too. */
const APP_PAGE = fileURLToPath(new URL("./frontend/index.html", import.meta.url));

/**
 * `<link rel="preload" href="/api/user">` in index.html: the session check every screen waits for
 * starts with the page instead of after the scripts have run (credentials and mode match
 * lookupSessionUser's fetch, so the browser hands it that answer). Not in mock mode nor in
 * Storybook, where the MSW worker, not the network, answers the API and starts after the scripts.
 */
function sessionPreload(): Plugin {
  return {
    name: "wolftracker:session-preload",
    // Only the app's own page: Storybook's preview page is built by this config too, and there the
    // mocks answer the API.
    transformIndexHtml: (_html, context) =>
      context.filename === APP_PAGE
        ? [
            {
              tag: "link",
              attrs: { rel: "preload", href: "/api/user", as: "fetch", crossorigin: "use-credentials" },
              injectTo: "head",
            },
          ]
        : [],
  };
}

export default defineConfig(({ mode }) => {
  const mock = mode === "mock";
  return {
    root: "frontend",
    // precompress: .br and .gz twins of the built files, served by the BFF (bff/src/plugins/static-files.ts).
    // blueprintCss: Blueprint's stylesheet without its icon-font glyph rules (icons are SVG here).
    // precomputedIconNames: Blueprint's icon-name table written out at build time.
    plugins: [
      react(),
      blueprintCss(),
      precomputedIconNames(),
      precompress(fileURLToPath(new URL("./dist/frontend", import.meta.url))),
      ...(mock
        ? []
        : [
            sessionPreload(),
            earlyKeys(APP_PAGE),
            screenSkeletons(fileURLToPath(new URL("./dist/frontend", import.meta.url))),
            dropMockWorkerPlugin(fileURLToPath(new URL("./dist/frontend", import.meta.url))),
          ]),
    ],
    resolve: { alias: PATH_ALIASES },
    optimizeDeps: devOptimizeDeps(mock),
    server: {
      port: 3000,
      strictPort: true,
      // The repo root, so screens may import ../openapi.yaml?raw and the mocks.
      fs: { allow: [repoRoot] },
      proxy: mock
        ? undefined
        : {
            "/api": { target: BFF_ORIGIN, changeOrigin: false },
            "/uploads": { target: BFF_ORIGIN, changeOrigin: false },
          },
    },
    preview: { port: 3000 },
    build: {
      outDir: mock ? "../dist/mock" : "../dist/frontend",
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        output: { codeSplitting: STARTUP_AND_SHARED_CHUNKS, chunkFileNames, assetFileNames },
      },
    },
  };
});
