// A screen whose chunk fails to load: asked for once more, then the shared error state with
// 'Reintentar' (never an empty page). The loader here fails on demand.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Suspense, useState, type ComponentType } from "react";
import { expect, userEvent, within } from "storybook/test";
import { screen } from "./lazy-pages";

function LoadedScreen() {
  return <h1>Pantalla cargada</h1>;
}

/** A screen whose first `failures` loads reject, as a chunk that did not arrive. */
function flakyScreen(failures: number) {
  let calls = 0;
  return screen(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve({ default: LoadedScreen as ComponentType });
  }).Screen;
}

/** A fresh screen per render, so each story run starts with its own count of failures. */
function Harness({ failures }: { failures: number }) {
  const [Screen] = useState(() => flakyScreen(failures));
  return (
    <Suspense fallback={<p>Cargando...</p>}>
      <Screen />
    </Suspense>
  );
}

const meta = {
  title: "App/ScreenLoading",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One failed load is retried at once: the screen appears without the person doing anything. */
export const RetriesOnce: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Pantalla cargada" })).toBeVisible();
  },
};

/** Two failed loads: the shared error state; 'Reintentar' loads it afresh. */
export const FailsThenRetry: Story = {
  args: { failures: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No se pudo cargar la pantalla")).toBeVisible();
    await expect(canvas.getByText("Revisa tu conexión e inténtalo de nuevo.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reintentar" }));
    await expect(await canvas.findByRole("heading", { name: "Pantalla cargada" })).toBeVisible();
  },
};
