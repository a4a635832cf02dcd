import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import "./inventory.css";
import { ProductImage } from "./product-image";

const meta = {
  title: "Inventory/ProductImage",
  component: ProductImage,
  args: { name: "Filtro de aceite", imageUrl: null, size: 96 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("FA")).toBeVisible();
  },
};

export const WithImage: Story = { args: { imageUrl: "/favicon.svg" } };

/** A broken image falls back to the initials badge. */
export const BrokenImage: Story = {
  args: { imageUrl: "no-existe.png" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("FA", {}, { timeout: 4000 })).toBeVisible();
  },
};
