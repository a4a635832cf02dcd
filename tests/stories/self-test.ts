// Checks the story renderer itself: builds the stories that fail on purpose
// (tests/stories/__selftest__) and expects render-all-stories to name exactly those, and nothing
// else, both in its fast mode and with every story in its own document (STORY_FRESH=1).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const EXPECTED = [
  "selftest--axe-violation",
  "selftest--console-error",
  "selftest--play-fails",
  "selftest--throws",
  "selftest--unmount",
  "selftest--unmount-last",
];

const outDir = mkdtempSync(join(tmpdir(), "storybook-selftest-"));
try {
  const build = spawnSync(
    "npx",
    ["storybook", "build", "-c", ".storybook/selftest", "-o", outDir, "--quiet"],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) throw new Error("storybook build failed");
  for (const fresh of ["0", "1"]) {
    const run = spawnSync("npx", ["tsx", "tests/stories/render-all-stories.ts", outDir], {
      encoding: "utf8",
      env: { ...process.env, STORY_FRESH: fresh },
    });
    const named = [...run.stderr.matchAll(/^- (\S+)$/gm)].map((match) => match[1]).sort();
    if (run.status === 0 || JSON.stringify(named) !== JSON.stringify(EXPECTED)) {
      throw new Error(
        `STORY_FRESH=${fresh}: expected ${EXPECTED.join(", ")}; got ${named.join(", ")}\n${run.stderr}`,
      );
    }
    console.log(
      `STORY_FRESH=${fresh}: the ${EXPECTED.length} deliberately broken stories were reported, and only they`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
