// What every journey imports instead of @playwright/test: the same `test` and `expect`, with the
// URL of this worker's own BFF (the global setup starts one per worker) as baseURL.
import { test as base } from "@playwright/test";

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
});

/** Phone width of the specification's checks (layout must hold at 375 px). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
