// Opens every story of the static Storybook build in Chromium and fails when one throws, fails its
// play function, logs a console error or renders nothing, naming each such story. Run after
// `storybook build -o storybook-static`. `STORY_FILTER="auth-,app-"` renders only the stories whose
// id contains one of the parts; `STORY_FRESH=1` opens every story in its own document (slower, the
// reference behaviour the fast path falls back to). Every story also gets one axe-core pass
// (tests/stories/axe-check.ts); `STORY_AXE=off` skips it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { serveStatic } from "./serve-static";
import { StoryPage } from "./story-page";

const STATIC_DIR = resolve(process.argv[2] ?? "storybook-static");
const PARALLEL_PAGES = 2;

interface IndexEntry {
  id: string;
  type: string;
}

function readStories(): string[] {
  const indexFile = join(STATIC_DIR, "index.json");
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run storybook build first`);
  const index = JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, IndexEntry> };
  const filters = (process.env.STORY_FILTER ?? "").split(",").filter(Boolean);
  return Object.values(index.entries)
    .filter(
      (entry) =>
        entry.type === "story" && (filters.length === 0 || filters.some((part) => entry.id.includes(part))),
    )
    .map((entry) => entry.id);
}

/**
 * Renders its share of the stories in one page. A story that shows any problem while switched in
 * (and the story before it, whose unmount ran meanwhile) is checked again alone in a new document;
 * only what fails there is reported.
 */
async function runSlot(
  page: StoryPage,
  take: () => string | undefined,
  report: (id: string, problems: string[]) => void,
  stats: { rechecked: string[]; durations: [number, string][] },
): Promise<void> {
  const freshOnly = process.env.STORY_FRESH === "1";
  let previous: string | undefined;
  for (let id = take(); id !== undefined; id = take()) {
    const started = Date.now();
    if (freshOnly) {
      report(id, await page.renderFresh(id));
      continue;
    }
    const problems = await page.renderSwitched(id);
    stats.durations.push([Date.now() - started, id]);
    if (problems.length === 0) {
      report(id, []);
      previous = id;
      continue;
    }
    const why = firstLine(problems[0]);
    for (const suspect of previous ? [previous, id] : [id]) {
      stats.rechecked.push(`${suspect} (after ${id}: ${why})`);
      report(suspect, await page.renderFresh(suspect));
    }
    previous = undefined;
  }
  // The last switched story unmounts here.
  const leaving = previous ? await page.leave() : [];
  if (previous && leaving.length > 0) {
    stats.rechecked.push(`${previous} (unmount: ${firstLine(leaving[0])})`);
    report(previous, await page.renderFresh(previous));
  }
}

async function main(): Promise<void> {
  const stories = readStories();
  const server = await serveStatic(STATIC_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const started = Date.now();
  // A later report of a story (its fresh re-check) replaces the earlier one.
  const results = new Map<string, string[]>();
  const stats = { rechecked: [] as string[], durations: [] as [number, string][] };
  let next = 0;
  const take = () => stories[next++];
  const report = (id: string, problems: string[]) => {
    const first = !results.has(id);
    results.set(id, problems);
    if (problems.length > 0) process.stdout.write("F");
    else if (first) process.stdout.write(".");
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_PAGES, stories.length) }, async () => {
        const page = await StoryPage.open(browser, server.baseUrl);
        try {
          await runSlot(page, take, report, stats);
        } finally {
          await page.close();
        }
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  const failures = [...results].filter(([, problems]) => problems.length > 0);
  writeResults(results.size - failures.length, failures.length + (stories.length - results.size));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `\n${stories.length} stories in ${seconds} s (${stats.rechecked.length} checked again alone)\n`,
  );
  // A story that needed a fresh document is the next flaky one: its name is worth a look.
  if (stats.rechecked.length > 0) process.stdout.write(`checked again:\n  ${stats.rechecked.join("\n  ")}\n`);
  // Where the time goes: the slowest stories, to look at first when the step grows.
  const slowest = stats.durations.sort((a, b) => b[0] - a[0]).slice(0, 12);
  process.stdout.write(`slowest: ${slowest.map(([ms, id]) => `${id} ${ms} ms`).join(", ")}\n`);
  if (results.size !== stories.length) {
    console.error(`Only ${results.size} of ${stories.length} stories were opened`);
    process.exit(1);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} story(ies) with errors:`);
    for (const [id, problems] of failures) {
      console.error(`- ${id}`);
      for (const problem of problems) console.error(`    ${shortened(problem)}`);
    }
    // CI keeps the log's last lines: the names come last, after any long message.
    console.error(`\nfailed stories: ${failures.map(([id]) => id).join(", ")}`);
    process.exit(1);
  }
}

/** A problem's first line without the terminal colours Testing Library adds. */
function firstLine(problem: string | undefined): string {
  return stripVTControlCharacters((problem ?? "").split("\n")[0]!).slice(0, 160);
}

/** Testing Library appends the whole DOM to a failed query: its first lines say enough. */
function shortened(problem: string, maxLines = Number(process.env.STORY_PROBLEM_LINES ?? 30)): string {
  const lines = problem.split("\n");
  if (lines.length <= maxLines) return problem;
  return [...lines.slice(0, maxLines), `    … (${lines.length - maxLines} more lines)`].join("\n");
}

/** `STORY_RESULTS_FILE`: where `npm test`'s summary reads how many stories passed and failed. */
function writeResults(passed: number, failed: number): void {
  const file = process.env.STORY_RESULTS_FILE;
  if (file) writeFileSync(file, JSON.stringify({ passed, failed, skipped: 0 }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
