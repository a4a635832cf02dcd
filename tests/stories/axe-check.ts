// The accessibility pass of the story test: axe-core over the rendered story (its root and the
// portals it opens), WCAG 2.x A and AA rules. A serious or critical violation is a problem of the
// story; minor and moderate ones are left to review.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** Rules about the whole document (its language, title, landmarks), which Storybook's frame owns. */
const DOCUMENT_RULES = ["html-has-lang", "html-lang-valid", "document-title", "region", "bypass"];

export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).disableRules(DOCUMENT_RULES).analyze();
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
