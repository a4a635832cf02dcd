// 'Reportes' with 'Modo mostrador' on: the recorded-sales figures in every state.
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answerWith, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import { http, pathPattern } from "@mocks/support/route";
import { EMPTY_SALES_REPORT, REAL_SALES_REPORT, REAL_STOCK_REPORT } from "../data/real-report-fixture";
import { ReportsPage } from "./reports-page";

const TODAY = new Date(2025, 3, 19);
const phone = { viewport: { value: "phone", isRotated: false } };
const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: "100%" }}>
    <Story />
  </div>
);

const PERFORMANCE = {
  from: "2025-03-20",
  to: "2025-04-19",
  previousFrom: "2025-02-17",
  previousTo: "2025-03-19",
  timeZone: "America/Bogota",
  sellers: [
    {
      seller: { id: 2, name: "Carlos Pérez" },
      netCents: 39_000_000,
      salesCount: 5,
      units: 9,
      averageTicketCents: 7_800_000,
      returnedCents: 2_000_000,
      marginCents: 15_000_000,
      previousNetCents: 0,
      trendPercent: null,
      commissionCents: 1_950_000,
      goal: null,
      progressPercent: null,
    },
  ],
  monthly: [],
  byCategory: [],
};

/** Filtered by a category, the server answers that category's figures only. */
const FILTERED = {
  ...REAL_SALES_REPORT,
  totals: REAL_SALES_REPORT.byCategory[1]!,
  byCategory: [REAL_SALES_REPORT.byCategory[1]!],
};

const filled = [
  counterModeOn(),
  http.untyped.get(pathPattern("/api/reports/sales"), ({ request }) =>
    Response.json(new URL(request.url).searchParams.has("categoryId") ? FILTERED : REAL_SALES_REPORT),
  ),
  answerWith("/api/reports/stock", REAL_STOCK_REPORT),
  answerWith("/api/reports/performance", PERFORMANCE),
];

const meta = {
  title: "Reports/ReportsPage/Recorded sales",
  component: ReportsPage,
  args: { today: TODAY },
  parameters: { route: "/reports", msw: { handlers: filled } },
} satisfies Meta<typeof ReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Ventas netas", { selector: "dt" }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Ventas netas", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /\$\s390\.000/,
    );
    await expect(canvas.getByText("Margen bruto", { selector: "dt" })).toBeVisible();
    await expect(canvas.getByText("Tendencia de Ventas")).toBeVisible();
    await expect(canvas.getByText("Ventas por Marca")).toBeVisible();
    await expect(canvas.getAllByText("Productos con menos ventas")[0]).toBeVisible();
    await expect(
      canvas.getByRole("table", { name: "Datos del gráfico de ventas por producto" }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: "Descargar" }).length).toBeGreaterThan(3);
    // The specification's header and period switch stay.
    await expect(canvas.getByText("Últimos 30 días (20/03/2025 - 19/04/2025)")).toBeVisible();
    await expect(canvas.queryByText("Kit de embrague")).toBeNull();
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const net = async () =>
      (await canvas.findByText("Ventas netas", { selector: "dt" }, { timeout: 8000 })).nextElementSibling;
    await expect(await net()).toHaveTextContent(/\$\s390\.000/);
    const category = canvas.getByRole("combobox", { name: /^Categoría/ });
    await within(category).findByRole("option", { name: "Frenos" });
    await userEvent.selectOptions(category, "Frenos");
    await waitFor(async () => expect(await net()).toHaveTextContent(/\$\s160\.000/));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/reports/sales"), ...filled] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Cargando reportes...", {}, { timeout: 8000 })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  parameters: { msw: { handlers: [answerWith("/api/reports/sales", EMPTY_SALES_REPORT), ...filled] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Sin ventas en este periodo", {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/reports/sales", 500, "El servidor no respondió."), ...filled] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Error al cargar los reportes", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const Inventory: Story = {
  args: { initialTab: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Valor del Inventario", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText("Valor al costo", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /46\.250\.000$/,
    );
    await expect(canvas.getByText("Kit de embrague (TR-007)")).toBeVisible();
    await expect(canvas.getByText("Nunca")).toBeVisible();
  },
};

export const Financial: Story = {
  args: { initialTab: "financial" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Devoluciones por Motivo", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText("Producto defectuoso")).toBeVisible();
    const figures = within(
      canvas.getByRole("table", { name: "Datos del gráfico de distribución por método de pago" }),
    );
    await expect(figures.getByRole("rowheader", { name: "Efectivo" })).toBeInTheDocument();
  },
};

export const Users: Story = {
  args: { initialTab: "users" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Ventas por Usuario", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Carlos Pérez" })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: phone,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Ventas netas", { selector: "dt" }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Tendencia de Ventas")).toBeVisible();
  },
};

/** A Vendedor who reaches the screen from the mobile bar: the recorded figures are an Administrador's. */
export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("No tienes permisos para ver esta página", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/los reportes del negocio son solo para Administradores/)).toBeVisible();
    await expect(canvas.queryByText("Ventas netas")).toBeNull();
  },
};
