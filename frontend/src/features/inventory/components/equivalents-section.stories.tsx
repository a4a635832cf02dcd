import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { EquivalentsSection } from "./equivalents-section";
import { sampleProduct } from "@/lib/testing/sample-product";

// Seeded product 51, "Filtro de combustible", has no stock and one equivalent with 12 units:
// "Filtro de combustible diésel con trampa de agua" (MANN-FILTER).
const fuelFilter = { ...sampleProduct, id: 51, name: "Filtro de combustible", stock: 0 };

const meta = {
  title: "Inventory/EquivalentsSection",
  component: EquivalentsSection,
  args: { product: fuelFilter, admin: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EquivalentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = "/api/products/{id}/equivalents";
const list = () => screen.findByRole("list", { name: "Productos equivalentes" }, { timeout: 6000 });

/** Out of stock: the equivalents in stock are pointed out; the Administrador may remove one. */
export const EquivalentsInStockAdministrador: Story = {
  play: async () => {
    const items = await list();
    await expect(screen.getByText("Sin stock: hay equivalentes disponibles")).toBeVisible();
    await expect(within(items).getByText("Stock: 12")).toBeVisible();
    await expect(
      within(items).getByRole("button", {
        name: "Quitar Filtro de combustible diésel con trampa de agua de los equivalentes",
      }),
    ).toBeVisible();
  },
};

/** A Vendedor sees brand, stock and price, and nothing to change. */
export const FilledVendedor: Story = {
  args: { admin: false },
  parameters: { session: "sales" },
  play: async () => {
    const items = await list();
    await expect(within(items).queryByRole("button", { name: /^Quitar/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList(path)] } },
  play: async () => {
    await expect(
      await screen.findByText("Sin equivalentes registrados.", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever(path)] } },
  play: async () => {
    await expect(await screen.findByText("Cargando equivalentes...")).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failWith(path, 500, "Error interno del servidor")] } },
  play: async () => {
    await expect(
      await screen.findByText("Error al cargar los equivalentes", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...EquivalentsInStockAdministrador,
  globals: { viewport: { value: "phone", isRotated: false } },
};
