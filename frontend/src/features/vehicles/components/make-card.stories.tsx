import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { MakeCard } from "./make-card";
import { chevroletMake, storyMakes } from "./story-handlers";

const meta = {
  title: "Vehicles/MakeCard",
  component: MakeCard,
  args: { make: chevroletMake, expanded: true, onToggle: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MakeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async () => {
    await expect(screen.getByText("Años no especificados")).toBeVisible();
    await expect(screen.getByText("4 modelos")).toBeVisible();
  },
};

export const Collapsed: Story = { args: { expanded: false } };

export const Highlighted: Story = { args: { highlighted: true } };

export const WithoutModels: Story = {
  args: { make: storyMakes[1]! },
  play: async () => {
    await expect(screen.getByText("Sin modelos registrados")).toBeVisible();
  },
};
