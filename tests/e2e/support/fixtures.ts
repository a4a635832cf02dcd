// What every journey imports instead of @playwright/test: the same `test` and `expect`, with the
// URL of this worker's own BFF (the global setup starts one per worker) as baseURL.
//
// E2E_SLOW_SCRIPTS_MS=<ms> holds every script back that long, as a slow phone network does. The page's
// load event waits for the entry, not for the screen's chunks, so after `page.goto` each screen's
// HTML frame stands alone on screen for a while. A journey that acts on the frame as if it were the
// app (types into it, counts a text the frame draws twice, once per layout) fails under it; so does
// one that opens a dialog without waiting for it. Not part of `npm test`: run it after changing a
// frame, a lazy chunk or a journey's first steps.
//
// E2E_CPU_SLOWDOWN=<n> runs every page's scripts n times slower (Chromium's CPU throttling, as
// DevTools applies it): the journeys as a slower machine's browser sees them. See docs/testing.md.
import { test as base } from "@playwright/test";

const SLOW_SCRIPTS_MS = Number(process.env.E2E_SLOW_SCRIPTS_MS ?? 0);
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
const SCRIPT = /\/assets\/[\w-]+\.js$/;

export { expect } from "@playwright/test";

export const test = base.extend({
  // Playwright reads the fixtures a function needs from its first parameter: it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    const urls = (process.env.E2E_BASE_URLS ?? "").split(",").filter(Boolean);
    const url = urls[testInfo.parallelIndex % Math.max(urls.length, 1)];
    if (!url) throw new Error("E2E_BASE_URLS is missing: the global setup did not start the BFFs");
    await use(url);
  },
  page: async ({ page }, use) => {
    if (CPU_SLOWDOWN > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    if (SLOW_SCRIPTS_MS > 0) {
      await page.route(SCRIPT, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_SCRIPTS_MS));
        await route.continue();
      });
    }
    await use(page);
  },
});

/** Phone width of the specification's checks (layout must hold at 375 px). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
