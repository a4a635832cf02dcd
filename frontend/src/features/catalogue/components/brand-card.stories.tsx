import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { BrandCard } from "./brand-card";
import {
  storyBrandBrokenLogo,
  storyBrandWithLogo,
  storyBrandWithoutLogo,
  storyCategories,
  storyVehicles,
} from "./story-fixtures";

const meta = {
  title: "Catalogue/BrandCard",
  component: BrandCard,
  args: {
    brand: storyBrandWithLogo,
    categories: storyCategories,
    vehicles: storyVehicles.map((vehicle) => ({ ...vehicle, key: `vehicle-${vehicle.id}` })),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogoAndVehicles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Estados Unidos")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "chevrolet.com" })).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText("Vehículos (4)")).toBeVisible();
    await expect(canvas.getByText("(2005 - 2018)")).toBeVisible();
    await expect(canvas.getByText("(Años no especificados)")).toBeVisible();
    // An open end reads as on /vehicles.
    await expect(canvas.getByText("(2007 - Actualidad)")).toBeVisible();
  },
};

export const InitialsWithoutVehicles: Story = {
  args: { brand: storyBrandWithoutLogo, vehicles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("MF")).toBeVisible();
    await expect(canvas.getByText("Sin vehículos registrados")).toBeVisible();
    await expect(canvas.getByText("Todas las categorías")).toBeVisible();
  },
};

export const BrokenLogoAndNoDetails: Story = {
  args: { brand: storyBrandBrokenLogo, vehicles: [] },
};
