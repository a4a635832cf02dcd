// 'Rendimiento de Vendedores' with 'Modo mostrador' on, over answers of the recorded figures: loading,
// an empty period, one seller, several (overview, sellers, goals, 'Histórico'), an error, a Vendedor,
// a phone, a custom period, and 'Establecer Metas' saving on the server.
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { answerWith, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import type { User } from "@/lib/api/types";
import { expectVisible } from "@/lib/testing/story-helpers";
import type { SellerPerformance, SellerPerformanceRow } from "../api/use-seller-performance";
import { sellerRow } from "../data/sample-performance";
import { PerformanceScreen } from "./performance-screen";
import { RealPerformancePage } from "./real-performance-page";

const CARLOS = sellerRow({
  seller: { id: 2, name: "Carlos Pérez" },
  netCents: 1_250_000_00,
  salesCount: 5,
  units: 12,
  averageTicketCents: 250_000_00,
  returnedCents: 80_000_00,
  marginCents: 400_000_00,
  previousNetCents: 1_000_000_00,
  trendPercent: 25,
  commissionCents: 62_500_00,
  goal: { amountCents: 1_000_000_00, units: 10 },
  progressPercent: 125,
});

const MARIA = sellerRow({
  seller: { id: 3, name: "María González" },
  netCents: 450_000_00,
  salesCount: 3,
  units: 6,
  averageTicketCents: 150_000_00,
  marginCents: 120_000_00,
  previousNetCents: 600_000_00,
  trendPercent: -25,
  commissionCents: 22_500_00,
  goal: { amountCents: 1_000_000_00, units: 20 },
  progressPercent: 45,
});

const figures = (sellers: SellerPerformanceRow[]): SellerPerformance => ({
  from: "2026-11-01",
  to: "2026-11-28",
  previousFrom: "2026-10-04",
  previousTo: "2026-10-31",
  timeZone: "America/Bogota",
  sellers,
  monthly: [
    {
      month: "2026-11",
      netCents: sellers.reduce((sum, s) => sum + s.netCents, 0),
      marginCents: sellers.reduce((sum, s) => sum + s.marginCents, 0),
    },
  ],
  byCategory: sellers.length
    ? [
        {
          id: 1,
          name: "Frenos",
          salesCount: 5,
          units: 12,
          amountCents: 1_330_000_00,
          returnsCount: 1,
          returnedUnits: 1,
          returnedCents: 80_000_00,
          netCents: 1_250_000_00,
          costCents: 850_000_00,
          marginCents: 400_000_00,
        },
        {
          id: 2,
          name: "Motor",
          salesCount: 3,
          units: 6,
          amountCents: 450_000_00,
          returnsCount: 0,
          returnedUnits: 0,
          returnedCents: 0,
          netCents: 450_000_00,
          costCents: 330_000_00,
          marginCents: 120_000_00,
        },
      ]
    : [],
});

const GOALS = [
  { userId: 2, month: "2026-11", amountCents: 1_000_000_00, units: 10 },
  { userId: 3, month: "2026-11", amountCents: 1_000_000_00, units: 20 },
];

const user = (id: number, name: string, username: string, role: User["role"]): User => ({
  id,
  name,
  username,
  email: `${username}@example.com`,
  role,
  active: true,
  created_at: "2026-01-10T12:00:00.000Z",
});

const USERS = [user(2, "Carlos Pérez", "vendedor", "sales"), user(3, "María González", "vendedor2", "sales")];

const answers = (body: SellerPerformance) => ({
  msw: {
    handlers: [
      counterModeOn(),
      answerWith("/api/reports/performance", body),
      answerWith("/api/seller-goals", GOALS),
      answerWith("/api/users", USERS),
    ],
  },
});

const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: "100%" }}>
    <Story />
  </div>
);

const meta = {
  title: "Performance/RealPerformancePage",
  component: RealPerformancePage,
  parameters: { route: "/performance", ...answers(figures([CARLOS, MARIA])) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RealPerformancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card whose heading is `title`. */
async function card(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole("heading", { name: title }, { timeout: 8000 });
  return within(heading.closest(".perf-card") as HTMLElement);
}

/** The screen as the app routes it: with the mode on it shows the recorded figures. */
export const ModeOnOverview: Story = {
  render: () => <PerformanceScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await card(canvasElement, "Ventas Totales");
    await expect(total.getByText("$ 1.700.000")).toBeVisible();
    await expect(total.getByText("85%")).toBeVisible();
    await expect(total.getByText("de $ 2.000.000", { exact: false })).toBeVisible();
    await expect(total.getByText("+6.3%")).toBeVisible();
    await expect(canvas.getByText("Del 01/11/2026 al 28/11/2026", { exact: false })).toBeVisible();
    const stats = await card(canvasElement, "Estadísticas Generales");
    await expect(stats.getByText("$ 212.500,00")).toBeVisible();
    await expect(stats.getByText("$ 85.000")).toBeVisible();
    const top = await card(canvasElement, "Mejores Vendedores");
    await expect(top.getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent)).toEqual([
      "Carlos Pérez",
      "María González",
    ]);
    await expect(top.getByText("125% de la meta")).toBeVisible();
    const table = canvas.getByRole("table", { name: /ventas por categoría/i, hidden: true });
    await expect(table).toHaveTextContent("Frenos");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/reports/performance")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando rendimiento...")).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/reports/performance", 500, "Error interno del servidor")] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Error al cargar el rendimiento", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  parameters: answers(figures([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await card(canvasElement, "Ventas Totales");
    await expect(total.getByText("$ 0")).toBeVisible();
    await expect(total.getByText("Sin ventas en el periodo anterior")).toBeVisible();
    await expect(canvas.getAllByText("No hay ventas en este periodo")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("tab", { name: "Vendedores" }));
    await expect(canvas.getByText("No se encontraron vendedores")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Metas" }));
    await expect(canvas.getByText("No hay metas ni ventas en este periodo")).toBeVisible();
  },
};

export const OneSeller: Story = {
  args: { initialTab: "sellers" },
  parameters: answers(figures([CARLOS])),
  play: async ({ canvasElement }) => {
    const carlos = await card(canvasElement, "Carlos Pérez");
    await expect(carlos.getByText("+25.0%")).toBeVisible();
    await expect(carlos.getByText("$ 1.250.000")).toBeVisible();
    await expect(carlos.getByText("$ 250.000,00")).toBeVisible();
    await expect(carlos.getByText("$ 80.000")).toBeVisible();
    await expect(carlos.getByText("$ 400.000")).toBeVisible();
    await expect(carlos.getByText("$ 62.500")).toBeVisible();
    await expect(carlos.getByText("125%")).toBeVisible();
    await expect(carlos.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  },
};

export const SeveralSellers: Story = {
  args: { initialTab: "sellers" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, "Carlos Pérez");
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Carlos Pérez",
      "María González",
    ]);
    const maria = await card(canvasElement, "María González");
    await expect(maria.getByText("-25.0%")).toBeVisible();
    await expect(maria.getByText("45%")).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar vendedor" }), "gonzalez");
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "María González",
    ]);
  },
};

export const GoalsAndHistory: Story = {
  args: { initialTab: "goals" },
  play: async ({ canvasElement }) => {
    const maria = await card(canvasElement, "María González");
    await expect(maria.getByText("6 de 20")).toBeVisible();
    await expect(maria.getByText("2")).toBeVisible();
    await userEvent.click(maria.getByRole("button", { name: "Histórico" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Histórico de María González" }));
    await expectVisible(() => dialog.getByRole("rowheader", { name: "Noviembre 2026" }));
    await waitFor(() => expect(dialog.getAllByText("45%")).toHaveLength(6));
    await expect(dialog.getByRole("rowheader", { name: "Junio 2026" })).toBeVisible();
  },
};

export const Vendedor: Story = {
  parameters: { session: "sales", ...answers(figures([MARIA])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = await card(canvasElement, "Ventas Totales");
    await expect(total.getByText("$ 450.000")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Establecer Metas" })).toBeNull();
    await userEvent.click(canvas.getByRole("tab", { name: "Metas" }));
    await expect(canvas.getByRole("button", { name: "Histórico" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Editar Meta" })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const total = await card(canvasElement, "Ventas Totales");
    await expect(total.getByText("$ 1.700.000")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Establecer Metas" })).toBeVisible();
  },
};

export const CustomPeriod: Story = {
  args: { initialPeriod: "custom" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Elija el periodo")).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Desde"), "2026-10-01");
    await userEvent.type(canvas.getByLabelText("Hasta"), "2026-10-31");
    await expect(await card(canvasElement, "Ventas Totales")).toBeTruthy();
  },
};

/** Give María a new goal, save it on the server, land on Metas. */
export const GoalsDialogSaving: Story = {
  args: { initialDialogOpen: true },
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/seller-goals", [{ ...GOALS[1], amountCents: 1_500_000_00, units: 25 }], "put"),
        ...answers(figures([CARLOS, MARIA])).msw.handlers,
      ],
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Establecer Metas" }));
    const amount = await dialog.findByRole(
      "textbox",
      { name: "Meta de ventas de María González" },
      { timeout: 8000 },
    );
    await expect(amount).toHaveValue("1.000.000");
    await userEvent.clear(amount);
    await userEvent.type(amount, "1.500.000");
    await userEvent.click(dialog.getByRole("button", { name: "Guardar Metas" }));
    await expectVisible(() => dialog.getByRole("button", { name: "¡Metas guardadas!" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 });
    await expect(screen.getByRole("tab", { name: "Metas" })).toHaveAttribute("aria-selected", "true");
  },
};
