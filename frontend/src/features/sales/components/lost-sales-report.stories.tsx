// 'Ventas perdidas' in each state: by part and reason with the totals per reason, none in the period,
// loading, the server failing.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, within } from "storybook/test";
import { answerWith, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { LostSalesReport } from "./lost-sales-report";
import { LOST_REPORT } from "./quote-samples";
import "./sales.css";

const meta = {
  title: "Sales/LostSalesReport",
  component: LostSalesReport,
  parameters: { msw: { handlers: [answerWith("/api/lost-sales/report", LOST_REPORT)] } },
} satisfies Meta<typeof LostSalesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByPartAndReason: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("table", { name: "Ventas perdidas por repuesto y motivo" }));
    const table = within(screen.getByRole("table", { name: "Ventas perdidas por repuesto y motivo" }));
    await expect(table.getByText("Filtro de combustible")).toBeVisible();
    await expect(table.getByText("Fuera del catálogo")).toBeVisible();
    await expect(table.getByText("No lo manejamos")).toBeVisible();
    const reasons = within(screen.getByLabelText("Por motivo"));
    await expect(reasons.getByText("Sin existencia")).toBeVisible();
    await expect(reasons.getByText("4 veces · 7 unidades")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/lost-sales/report", {
          ...LOST_REPORT,
          occurrences: 0,
          quantity: 0,
          byReason: [],
          rows: [],
        }),
      ],
    },
  },
  play: async () => {
    await expect(await screen.findByText("No hay ventas perdidas en el periodo")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/lost-sales/report")] } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failWith("/api/lost-sales/report", 500, "Error interno del servidor")] } },
  play: async () => {
    await expect(await screen.findByText("Error al cargar las ventas perdidas")).toBeVisible();
  },
};
