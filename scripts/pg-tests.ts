// `npm test`'s PostgreSQL step: the contract suite's BFF scenarios and the scale-out tests against
// the BFF on a throwaway PostgreSQL cluster (tests/pg/vitest.config.ts). Debian's `postgresql`
// package is installed when missing; where it cannot be, the step is skipped with the reason printed.
// Writes { passed, failed, skipped } to the file given as the first argument.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { MOCKS_HALF } from "../tests/pg/mocks-half";
import { findPgBin } from "../tests/support/pg/cluster";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const countsFile = process.argv[2] ?? "test-results/summary/postgres.json";
const write = (counts: Counts) => writeFileSync(countsFile, JSON.stringify(counts));

function install(): string | null {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = root ? "" : "sudo -n ";
  console.log("PostgreSQL not found under /usr/lib/postgresql: installing Debian's postgresql package...");
  const result = spawnSync(
    `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql`,
    { shell: true, stdio: "inherit" },
  );
  if (result.status !== 0) return `apt-get install postgresql failed (exit ${result.status})`;
  return findPgBin() ? null : "the postgresql package installed no server binaries";
}

if (!findPgBin()) {
  const problem = install();
  if (problem) {
    console.log(
      `SKIPPED: the contract suite on PostgreSQL: PostgreSQL cannot be installed here (${problem}).`,
    );
    write({ passed: 0, failed: 0, skipped: 1 });
    process.exit(0);
  }
}

interface VitestJson {
  numFailedTestSuites: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

const jsonFile = `${countsFile}.vitest.json`;
rmSync(jsonFile, { force: true });
const run = spawnSync(
  `npx vitest run -c tests/pg/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${jsonFile}`,
  { shell: true, stdio: "inherit" },
);
let counts: Counts = { passed: 0, failed: 1, skipped: 0 };
try {
  const json = JSON.parse(readFileSync(jsonFile, "utf8")) as VitestJson;
  // The mocks' half is filtered out by name (it runs in the main Vitest step): not counted here.
  const results = json.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => !MOCKS_HALF.test(test.fullName));
  counts = {
    passed: results.filter((t) => t.status === "passed").length,
    failed: results.filter((t) => t.status === "failed").length,
    skipped: results.filter((t) => t.status === "pending" || t.status === "skipped" || t.status === "todo")
      .length,
  };
  if (counts.failed === 0 && (run.status !== 0 || json.numFailedTestSuites > 0)) counts.failed = 1;
} catch (error) {
  console.error(`PostgreSQL run: unreadable results in ${jsonFile}: ${String(error)}`);
}
write(counts);
console.log(`PostgreSQL run: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);
