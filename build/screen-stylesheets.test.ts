// The stylesheets inlined in a screen's HTML (build/vite-screen-skeletons.ts): those its chunk and
// the chunks it imports bring, dependencies first, without those index.html already links.
import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { screenStylesheets } from "./vite-screen-skeletons";

function chunk(fileName: string, imports: string[], css: string[], dynamic = false) {
  return {
    type: "chunk",
    fileName,
    imports,
    isEntry: false,
    isDynamicEntry: dynamic,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}
const asset = (fileName: string, source: string) => ({ type: "asset", fileName, source });

const bundle = Object.fromEntries(
  [
    chunk("assets/search-page-a1.js", ["assets/shared-b2.js"], ["assets/search-page-a1.css"], true),
    chunk("assets/shared-b2.js", ["assets/startup-c3.js"], ["assets/startup-c3.css", "assets/shared-b2.css"]),
    chunk("assets/startup-c3.js", [], ["assets/startup-c3.css"]),
    chunk("assets/barcode-scanner-dialog-d4.js", [], ["assets/other.css"], true),
    asset("assets/search-page-a1.css", ".search-form{gap:8px}"),
    asset("assets/shared-b2.css", ".list-toolbar{display:flex}"),
    asset("assets/startup-c3.css", ".bp6-button{}"),
    asset("assets/other.css", ".other{}"),
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

describe("a screen's inlined stylesheets", () => {
  it("are its chunks' own, dependencies first, less the ones index.html links", () => {
    const indexHtml = '<head><link rel="stylesheet" crossorigin href="/assets/startup-c3.css"></head>';
    const sheets = screenStylesheets(bundle, indexHtml);
    expect([...sheets.keys()]).toEqual(["search"]);
    expect(sheets.get("search")).toBe(".list-toolbar{display:flex}\n.search-form{gap:8px}");
  });
});
