import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import "./inventory.css";
import { ProductList } from "./product-list";
import { phone } from "./story-fixtures";

const meta = {
  title: "Inventory/ProductList",
  component: ProductList,
  parameters: { route: "/inventory" },
  args: {
    admin: true,
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onNewProduct: fn(),
    onPrintLabels: fn(),
    onClearCategory: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = "Aceite 15W-40 mineral 1 galón";

export const FilledAdministrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(firstName, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Mostrando 1-10 de 70 productos")).toBeVisible();
    await expect(canvas.getAllByText(/^Costo:/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole("button", { name: /^Eliminar / }).length).toBe(10);
  },
};

export const FilledVendedor: Story = {
  args: { admin: false },
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstName, {}, { timeout: 5000 });
    await expect(canvas.queryByText(/^Costo:/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Editar / })).toBeNull();
  },
};

export const SecondPageOf20: Story = {
  parameters: { route: "/inventory?page=2&size=20" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Mostrando 21-40 de 70 productos", {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const FilteredByCategory: Story = {
  args: { categoryId: 2, categoryName: "Frenos" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Categoría: Frenos")).toBeVisible();
    await canvas.findByText(/de \d+ productos/, {}, { timeout: 5000 });
    await expect(canvas.queryByText(firstName)).toBeNull();
  },
};

export const Phone: Story = { globals: phone };

export const PhoneVendedor: Story = {
  args: { admin: false },
  parameters: { session: "sales" },
  globals: phone,
};

export const Loading: Story = { parameters: { msw: { handlers: [loadingForever("/api/products")] } } };

export const EmptyInventory: Story = {
  parameters: { msw: { handlers: [emptyList("/api/products")] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Inventario vacío")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Agregar Primer Producto" }));
    await expect(args.onNewProduct).toHaveBeenCalled();
  },
};

export const NoSearchResults: Story = {
  parameters: { route: "/inventory?q=zzzzzz" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No se encontraron productos", {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Limpiar búsqueda" }));
    await expect(await canvas.findByText(firstName, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/products", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Error al cargar los productos", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Ha ocurrido un error al intentar cargar los productos. Intente nuevamente."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};
