// Stories that fail on purpose, one per way the story renderer must catch (a render that throws,
// a console error, a failing play function, an error while unmounting, also as the last story of
// a page, a serious accessibility violation), among stories that pass. Built only by .storybook/selftest; see ../self-test.ts.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect } from "storybook/test";

function Box({ mode }: { mode: string }) {
  if (mode === "throw") throw new Error("boom in render");
  useEffect(() => {
    if (mode === "console") console.error("a console error");
    return () => {
      if (mode === "unmount") console.error("error while unmounting");
    };
  }, [mode]);
  // A button with no name: axe's button-name rule, critical.
  if (mode === "axe") return <button type="button" />;
  return <p>{mode}</p>;
}
const meta = { title: "Selftest", component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Ok1: Story = { args: { mode: "ok1" } };
export const Ok2: Story = { args: { mode: "ok2" } };
export const Ok3: Story = { args: { mode: "ok3" } };
export const Throws: Story = { args: { mode: "throw" } };
export const Ok4: Story = { args: { mode: "ok4" } };
export const ConsoleError: Story = { args: { mode: "console" } };
export const Ok5: Story = { args: { mode: "ok5" } };
export const AxeViolation: Story = { args: { mode: "axe" } };
export const Ok10: Story = { args: { mode: "ok10" } };
export const PlayFails: Story = {
  args: { mode: "play" },
  play: async () => {
    await expect(1).toBe(2);
  },
};
export const Ok6: Story = { args: { mode: "ok6" } };
export const Unmount: Story = { args: { mode: "unmount" } };
export const Ok7: Story = { args: { mode: "ok7" } };
export const Ok8: Story = { args: { mode: "ok8" } };
export const Ok9: Story = { args: { mode: "ok9" } };
export const UnmountLast: Story = { args: { mode: "unmount" } };
