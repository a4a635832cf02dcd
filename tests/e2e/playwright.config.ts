// Journeys in Debian's Chromium against the BFF serving the production build (see
// support/global-setup.ts). Two workers, each with its own BFF and database (support/fixtures.ts):
// a journey waits on the browser and the server more than on the CPU, so two at once finish the
// suite sooner even on two cores. E2E_WORKERS=1 runs them one by one.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  globalSetup: "./support/global-setup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON file too, to sum every suite in its closing line.
  reporter: process.env.E2E_RESULTS_FILE
    ? [["list"], ["json", { outputFile: process.env.E2E_RESULTS_FILE }]]
    : [["list"]],
  outputDir: "../../test-results/e2e",
  use: {
    // baseURL: set per worker by support/fixtures.ts.
    browserName: "chromium",
    locale: "es-CO",
    timezoneId: "America/Bogota",
    viewport: { width: 1280, height: 800 },
    // Journeys run with 'reduce motion' on (the app then ends every transition at once): on a busy
    // 2-core machine a click taken between two frames of an alert's 300 ms zoom landed beside its
    // 'Eliminar' and the delete was never asked (catalogue.spec.ts, clean-clone run of 29 Nov).
    // The journeys about motion itself (reduced-motion.spec.ts, the goals' confetti) turn it off.
    reducedMotion: "reduce",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed journey keeps its trace (actions, network, DOM snapshots) but not the screencast:
    // recording every frame of every journey took about a third of the suite's processor time
    // (shell and search journeys: 268 → 178 CPU-seconds); the failure's screenshot is below.
    // TRACE=off records nothing.
    trace:
      process.env.TRACE === "off"
        ? "off"
        : { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
});
