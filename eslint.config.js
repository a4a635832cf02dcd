// Flat config: typescript-eslint's recommended rules plus the rules of hooks, for the whole repo.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  {
    // Node scripts and configs run outside the browser.
    files: ["*.{js,ts}", "scripts/**", "bff/**", "migrations/**", "tests/**", ".storybook/main.ts"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
