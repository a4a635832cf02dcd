// What the front end's build does to the files the BFF then serves: Blueprint's stylesheet without
// its icon-font glyph rules (icons are SVG), every other rule kept, the dark-theme rules in a
// stylesheet of their own; Blueprint's icon-name table written out at build time; the modules the
// inventory screen's chunk holds.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { splitDarkRules, stripBlueprintIconFont } from "./vite-blueprint-css";
import { iconNamesModuleSource, precomputedIconNamesModule } from "./vite-blueprint-icon-names";
import { staticSourceClosure } from "./source-closure";
import { UNUSED_BLUEPRINT_COMPONENTS, dropUnusedComponentRules } from "./blueprint-unused-components";

const css = readFileSync(
  createRequire(import.meta.url).resolve("@blueprintjs/core/lib/css/blueprint.css"),
  "utf8",
);
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe("Blueprint's stylesheet in the build", () => {
  const stripped = stripBlueprintIconFont(css);

  it("leaves out the icon-font glyphs", () => {
    expect(count(css, /\.bp6-icon-add::before\{/g)).toBeGreaterThan(0);
    expect(count(stripped, /^\.bp6-icon-[a-z0-9-]+::before\{/gm)).toBe(0);
    expect(stripped.length).toBeLessThan(css.length - 60_000);
  });

  it("keeps every component, theme and icon-layout rule", () => {
    for (const pattern of [
      /\.bp6-dark/g,
      /\.bp6-button/g,
      /\.bp6-dialog/g,
      /\.bp6-icon:not\(:empty\)::before/g,
      /@media/g,
    ]) {
      expect(count(stripped, pattern)).toBe(count(css, pattern));
    }
    expect(count(stripped, /\{/g)).toBe(count(stripped, /\}/g));
  });
});

describe("Blueprint's dark rules in a stylesheet of their own", () => {
  const selectorsOf = (text: string) =>
    text
      .replace(/@media[^{]*\{/g, "")
      .split("}")
      .map((part) => part.split("{")[0]?.trim() ?? "")
      .filter((selector) => selector && !selector.startsWith("@") && !/^(from|to|\d+%)$/.test(selector));

  it("moves every .bp6-dark selector and nothing else", () => {
    const { light, dark } = splitDarkRules(stripBlueprintIconFont(css));
    expect(light).not.toMatch(/\.bp6-dark\b/);
    const darkSelectors = selectorsOf(dark).flatMap((list) => list.split(","));
    expect(darkSelectors.length).toBeGreaterThan(500);
    for (const selector of darkSelectors) expect(selector).toMatch(/\.bp6-dark\b/);
    // The light sheet keeps the components' own rules and animations.
    expect(count(light, /\.bp6-button\{/g)).toBe(count(css, /\.bp6-button\{/g));
    expect(count(light, /@keyframes/g)).toBe(count(css, /@keyframes/g));
    expect(light.length + dark.length).toBeLessThan(css.length);
  });

  it("splits a mixed selector list and keeps the @media around a dark rule", () => {
    const { light, dark } = splitDarkRules(
      ".a, .bp6-dark .a { color: red }\n@media (min-width: 10px) { .bp6-dark .b { color: blue } .c { color: green } }",
    );
    expect(light.replace(/\s+/g, " ")).toBe(
      ".a { color: red } @media (min-width: 10px) { .c { color: green } }",
    );
    expect(dark.replace(/\s+/g, " ")).toBe(
      ".bp6-dark .a { color: red } @media (min-width: 10px) { .bp6-dark .b { color: blue } }",
    );
  });
});

describe("the rules of Blueprint components the app never renders", () => {
  const trimmed = dropUnusedComponentRules(css);
  const stems = Object.keys(UNUSED_BLUEPRINT_COMPONENTS);

  it("are left out, about 55 KB of the stylesheet", () => {
    for (const stem of stems) {
      expect(count(css, new RegExp(`\\.bp6-${stem}\\b`, "g")), stem).toBeGreaterThan(0);
      expect(count(trimmed, new RegExp(`\\.bp6-${stem}(?![a-z0-9-])`, "g")), stem).toBe(0);
    }
    expect(trimmed.length).toBeLessThan(css.length - 50_000);
  });

  it("keep every rule of the components the app uses", () => {
    for (const used of [
      "button",
      "dialog",
      "tag",
      "callout",
      "tooltip",
      "toast",
      "menu-item",
      "input-group",
    ]) {
      // A rule whose whole selector is the component's class.
      const rule = new RegExp(`(?:^|\\})\\s*\\.bp6-${used}\\{`, "g");
      expect(count(css, rule), used).toBeGreaterThan(0);
      expect(count(trimmed, rule), used).toBe(count(css, rule));
    }
    expect(count(trimmed, /\{/g)).toBe(count(trimmed, /\}/g));
  });

  it("keep a used selector beside an unused one and a :not() of an unused class", () => {
    expect(
      dropUnusedComponentRules(".bp6-tag, .bp6-tree-node { a: b } .bp6-tag:not(.bp6-compound-tag) { c: d }")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(".bp6-tag { a: b } .bp6-tag:not(.bp6-compound-tag) { c: d }");
  });

  it("belong to components no screen imports", () => {
    const sourceRoot = fileURLToPath(new URL("../frontend/src/", import.meta.url));
    const unused = new Set(Object.values(UNUSED_BLUEPRINT_COMPONENTS).flat());
    const used: string[] = [];
    for (const file of readdirSync(sourceRoot, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(join(sourceRoot, file), "utf8");
      const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@blueprintjs\/core"/g)]
        .flatMap(([, names]) => names!.split(","))
        .map((name) => name.replace(/^\s*type\s+/, "").trim());
      const classes = [...source.matchAll(/Classes\.([A-Z_0-9]+)/g)].map(([, name]) => name!);
      used.push(
        ...[...imported, ...classes].filter((name) => unused.has(name)).map((name) => `${file}: ${name}`),
      );
    }
    expect(used).toEqual([]);
  });
});

describe("Blueprint's icon-name table computed at build time", () => {
  const load = async (source: string) =>
    (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`
    )) as {
      IconNames: Record<string, string>;
      IconNamesSet: Set<string>;
    };

  it("is the very table Blueprint builds in the browser, in a third of the bytes", async () => {
    const source = await precomputedIconNamesModule();
    const built = await load(source);
    const blueprint = await import("@blueprintjs/icons");
    expect(Object.keys(built.IconNames).length).toBeGreaterThan(1000);
    expect(built.IconNames).toEqual({ ...blueprint.IconNames });
    expect(built.IconNames.ADD).toBe("add");
    expect(built.IconNames.ArrowRight).toBe("arrow-right");
    expect(built.IconNamesSet).toEqual(new Set(Object.values(blueprint.IconNames)));
    expect(source.length).toBeLessThan(JSON.stringify(blueprint.IconNames).length / 3);
  });

  it("writes out the keys of a name the two derivations would not give", async () => {
    const table = {
      Add: "add",
      ADD: "add",
      Heading1: "h1",
      H1_TITLE: "h1",
      ArrowUp: "arrow-up",
      ARROW_UP: "arrow-up",
    };
    const built = await load(iconNamesModuleSource(table));
    expect(built.IconNames).toEqual(table);
    expect(built.IconNamesSet).toEqual(new Set(["add", "h1", "arrow-up"]));
  });
});

describe("the inventory screen's own modules, for its chunk", () => {
  const sourceRoot = fileURLToPath(new URL("../frontend/src/", import.meta.url));
  const reached = [
    ...staticSourceClosure(join(sourceRoot, "app/routes/inventory-route.tsx"), sourceRoot),
  ].map((file) => relative(sourceRoot, file));

  it("follows static and `@/` imports from the route", () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        "app/routes/inventory-route.tsx",
        "features/inventory/components/product-list.tsx",
        "components/list-pagination.tsx",
      ]),
    );
  });

  it("leaves out lazily loaded screens, type-only imports and the code generators", () => {
    // product-actions is imported for its type by product-list and for real by product-cards.
    expect(reached).toContain("features/inventory/components/product-actions.tsx");
    expect(reached).not.toContain("lib/api/types.ts");
    for (const lazyOnly of [
      "features/labels/components/bulk-label-printer.tsx",
      "features/catalogue/components/brands-manager.tsx",
      "features/inventory/lib/product-form.ts",
      "features/inventory/codes/code-png.ts",
      "lib/codes/qr-path.ts",
    ]) {
      expect(reached).not.toContain(lazyOnly);
    }
  });
});
