// The accessibility pass of the story test: axe-core over the rendered story (its root and the
// portals it opens), WCAG 2.x A and AA rules. A serious or critical violation is a problem of the
// story; minor and moderate ones are left to review.
//
// axe is put into the page once per document (the story test switches stories inside one document)
// rather than on every check, and asked for its violations only: the passes it would otherwise
// describe element by element are never read here.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** Rules about the whole document (its language, title, landmarks), which Storybook's frame owns. */
const DOCUMENT_RULES = ["html-has-lang", "html-lang-valid", "document-title", "region", "bypass"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: TAGS },
  rules: Object.fromEntries(DOCUMENT_RULES.map((rule) => [rule, { enabled: false }])),
  resultTypes: ["violations"],
};

async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }
      ).axe.run(document, options),
    OPTIONS,
  );
}

export async function axeProblems(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ");
      // The first element's reason (axe's "Fix any of the following"): which colours, which name.
      const why = violation.nodes[0]?.failureSummary?.split("\n").slice(1).join(" ").trim();
      return `axe ${violation.id} (${violation.impact}): ${violation.help} — ${targets}${why ? ` (${why})` : ""}`;
    });
}
