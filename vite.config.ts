// Vite serves and builds the front end from frontend/. Two modes:
// - default: `npm run dev` proxies /api and /uploads to the BFF on :3001; `vite build` writes
//   dist/frontend, which the BFF serves in `npm start`.
// - mock (`vite --mode mock`): no server at all; main.tsx starts the MSW worker before rendering.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { blueprintCss } from "./scripts/vite-blueprint-css";
import { precompress } from "./scripts/vite-precompress";

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

export default defineConfig(({ mode }) => {
  const mock = mode === "mock";
  return {
    root: "frontend",
    // precompress: .br and .gz twins of the built files, served by the BFF (bff/src/plugins/static-files.ts).
    // blueprintCss: Blueprint's stylesheet without its icon-font glyph rules (icons are SVG here).
    plugins: [
      react(),
      blueprintCss(),
      precompress(fileURLToPath(new URL("./dist/frontend", import.meta.url))),
    ],
    resolve: { alias: PATH_ALIASES },
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
    },
  };
});
