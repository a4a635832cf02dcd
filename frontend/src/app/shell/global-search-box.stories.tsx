import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Route, Routes, useLocation } from "react-router-dom";
import { GlobalSearchBox } from "./global-search-box";

/** Shows where the box navigated, so the story can check it. */
function Where() {
  const location = useLocation();
  return <output aria-label="Ruta actual">{location.pathname + location.search}</output>;
}

const meta = {
  title: "App/GlobalSearchBox",
  component: GlobalSearchBox,
  parameters: { route: "/dashboard" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: "grid", gap: 12, maxWidth: 480 }}>
        <Story />
        <label>
          Otro campo <input aria-label="Otro campo" />
        </label>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </div>
    ),
  ],
} satisfies Meta<typeof GlobalSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const EnterOpensSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar en el sistema" }), "bujía ngk{Enter}");
    await waitFor(() =>
      expect(canvas.getByLabelText("Ruta actual")).toHaveTextContent("/search?q=buj%C3%ADa%20ngk"),
    );
  },
};

export const SlashFocuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox", { name: "Buscar en el sistema" });
    await userEvent.click(canvasElement);
    await userEvent.keyboard("/");
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue("");
  },
};

export const SlashWhileTypingElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByLabelText("Otro campo");
    await userEvent.type(other, "a/b");
    await expect(other).toHaveFocus();
    await expect(other).toHaveValue("a/b");
  },
};
