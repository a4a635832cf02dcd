// What the front end's build does to the files the BFF then serves: Blueprint's stylesheet without
// its icon-font glyph rules (icons are SVG), every other rule kept.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { stripBlueprintIconFont } from "../../../scripts/vite-blueprint-css";

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
