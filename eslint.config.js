// Flat config: typescript-eslint's recommended rules plus the rules of hooks, for the whole repo.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Front-end boundaries: features never import other features or the app; the shared kit
// (components/, lib/) never imports features; production code never ships the mocks' fixtures.
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
  group: ["@mocks/*", "@mocks/**", "**/mocks/*", "**/mocks/**"],
  message: "The production build never ships the mocks: keep sample data in the feature's data/ folder.",
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
    // The app's mock mode starts the MSW worker from mocks/browser; nothing else of the app imports mocks.
    restrict(["frontend/src/app/**"], [NO_FIXTURES], [...STORIES_AND_TESTS, "frontend/src/app/main.tsx"]),
  ];
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
