// What the dev server's dependency optimizer bundles before the first page is served. Every screen
// is a lazy chunk: left to discover a package on the first visit to a screen, the optimizer
// re-bundles and reloads the page under a route that was still loading ("Failed to fetch
// dynamically imported module"). Declaring every source file as an entry and the packages by name
// lets it finish before anything is served. build/dev-prebundle.test.ts keeps the lists whole.

/** Globs relative to Vite's root (frontend/): the page and every shipped source file. */
export const DEV_OPTIMIZER_ENTRIES = [
  "index.html",
  "src/**/*.{ts,tsx}",
  "!src/**/*.test.{ts,tsx}",
  "!src/**/*.stories.tsx",
  "!src/lib/testing/**",
];

/** Packages the app's screens import (subpaths included). */
export const APP_PACKAGES = [
  "react",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-dom/client",
  "react-router-dom",
  "@blueprintjs/core",
  "@blueprintjs/icons",
  "swr",
  "swr-openapi",
  "openapi-fetch",
  "jsbarcode",
  "qrcode",
  "canvas-confetti",
  "@nivo/bar",
  "@nivo/line",
  "@nivo/pie",
  "@nivo/theming",
  "barcode-detector/ponyfill",
  "exceljs",
];

/** Packages the mock mode's in-browser server adds (`vite --mode mock`). */
export const MOCK_PACKAGES = [
  "msw",
  "msw/browser",
  "@msw/data",
  "openapi-msw",
  "yaml",
  "zod",
  "ajv/dist/2020.js",
  "ajv-formats",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "otpauth",
  "papaparse",
  "exceljs",
];

export function devOptimizeDeps(mock: boolean) {
  return {
    entries: DEV_OPTIMIZER_ENTRIES,
    include: mock ? [...APP_PACKAGES, ...MOCK_PACKAGES] : APP_PACKAGES,
  };
}
