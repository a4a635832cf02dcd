// A Vite plugin that trims Blueprint's stylesheet for the app's build.
// - Always: it leaves out the 1 400 rules that put an icon-font glyph before a `bp6-icon-<name>`
//   class. Blueprint draws its icons as SVG (`import { Add } from "@blueprintjs/icons"`), and the
//   icon fonts those rules need are never loaded, so they could only ever draw a missing glyph.
// - Always: it leaves out the rules of the components the app never renders (Tree, EditableText,
//   CompoundTag…: blueprint-unused-components.ts), so Storybook and the dev server show what the
//   build ships.
// - In the app's production build (not Storybook, not the dev server): the dark-theme rules
//   (selectors under `.bp6-dark`, a large share of the sheet) move to their own stylesheet,
//   `<link id="blueprint-dark" media="not all">` in index.html, which `applyTheme` switches on for
//   the dark theme (frontend/src/lib/theme/theme.ts). A light page then neither blocks its first
//   paint on them nor matches every element against them. Right after it, before
//   the main stylesheet, an inline script (theme-boot.ts) applies the stored theme before the
//   app's scripts arrive.
import { createHash } from "node:crypto";
import { transform as lightningTransform } from "lightningcss";
import postcss, { type AtRule, type Container, type Rule } from "postcss";
import type { Plugin, ResolvedConfig } from "vite";
import { dropUnusedComponentRules, removeEmptyAtRules } from "./blueprint-unused-components.ts";
import { DARK_STYLESHEET_ID, THEME_BOOT_SCRIPT } from "../frontend/src/lib/theme/theme-boot.ts";

const BLUEPRINT_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/;
const GLYPH_RULE = /(^|\n)\.bp6-icon-[a-z0-9-]+::before\{\s*content:"[^"]*";\s*\}\n?/g;
const DARK_SELECTOR = /\.bp6-dark\b/;

export function stripBlueprintIconFont(css: string): string {
  return css.replace(GLYPH_RULE, "$1");
}

/** A copy of `rule`'s at-rule ancestors (an @media, say) in `target`, returning the innermost. */
function ancestorsIn(target: Container, rule: Rule): Container {
  const chain: AtRule[] = [];
  for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) {
    chain.unshift(parent as AtRule);
  }
  let container = target;
  for (const atRule of chain) {
    const copy = atRule.clone({ nodes: [] });
    container.append(copy);
    container = copy;
  }
  return container;
}

/**
 * Splits a stylesheet in two: the rules for the light theme, and the selectors under `.bp6-dark`.
 * A rule whose selector list mixes both keeps its light selectors and sends a copy with the dark
 * ones; at-rules around a dark rule (@media) are copied with it.
 */
export function splitDarkRules(css: string): { light: string; dark: string } {
  const root = postcss.parse(css);
  const dark = postcss.root();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const darkSelectors = rule.selectors.filter((selector) => DARK_SELECTOR.test(selector));
    if (darkSelectors.length === 0) return;
    ancestorsIn(dark, rule).append(rule.clone({ selectors: darkSelectors }));
    const lightSelectors = rule.selectors.filter((selector) => !DARK_SELECTOR.test(selector));
    if (lightSelectors.length > 0) rule.selectors = lightSelectors;
    else rule.remove();
  });
  removeEmptyAtRules(root);
  return { light: root.toString(), dark: dark.toString() };
}

const isStorybook = (config: ResolvedConfig) =>
  config.plugins.some(
    (plugin) => plugin.name.startsWith("storybook:") || plugin.name.startsWith("plugin-csf"),
  );

export function blueprintCss(): Plugin {
  let splitDark = false;
  let darkFileName: string | null = null;
  return {
    name: "wolftracker:blueprint-css",
    enforce: "pre",
    configResolved(config) {
      splitDark = config.command === "build" && !isStorybook(config);
    },
    transform(code, id) {
      if (!BLUEPRINT_CSS.test(id.split("?", 1)[0] ?? "")) return null;
      const stripped = dropUnusedComponentRules(stripBlueprintIconFont(code));
      if (!splitDark) return { code: stripped, map: null };
      const { light, dark: darkSource } = splitDarkRules(stripped);
      // Vite minifies the stylesheets it bundles; this one is emitted as is, so minify it here.
      const dark = lightningTransform({
        filename: "blueprint-dark.css",
        code: Buffer.from(darkSource),
        minify: true,
      }).code;
      const hash = createHash("sha256").update(dark).digest("base64url").slice(0, 8);
      darkFileName = `assets/blueprint-dark-${hash}.css`;
      this.emitFile({ type: "asset", fileName: darkFileName, source: dark });
      return { code: light, map: null };
    },
    transformIndexHtml: {
      order: "post",
      handler: () =>
        darkFileName
          ? [
              {
                tag: "link",
                attrs: {
                  id: DARK_STYLESHEET_ID,
                  rel: "stylesheet",
                  href: `/${darkFileName}`,
                  media: "not all",
                },
                injectTo: "head-prepend",
              },
              // Right after the <link> it switches on and before the main stylesheet: an inline
              // script after a stylesheet still loading waits for it, and holds the parsing of
              // the screen's frame with it (Lighthouse's LCP on /sales: 2.0 → 2.5 s, body-prepend).
              { tag: "script", children: THEME_BOOT_SCRIPT, injectTo: "head-prepend" },
            ]
          : [],
    },
  };
}
