// Storybook for the story renderer's own check (tests/stories/self-test.ts): only the stories
// that fail on purpose, in every way the renderer must catch.
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../../tests/stories/__selftest__/*.stories.tsx"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
