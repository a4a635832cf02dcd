import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BrandLogo } from "./brand-logo";
import { storyBrandWithLogo } from "./story-fixtures";

const meta = {
  title: "Catalogue/BrandLogo",
  component: BrandLogo,
  args: { name: "Chevrolet", logoUrl: storyBrandWithLogo.logoUrl, size: 64 },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const InitialsWhenNoLogo: Story = {
  args: { name: "Mann-Filter", logoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("MF")).toBeVisible();
  },
};

export const InitialsWhenImageFails: Story = {
  args: { name: "Hella", logoUrl: "/uploads/no-existe.png" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("HE")).toBeVisible();
  },
};
