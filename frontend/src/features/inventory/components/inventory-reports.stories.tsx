import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { http, HttpResponse } from "msw";
import { failWith, loadingForever } from "@mocks/overrides";
import "./inventory.css";
import { InventoryReports } from "./inventory-reports";
import { phone } from "./story-fixtures";

const meta = {
  title: "Inventory/InventoryReports",
  component: InventoryReports,
  parameters: { route: "/inventory?view=reports" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InventoryReports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StockLevel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Total de productos", {}, { timeout: 6000 })).toBeVisible();
    const card = canvas.getByText("Total de productos").parentElement as HTMLElement;
    await expect(within(card).getByText("70")).toBeVisible();
    await expect(canvas.getAllByText("Sin stock").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("button", { name: "Exportar a CSV" })).toBeEnabled();
  },
};

export const InventoryValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Valor de Inventario" }, { timeout: 6000 }));
    await expect(await canvas.findByText("Top 5 productos por valor de inventario")).toBeVisible();
  },
};

export const Performance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("tab", { name: "Desempeño" }, { timeout: 6000 }));
    await expect(await canvas.findByRole("button", { name: "Ir a Ventas" })).toBeVisible();
  },
};

export const Phone: Story = { globals: phone };

const REPORT = "/api/reports/inventory";

/** The server's answer over an empty catalogue. */
const emptyReport = http.get(REPORT, () =>
  HttpResponse.json({
    summary: { totalProducts: 0, inventoryValue: 0, totalUnits: 0, lowStockCount: 0 },
    lowStock: [],
    byValue: [],
  }),
);

export const Loading: Story = { parameters: { msw: { handlers: [loadingForever(REPORT)] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyReport] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Sin productos con stock bajo", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith(REPORT, 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Error al cargar los datos", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText("Error al cargar productos: 500 Error interno del servidor")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

async function openMovements(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("tab", { name: "Movimientos" }, { timeout: 6000 }));
  return canvas;
}

export const MovementsAdministrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openMovements(canvasElement);
    await expect(await canvas.findByRole("columnheader", { name: "Producto" })).toBeVisible();
    await expect(canvas.getByLabelText("Usuario")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Exportar movimientos a CSV" })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByLabelText("Tipo"), "adjustment");
    await expect(await canvas.findAllByText("Conteo físico")).not.toHaveLength(0);
    await expect(canvas.queryByText("Alta de producto", { selector: "td span" })).toBeNull();
  },
};

export const MovementsVendedor: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = await openMovements(canvasElement);
    await expect(await canvas.findByRole("columnheader", { name: "Producto" })).toBeVisible();
    await expect(canvas.queryByLabelText("Usuario")).toBeNull();
  },
};

export const MovementsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [http.get("*/api/stock-movements", () => HttpResponse.json({ items: [], nextBefore: null }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await openMovements(canvasElement);
    await expect(await canvas.findByText("No hay movimientos de stock con estos filtros.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Exportar movimientos a CSV" })).toBeDisabled();
  },
};

export const MovementsLoading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/stock-movements")] } },
  play: async ({ canvasElement }) => {
    const canvas = await openMovements(canvasElement);
    await expect(await canvas.findByText("Cargando movimientos...")).toBeVisible();
  },
};

export const MovementsError: Story = {
  parameters: { msw: { handlers: [failWith("/api/stock-movements", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = await openMovements(canvasElement);
    await expect(
      await canvas.findByText("Error al cargar los movimientos", {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const MovementsPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await openMovements(canvasElement);
  },
};
