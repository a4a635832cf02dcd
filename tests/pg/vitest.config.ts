// The PostgreSQL run: the contract files' BFF scenarios against the BFF on PostgreSQL (the module
// ./targets/bff is swapped for ./targets/bff-postgres), plus the tests in tests/pg/. One throwaway
// cluster for the run (global-setup.ts), one database per test file. The mocks' half of each
// contract file already runs in the main run, so its tests are filtered out by name here.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { PATH_ALIASES } from "../../vite.config.ts";
import { MOCKS_HALF } from "./mocks-half";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("../.."),
  resolve: {
    alias: [
      ...PATH_ALIASES,
      { find: /^\.\/targets\/bff$/, replacement: here("../contract/targets/bff-postgres.ts") },
    ],
  },
  test: {
    name: "postgres",
    environment: "node",
    include: ["tests/contract/**/*.test.ts", "tests/pg/**/*.test.ts"],
    // bad-input counts rows in the SQLite file; coverage reads the scenario list, not a server.
    exclude: [
      "**/node_modules/**",
      "tests/contract/bad-input.property.test.ts",
      "tests/contract/coverage.test.ts",
    ],
    testNamePattern: new RegExp(`^(?!.*${MOCKS_HALF.source})`),
    // As in the main run: scrypt at N = 2^12 for the passwords tests create and sign in with.
    env: { PASSWORD_HASH_COST: "12" },
    globalSetup: [here("./global-setup.ts")],
    // Two files at a time: much of a contract file's time is spent waiting on PostgreSQL, on the
    // spawned BFF processes or on scrypt's thread pool rather than on this process's CPU.
    maxWorkers: 2,
    // Each file starts its own targets over a database of its own: the files share one module graph
    // per worker instead of importing the BFF and its operations again (as the main run's contract
    // project does).
    isolate: false,
    // Twice the main run's: two files at a time share the CPU with scrypt-heavy sign-in scenarios.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
