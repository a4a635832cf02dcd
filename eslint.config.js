// Flat config: typescript-eslint's recommended rules plus the rules of hooks, for the whole repo.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { noRuleReadsAtLoad } from "./build/eslint-rule-reads-at-load.js";

// Front-end boundaries: features never import other features or the app; the shared kit
// (components/, lib/) never imports features; production code never ships the mocks' fixtures;
// requests are made only in the features' api/ folders and lib/.
const STORIES_AND_TESTS = [
  "frontend/src/**/*.stories.tsx",
  "frontend/src/**/*.test.{ts,tsx}",
  "frontend/src/lib/testing/**",
];
const NO_FEATURES = {
  group: ["@/features/*", "@/features/**", "**/features/*", "**/features/**"],
  message: "Features never import features: move shared code to frontend/src/components or frontend/src/lib.",
};
const NO_APP = {
  group: ["@/app/*", "@/app/**", "**/app/*", "**/app/**"],
  message: "Only the app composes features; features and the kit never import frontend/src/app.",
};
const NO_CLIMBING = {
  group: ["../../*", "../../**"],
  message: "Use the @/ alias instead of climbing out of the feature with ../../.",
};
const NO_FIXTURES = {
  group: ["@mocks/*", "@mocks/**", "**/mocks/*", "**/mocks/**", "**/fixtures/*", "**/fixtures/**"],
  message: "The production build never ships the mocks: keep sample data in the feature's data/ folder.",
};

// Requests go through each feature's api/ hooks (features/<area>/api/) or the shared ones in lib/:
// nothing else imports the API client, the cache, the paged lists or the upload. A type of theirs
// may still be named anywhere.
const REQUEST_MODULES = ["client", "cache", "use-paged-list", "upload-spreadsheet"];
const NO_DIRECT_REQUESTS = {
  group: [
    ...REQUEST_MODULES.flatMap((name) => [`@/lib/api/${name}`, `**/lib/api/${name}`]),
    "openapi-fetch",
    "swr-openapi",
  ],
  allowTypeImports: true,
  message:
    "Requests go through the feature's api/ hooks (features/<area>/api/use-….ts) or a shared hook in frontend/src/lib, never from a component.",
};

function restrict(files, patterns, ignores = []) {
  return { files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } };
}

function frontendBoundaries() {
  return [
    restrict(
      ["frontend/src/features/**"],
      [NO_FEATURES, NO_APP, NO_CLIMBING, NO_FIXTURES],
      STORIES_AND_TESTS,
    ),
    restrict(
      ["frontend/src/features/**/*.stories.tsx", "frontend/src/features/**/*.test.{ts,tsx}"],
      [NO_FEATURES, NO_APP, NO_CLIMBING],
    ),
    restrict(
      ["frontend/src/components/**", "frontend/src/lib/**"],
      [NO_FEATURES, NO_APP, NO_FIXTURES],
      STORIES_AND_TESTS,
    ),
    restrict(
      ["frontend/src/components/**/*.stories.tsx", "frontend/src/lib/**/*.test.{ts,tsx}"],
      [NO_FEATURES, NO_APP],
    ),
    {
      files: ["frontend/src/features/**", "frontend/src/components/**", "frontend/src/app/**"],
      ignores: [...STORIES_AND_TESTS, "frontend/src/features/*/api/**"],
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NO_DIRECT_REQUESTS] }] },
    },
    // The app's mock mode starts the MSW worker from mocks/browser; nothing else of the app imports mocks.
    restrict(["frontend/src/app/**"], [NO_FIXTURES], [...STORIES_AND_TESTS, "frontend/src/app/main.tsx"]),
  ];
}

// Each feature may import only itself among the features, whatever the path spelling (alias or any
// number of ../): the zones are checked on resolved files, so the list follows the folder.
const FEATURES = readdirSync(join(import.meta.dirname, "frontend/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function featureZones() {
  return FEATURES.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: "./frontend/src/features",
    except: [`./${feature}`],
    message:
      "Features never import features: move shared code to frontend/src/components or frontend/src/lib.",
  }));
}

// The layers of the whole tree, on resolved files: rules/ is pure (nothing of the project); the
// operations never know their transports or the screens; the two transports (bff/, mocks/) share
// only server/, rules/, contract/ and fixtures/; migrations never reach into the code that runs them.
const LAYER_ZONES = [
  {
    target: "./rules",
    from: "./",
    except: ["./rules", "./node_modules"],
    message: "rules/ imports nothing of the project: a rule is plain TypeScript over its arguments.",
  },
  {
    target: "./server",
    from: ["./bff", "./mocks", "./frontend"],
    message: "server/ never imports a transport (bff/, mocks/) or the front end: they import it.",
  },
  {
    target: "./bff",
    from: ["./mocks", "./frontend"],
    message: "bff/ never imports the mocks or the front end: share through server/, rules/ or fixtures/.",
  },
  {
    target: "./mocks",
    from: ["./bff"],
    message: "mocks/ never imports the BFF: share through server/, rules/ or fixtures/.",
  },
  {
    target: "./migrations",
    from: ["./bff", "./mocks", "./frontend", "./server"],
    message: "Migrations own what they import (migrations/support/): the BFF runs them, not the reverse.",
  },
  {
    // A live rule changing must not change what an old migration did: migrations keep frozen copies
    // (migrations/support/*-2025-01.ts).
    target: "./migrations",
    from: "./rules",
    message: "Migrations keep a frozen copy of a rule in migrations/support/, not the live rules/ file.",
  },
];

// bff/src/ folders import one way, each only the folders after it; the entry files (app.ts,
// start-server.ts, server.ts) compose them all. security/ holds primitives that import nothing of the
// BFF.
const BFF_FOLDERS = ["http", "plugins", "store", "backup", "models", "db", "security"];
const BFF_ENTRIES = ["app.ts", "start-server.ts", "server.ts"];
const BFF_TESTS = ["bff/**/__tests__/**", "bff/**/*.test.ts"];

function bffFolderZones() {
  return BFF_FOLDERS.map((folder, index) => ({
    target: `./bff/src/${folder}`,
    from: [...BFF_ENTRIES, ...BFF_FOLDERS.slice(0, index)].map((name) => `./bff/src/${name}`),
    message: `bff/src/ folders import one way (${BFF_FOLDERS.join(" → ")}): ${folder}/ imports only the folders after it.`,
  }));
}

// The operation tests (server/**/*.test.ts and their harness) run operations over the mocks'
// in-memory store, refilled by the mocks' reset: those two files only, never a transport's handler.
const SERVER_TESTS = ["server/**/*.test.ts", "server/operations/test-support/**"];
const SERVER_TEST_ZONES = LAYER_ZONES.flatMap((zone) =>
  zone.target === "./server"
    ? [
        { ...zone, from: ["./bff", "./frontend"] },
        { ...zone, from: "./mocks", except: ["./db.ts", "./store/memory-store.ts"] },
      ]
    : [zone],
);

function wholeTreeBoundaries(files = ["**/*.{ts,tsx,js}"], ignores = SERVER_TESTS, zones = LAYER_ZONES) {
  return {
    files,
    ignores,
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...zones, ...featureZones()] }],
      // Import cycles are checked once for the whole tree by scripts/check-import-cycles.ts (npm run
      // lint): import-x/no-cycle walked the graph again behind every file, most of lint's time.
    },
  };
}

/** The whole tree's zones plus the BFF's folder order, for the BFF's own (non-test) files. */
function bffBoundaries() {
  return {
    files: ["bff/src/**/*.ts"],
    ignores: BFF_TESTS,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, ...bffFolderZones()] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "storybook-static/**",
      "node_modules/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "frontend/public/**",
      "**/schema.gen.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // React code only: Playwright fixtures call a `use` callback that is not React's.
    files: ["frontend/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...frontendBoundaries(),
  {
    // What the production build ships reads rule constants when it runs, not while it loads.
    files: ["frontend/src/**/*.{ts,tsx}"],
    ignores: STORIES_AND_TESTS,
    plugins: { wolftracker: { rules: { "no-rule-reads-at-load": noRuleReadsAtLoad } } },
    rules: { "wolftracker/no-rule-reads-at-load": "error" },
  },
  wholeTreeBoundaries(),
  wholeTreeBoundaries(SERVER_TESTS, [], SERVER_TEST_ZONES),
  bffBoundaries(),
  {
    // Node scripts and configs run outside the browser.
    files: [
      "*.{js,ts}",
      "scripts/**",
      "build/**",
      "bench/**",
      "bff/**",
      "migrations/**",
      "tests/**",
      ".storybook/main.ts",
    ],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
