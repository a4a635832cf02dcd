import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { ConfettiBurst } from "./confetti-burst";
import "./performance.css";

/** A repeatable sequence, so the burst looks the same in every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function Demo() {
  const [running, setRunning] = useState(true);
  return (
    <div style={{ padding: 16 }}>
      <p>{running ? "Celebrando…" : "Terminado"}</p>
      {running ? <ConfettiBurst random={seeded(7)} onDone={() => setRunning(false)} /> : null}
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Celebrando…")).toBeVisible();
    await waitFor(() => expect(canvas.getByText("Terminado")).toBeVisible(), { timeout: 4000 });
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};
