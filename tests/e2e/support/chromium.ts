// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.sh installs it), with the
// switches every browser the checks start uses: the journeys, the story renderer, Lighthouse and
// the label benchmark.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Headless Chromium 156 is the whole browser, and it keeps the address bar's suggestion popup
  // (chrome://omnibox-popup.top-chrome) rendered in a renderer of its own for every window: about
  // 30 % of a core while pages load, in a popup no one ever opens. Without it the shell and search
  // journeys took 107 CPU-seconds instead of 178 (docs/testing.md). Chromium merges this list with
  // the one Playwright passes.
  "--disable-features=WebUIOmniboxFullPopup,WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
