// Storybook 10 on Vite. Stories live beside their components; the MSW worker script comes from
// frontend/public (the same one `npm run dev:mock` uses).
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { mergeConfig } from "vite";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../frontend/src/**/*.stories.tsx"],
  staticDirs: ["../frontend/public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The app's vite.config.ts is picked up too; Storybook must still see the repo root
      // (mocks/, openapi.yaml) when serving files.
      server: { fs: { allow: [repoRoot] } },
      // The app's chunk groups (vite.config.ts) are tuned for the app's entry and screens; the
      // Storybook build keeps Rolldown's automatic splitting.
      build: { rolldownOptions: { output: { codeSplitting: true } } },
    }),
};

export default config;
