import { defineConfig } from "vitest/config";
import { PATH_ALIASES } from "./vite.config.ts";

// scrypt at N = 2^12 instead of 2^17 (bff/src/security/password.ts): the suites sign in hundreds
// of times, which took minutes at the production cost; every hash still goes through scrypt.
const env = { PASSWORD_HASH_COST: "12" };
const exclude = ["**/node_modules/**", "**/dist/**", "tests/e2e/**"];

// One runner for unit, mock and contract tests. Node environment by default: component tests that
// need a DOM opt in per file with a `// @vitest-environment jsdom` style comment.
export default defineConfig({
  test: {
    // Files wait on scrypt and SQLite as much as on the CPU: three at once keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: "unit",
          environment: "node",
          include: [
            "frontend/src/**/*.test.{ts,tsx}",
            "mocks/**/*.test.ts",
            "fixtures/**/*.test.ts",
            "bff/**/*.test.ts",
            "rules/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "build/**/*.test.ts",
          ],
          exclude,
          // The contract suite builds a BFF over a fresh SQLite file per file and hashes passwords
          // with scrypt: slower than a unit test on a shared 2-core machine.
          testTimeout: 30_000,
          env,
          // One migrated, demo-seeded SQLite file that test apps copy instead of migrating and seeding.
          globalSetup: ["tests/support/sqlite/template-setup.ts"],
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          // The contract suites: each file starts its own targets (a BFF over a fresh copy of the
          // seeded template, the mocks refilled), so the files share one module graph per worker
          // instead of each importing the BFF, the operation table and the mocks again (import
          // time halved on six suites: 86 → 43 s, 202 → 140 s wall on a busy machine).
          name: "contract",
          environment: "node",
          include: ["tests/contract/**/*.test.ts"],
          exclude,
          isolate: false,
          testTimeout: 30_000,
          env,
          globalSetup: ["tests/support/sqlite/template-setup.ts"],
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          // The operation tests (server/**): every test refills the mocks' in-memory store itself,
          // so the files share one module graph per worker instead of each importing the whole
          // operation table, the seed and the mocks' store again.
          name: "operations",
          environment: "node",
          include: ["server/**/*.test.ts"],
          exclude,
          isolate: false,
          testTimeout: 30_000,
          env,
        },
      },
    ],
  },
});
