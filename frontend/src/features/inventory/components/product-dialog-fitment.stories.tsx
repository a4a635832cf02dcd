import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, within } from "storybook/test";
import { ProductDialog } from "./product-dialog";
import "./inventory.css";
import { phone } from "./story-fixtures";

// The product dialog with its 'Compatible con' section (seeded product 15 fits three models).
const meta = {
  title: "Inventory/ProductDialogFitment",
  component: ProductDialog,
  parameters: { route: "/inventory?product=15" },
  args: { productId: 15, initialMode: "view", onClose: fn() },
} satisfies Meta<typeof ProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fitmentList() {
  return screen.findByRole("list", { name: "Vehículos compatibles" }, { timeout: 8000 });
}

export const Administrador: Story = {
  play: async () => {
    await expect(within(await fitmentList()).getByText("Chevrolet Spark 2006 - 2009, 1.0L")).toBeVisible();
    await expect(screen.getByRole("heading", { name: "Compatible con" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Modificar compatibilidad" })).toBeVisible();
  },
};

export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await fitmentList();
    await expect(screen.queryByRole("button", { name: "Modificar compatibilidad" })).toBeNull();
  },
};

/** A universal part (no years, no model linked): the section says so. */
export const Universal: Story = {
  args: { productId: 64 },
  parameters: { route: "/inventory?product=64" },
  play: async () => {
    await expect(
      await screen.findByText("Sin vehículos compatibles registrados.", {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: phone, play: Administrador.play };
