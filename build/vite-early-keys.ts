// A Vite plugin that writes the early-keys script (frontend/src/lib/scanning/early-keys.ts) inline
// at the top of the app's index.html <head>, and so into every screen's page built from it: a scan
// made while a screen's frame is on show, before the app's scripts have run, is kept for the app.
// At the top, before the main stylesheet: an inline script after a stylesheet still loading waits
// for it and holds the page's parsing with it. Only the app's own page: Storybook's preview page is
// built by the same config.
import type { Plugin } from "vite";
import { EARLY_KEYS_SCRIPT } from "../frontend/src/lib/scanning/early-keys.ts";

export function earlyKeys(appPage: string): Plugin {
  return {
    name: "wolftracker:early-keys",
    transformIndexHtml: (_html, context) =>
      context.filename === appPage
        ? [{ tag: "script", children: EARLY_KEYS_SCRIPT, injectTo: "head-prepend" }]
        : [],
  };
}
