import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { ConfettiBurst } from "./confetti-burst";
import "./performance.css";

function Demo({ reducedMotion }: { reducedMotion?: boolean }) {
  const [running, setRunning] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <p>{running ? "Celebrando…" : "Terminado"}</p>
      {running ? <ConfettiBurst reducedMotion={reducedMotion} onDone={() => setRunning(false)} /> : null}
    </div>
  );
}

const meta = {
  title: "Performance/ConfettiBurst",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 150 pieces for 1.5 s, then the canvas goes away. */
export const Burst: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Celebrando…")).toBeVisible();
    await expect(canvasElement.querySelector("canvas.perf-confetti")).not.toBeNull();
    await waitFor(() => expect(canvas.getByText("Terminado")).toBeVisible(), { timeout: 4000 });
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};

/** With prefers-reduced-motion nothing is drawn, but the celebration still ends after 1.5 s. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Celebrando…")).toBeVisible();
    await expect(canvasElement.querySelector("canvas")).toBeNull();
    await waitFor(() => expect(canvas.getByText("Terminado")).toBeVisible(), { timeout: 4000 });
  },
};
