// A Vite plugin: Blueprint's icon-name table, computed at build time instead of in the browser.
// @blueprintjs/icons builds `IconNames` when its module loads, running pascalCase and snakeCase
// over all its icon names, on a phone's start-up before anything is drawn. Here the module is
// replaced by the finished table, the same object Blueprint would build (build-assets.test.ts
// compares them); a bundle that never reads it drops it.
import type { Plugin } from "vite";

const ICON_NAMES_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The module's source with `IconNames` and `IconNamesSet` written out. */
export async function precomputedIconNamesModule(): Promise<string> {
  const { IconNames } = await import("@blueprintjs/icons");
  return [
    `export const IconNames = ${JSON.stringify(IconNames)};`,
    "export const IconNamesSet = /* @__PURE__ */ new Set(Object.values(IconNames));",
    "",
  ].join("\n");
}

export function precomputedIconNames(): Plugin {
  let source: Promise<string> | null = null;
  return {
    name: "wolftracker:blueprint-icon-names",
    enforce: "pre",
    load(id) {
      if (!ICON_NAMES_MODULE.test(id.split("?", 1)[0] ?? "")) return null;
      source ??= precomputedIconNamesModule();
      return source;
    },
  };
}
