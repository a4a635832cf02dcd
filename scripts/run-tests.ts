// `npm test`: every check CI runs, in order, and one closing line CI reads:
//   tests: N passed, N failed, N skipped
// Each static check (contract lint, generated types, TypeScript, ESLint + Prettier, the story
// renderer's self-test) counts as one test; Vitest, the story renderer and Playwright report their
// own counts through JSON files. Every step runs even when an earlier one failed, so the line sums
// the whole run; the exit code is non-zero when anything failed or a step's counts are missing.
//
// Everything goes to standard output, and little of it: each step's own output (its stdout and
// stderr) is written to test-results/logs/<step>.log, and printed here only when the step fails
// (its last lines), so a green run prints a dozen lines and the closing line is the last one
// whichever way a reader captures or joins the two streams. TEST_VERBOSE=1 streams every step's
// output instead.
//
// The static checks run in two lanes at once (TypeScript and ESLint each keep one core busy), with
// the journeys' front-end builds after TypeScript in the first lane and the Debian packages the
// browser and PostgreSQL steps need installed meanwhile (scripts/prepare-test-machine.sh). The
// PostgreSQL run and the stories run side by side; Vitest and the journeys, whose tests time what
// they wait for, run alone, so no journey's waits are stretched by another suite's work. Each
// step's line says how busy the machine was meanwhile.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const RESULTS_DIR = join(process.cwd(), "test-results", "summary");
const LOGS_DIR = join("test-results", "logs");
const VERBOSE = process.env.TEST_VERBOSE === "1";
/** How much of a failed step's log is printed: enough for the failing tests and their errors. */
const FAILED_LOG_LINES = 250;
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function logFileOf(step: string): string {
  return join(LOGS_DIR, `${step.replace(/[^a-z0-9]+/gi, "-")}.log`);
}

/** Runs one step's command, its stdout and stderr into the step's log (or to stdout when verbose). */
async function run(step: string, command: string, env: Record<string, string> = {}): Promise<boolean> {
  const logFile = logFileOf(step);
  console.log(`> ${step}: ${command}${VERBOSE ? "" : `  (log: ${logFile})`}`);
  const output = VERBOSE ? 1 : openSync(logFile, "w");
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", output, output],
      env: { ...process.env, ...env },
    });
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
  });
  if (output !== 1) closeSync(output);
  const ok = status === 0;
  if (!ok && !VERBOSE) printTail(step, logFile);
  return ok;
}

function printTail(step: string, logFile: string): void {
  const log = readFileSync(logFile, "utf8").split("\n");
  const shown = log.slice(-FAILED_LOG_LINES);
  const cut = log.length - shown.length;
  console.log(`\n--- ${step} failed; ${cut > 0 ? `the last ${shown.length} lines of ` : ""}${logFile}:`);
  console.log(shown.join("\n"));
  console.log(`--- end of ${step}\n`);
}

/** The machine's busy and total processor time so far (Linux's /proc/stat), or null elsewhere. */
function processorTicks(): { busy: number; total: number } | null {
  if (!existsSync("/proc/stat")) return null;
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

const CORES = availableParallelism();

/**
 * "2.0 of 2 cores busy": how busy the whole machine was while the step ran (every process, the
 * step's browsers and database servers included), which says whether a step leaves room for another
 * beside it. A step sharing its time with another lane counts that lane's work too.
 */
function machineUse(since: { busy: number; total: number } | null): string {
  const now = processorTicks();
  if (!since || !now || now.total === since.total) return "";
  const busy = ((now.busy - since.busy) / (now.total - since.total)) * CORES;
  return `, ${busy.toFixed(1)} of ${CORES} cores busy`;
}

/** Records a step's counts with how long it took, so a slow step is visible in every CI log. */
function add(step: string, started: number, counts: Counts, ticks: ReturnType<typeof processorTicks>): void {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const seconds = Math.round((Date.now() - started) / 1000);
  // Not in the closing line's "N passed, N failed" form: that form is the last line's alone, so a
  // reader that looks for it anywhere in the output finds only the sum of every step.
  const line = `${step} (${seconds} s${machineUse(ticks)}): passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`;
  lines.push(line);
  console.log(`  ${line}`);
}

async function check(step: string, command: string): Promise<void> {
  const started = Date.now();
  const ticks = processorTicks();
  const ok = await run(step, command);
  add(step, started, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, ticks);
}

/** A suite whose counts come from a JSON file; a suite that failed without counts is one failure. */
async function suite(
  step: string,
  command: string,
  file: string,
  read: (json: unknown) => Counts,
  env = {},
): Promise<void> {
  const started = Date.now();
  const ticks = processorTicks();
  rmSync(file, { force: true });
  const ok = await run(step, command, env);
  let counts: Counts | null = null;
  if (existsSync(file)) {
    try {
      counts = read(JSON.parse(readFileSync(file, "utf8")));
    } catch (error) {
      console.log(`${step}: unreadable results in ${file}: ${String(error)}`);
    }
  }
  if (!counts) counts = { passed: 0, failed: 1, skipped: 0 };
  else if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  add(step, started, counts, ticks);
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

mkdirSync(RESULTS_DIR, { recursive: true });
mkdirSync(LOGS_DIR, { recursive: true });
const vitestFile = join(RESULTS_DIR, "vitest.json");
const storiesFile = join(RESULTS_DIR, "stories.json");
const e2eFile = join(RESULTS_DIR, "e2e.json");
const postgresFile = join(RESULTS_DIR, "postgres.json");

/** Not a test: its failure shows in the step that needed the package. */
async function background(step: string, command: string): Promise<void> {
  const started = Date.now();
  const ticks = processorTicks();
  await run(step, command);
  console.log(`  ${step} (${Math.round((Date.now() - started) / 1000)} s${machineUse(ticks)})`);
}

await Promise.all([
  background("test machine", "bash scripts/prepare-test-machine.sh"),
  (async () => {
    await check("contract lint", "npm run lint:api");
    await check("generated types", "npm run check:api");
    await check("typecheck", "npm run typecheck");
    // The journeys' builds (tests/e2e/support/build.ts skips a build newer than its sources).
    await background("journeys' builds", "npx tsx tests/e2e/support/prebuild.ts");
  })(),
  check("lint", "npm run lint"),
]);
await suite(
  "unit and contract",
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestFile}`,
  vitestFile,
  (json) => {
    const v = json as VitestJson;
    return {
      passed: v.numPassedTests,
      failed: v.numFailedTests,
      skipped: v.numPendingTests + v.numTodoTests,
    };
  },
);
// The contract suite's BFF scenarios again, on a throwaway PostgreSQL cluster (skipped, with the
// reason printed, only where PostgreSQL cannot be installed), beside the stories: the renderer waits
// on its pages as much as on the processor, and the PostgreSQL run waits on its server, so the two
// together take less than one after the other. Neither times what it waits for (a story that shows a
// problem is checked again alone before it counts).
await Promise.all([
  suite(
    "contract on PostgreSQL",
    `npx tsx scripts/pg-tests.ts ${postgresFile}`,
    postgresFile,
    (json) => json as Counts,
  ),
  (async () => {
    await check("story renderer self-test", "npm run test:stories:self");
    await suite("stories", "npm run test:stories", storiesFile, (json) => json as Counts, {
      STORY_RESULTS_FILE: storiesFile,
    });
  })(),
]);
await suite(
  "end-to-end",
  "npm run test:e2e",
  e2eFile,
  (json) => {
    const { stats } = json as PlaywrightJson;
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  },
  { E2E_RESULTS_FILE: e2eFile },
);

console.log(`\n${lines.join("\n")}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
