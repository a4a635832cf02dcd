import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { failWith } from "@mocks/overrides";
import { InventoryPage } from "./inventory-page";
import { expectVisible, phone } from "./story-fixtures";

// The app composes the real catalogue managers in; here stand-ins show which panel is up.
const meta = {
  title: "Inventory/InventoryPage",
  component: InventoryPage,
  parameters: { route: "/inventory" },
  args: {
    categoriesPanel: <p>Panel de categorías</p>,
    brandsPanel: <p>Panel de marcas</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InventoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductsAdministrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Inventario" })).toBeVisible();
    await expect(canvas.getByText("Gestiona tus productos, stock y categorías")).toBeVisible();
    for (const tile of [
      "Productos",
      "Scanner Google",
      "Reportes",
      "Nuevo Producto",
      "Categorías",
      "Marcas",
    ]) {
      await expect(canvas.getByRole("button", { name: tile })).toBeVisible();
    }
    await canvas.findByText("Mostrando 1-10 de 70 productos", {}, { timeout: 6000 });
  },
};

export const ProductsVendedor: Story = { parameters: { session: "sales" } };

export const PhoneAdministrador: Story = { globals: phone };

export const PhoneVendedor: Story = { parameters: { session: "sales" }, globals: phone };

export const CategoriesPanel: Story = {
  parameters: { route: "/inventory?view=categories" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Panel de categorías")).toBeVisible();
  },
};

export const BrandsPanel: Story = {
  parameters: { route: "/inventory?view=brands" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Panel de marcas")).toBeVisible();
  },
};

/** On reports the Categorías / Marcas switch is hidden. */
export const Reports: Story = {
  parameters: { route: "/inventory?view=reports" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Reportes de Inventario")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Categorías" })).toBeNull();
  },
};

export const DeepLinkProduct: Story = {
  parameters: { route: "/inventory?product=15" },
  play: async () => {
    await expectVisible(() =>
      screen.findByRole(
        "heading",
        { name: /Pastillas de freno delanteras semimetálicas/ },
        { timeout: 6000 },
      ),
    );
  },
};

export const DeepLinkInvalidProduct: Story = {
  parameters: { route: "/inventory?product=abc" },
  play: async () => {
    await expectVisible(() => screen.findByText("ID de producto no válido"));
  },
};

export const DeepLinkCategory: Story = {
  parameters: { route: "/inventory?category=2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Categoría: Frenos", {}, { timeout: 6000 })).toBeVisible();
  },
};

export const NewProductOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Producto" }));
    await expectVisible(() => screen.findByRole("button", { name: "Crear producto" }));
  },
};

export const ListError: Story = {
  parameters: { msw: { handlers: [failWith("/api/products", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Error al cargar los productos")).toBeVisible(), {
      timeout: 8000,
    });
  },
};
