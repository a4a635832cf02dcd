import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ReportsPage } from "./reports-page";

/** A fixed day, so the range labels do not change from one run to the next. */
const TODAY = new Date(2025, 3, 19);

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: "100%" }}>
    <Story />
  </div>
);
const phone = { viewport: { value: "phone", isRotated: false } };

const meta = {
  title: "Reports/ReportsPage",
  component: ReportsPage,
  args: { today: TODAY },
  parameters: { route: "/reports" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sales: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await expect(canvas.getByRole("heading", { name: "Reportes", level: 1 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Ventas" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("Ventas por Producto")).toBeVisible();
    await expect(canvas.getByText("Tendencia de Ventas")).toBeVisible();
    await expect(canvas.getByText("Ventas por Categoría")).toBeVisible();
    await expect(canvas.getByText("Últimos 30 días (20/03/2025 - 19/04/2025)")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filtrar por Fecha" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Exportar" })).toBeVisible();
  },
};

export const Inventory: Story = {
  args: { initialTab: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await expect(canvas.getByText("Rotación de Inventario")).toBeVisible();
    await expect(canvas.getByText("Stock por Categoría")).toBeVisible();
  },
};

export const Users: Story = {
  args: { initialTab: "users" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await expect(canvas.getByText("Actividad de Usuarios")).toBeVisible();
    await expect(canvas.getByText("Ventas por Usuario")).toBeVisible();
    // The legend of the activity chart names both roles.
    const legend = canvas.getAllByRole("list")[0] as HTMLElement;
    await expect(within(legend).getByText("Administrador")).toBeVisible();
    await expect(within(legend).getByText("Vendedor")).toBeVisible();
  },
};

export const Financial: Story = {
  args: { initialTab: "financial" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await expect(canvas.getByText("Ingresos, Costos y Ganancia")).toBeVisible();
    await expect(canvas.getByText("Métodos de Pago")).toBeVisible();
    // The legend under the doughnut, and the same figures as a table for a screen reader.
    const paymentCard = canvas.getByText("Métodos de Pago").closest<HTMLElement>(".report-chart-card")!;
    const legend = within(paymentCard.querySelector<HTMLElement>(".chart-legend")!);
    const figures = within(
      canvas.getByRole("table", { name: "Datos del gráfico de distribución por método de pago" }),
    );
    for (const method of ["Tarjeta de crédito", "Efectivo", "Transferencia", "PayPal"]) {
      await expect(legend.getByText(method)).toBeVisible();
      await expect(figures.getByRole("rowheader", { name: method })).toBeInTheDocument();
    }
  },
};

export const Today: Story = {
  args: { initialPeriod: "day" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await expect(canvas.getByText("Hoy (19/04/2025)")).toBeVisible();
  },
};

/** Switching periods changes the range label; switching tabs shows that tab's charts. */
export const SwitchTabsAndPeriods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs wait for the shop settings (the demo's with the mode off).
    await canvas.findByRole("tablist");
    await userEvent.click(canvas.getByRole("radio", { name: "Semana" }));
    await expect(canvas.getByText("Últimos 7 días (12/04/2025 - 19/04/2025)")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Año" }));
    await expect(canvas.getByText("Últimos 365 días (19/04/2024 - 19/04/2025)")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Financiero" }));
    await expect(await canvas.findByText("Métodos de Pago")).toBeVisible();
    await expect(canvas.queryByText("Ventas por Producto")).toBeNull();
  },
};

export const SalesDark: Story = { globals: { theme: "dark" } };

export const FinancialDark: Story = { args: { initialTab: "financial" }, globals: { theme: "dark" } };

export const UsersDark: Story = { args: { initialTab: "users" }, globals: { theme: "dark" } };

export const SalesPhone: Story = { globals: phone, decorators: [phoneWidth] };

export const InventoryPhone: Story = {
  args: { initialTab: "inventory" },
  globals: phone,
  decorators: [phoneWidth],
};

export const UsersPhoneDark: Story = {
  args: { initialTab: "users" },
  globals: { ...phone, theme: "dark" },
  decorators: [phoneWidth],
};

export const FinancialPhone: Story = {
  args: { initialTab: "financial" },
  globals: phone,
  decorators: [phoneWidth],
};
