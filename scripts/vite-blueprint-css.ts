// A Vite plugin that leaves out the part of Blueprint's stylesheet this app can never use: the
// 1 400 rules that put an icon-font glyph before a `bp6-icon-<name>` class. Blueprint draws its
// icons as SVG (`import { Add } from "@blueprintjs/icons"`), and the icon fonts those rules need are
// never loaded, so they could only ever draw a missing glyph. About 70 KB of CSS less to download
// and parse before the first paint; every other rule (components, dark theme) stays as it is.
import type { Plugin } from "vite";

const BLUEPRINT_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/;
const GLYPH_RULE = /(^|\n)\.bp6-icon-[a-z0-9-]+::before\{\s*content:"[^"]*";\s*\}\n?/g;

export function stripBlueprintIconFont(css: string): string {
  return css.replace(GLYPH_RULE, "$1");
}

export function blueprintCss(): Plugin {
  return {
    name: "wolftracker:blueprint-css",
    enforce: "pre",
    transform(code, id) {
      return BLUEPRINT_CSS.test(id.split("?", 1)[0] ?? "")
        ? { code: stripBlueprintIconFont(code), map: null }
        : null;
    },
  };
}
