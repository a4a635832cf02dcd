import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answerWith, counterModeOn, emptyList, failWith, loadingForever } from "@mocks/overrides";
import { CLOSED_SESSION, OPEN_SESSION } from "@/lib/testing/sample-register-sessions";
import { DashboardPage } from "./dashboard-page";

const phone = { viewport: { value: "phone", isRotated: false } };

const LIST_PATHS = ["/api/products/low-stock", "/api/sales/recent", "/api/products/top-selling"] as const;

const meta = {
  title: "Dashboard/DashboardPage",
  component: DashboardPage,
  parameters: { route: "/dashboard" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function filled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(canvas.getByText("Resumen de actividad y estadísticas")).toBeVisible();
  await waitFor(() => expect(canvas.queryByText("Cargando...")).toBeNull(), { timeout: 6000 });
  await expect(canvas.getAllByText("desde ayer", { exact: false })).toHaveLength(4);
  const recent = canvas.getByRole("region", { name: "Ventas Recientes" });
  await expect(within(recent).getAllByRole("listitem")).toHaveLength(5);
  const low = canvas.getByRole("region", { name: "Productos con Bajo Stock" });
  await expect(within(low).getAllByRole("link").length).toBeGreaterThan(0);
  const top = canvas.getByRole("region", { name: "Productos Más Vendidos" });
  await expect(within(top).getAllByRole("link").length).toBeGreaterThan(0);
}

export const Administrador: Story = { play: async ({ canvasElement }) => filled(canvasElement) };

export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => filled(canvasElement),
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [loadingForever("/api/dashboard/stats"), ...LIST_PATHS.map((p) => loadingForever(p))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Four stat cards and three lists, each reading 'Cargando...'.
    await expect(canvas.getAllByText("Cargando...")).toHaveLength(7);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: LIST_PATHS.map((p) => emptyList(p)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      "No hay productos con bajo stock",
      "No hay ventas recientes",
      "No hay datos de productos más vendidos",
    ]) {
      await expect(await canvas.findByText(text, {}, { timeout: 6000 })).toBeVisible();
    }
  },
};

export const Errors: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith("/api/dashboard/stats", 500, "Error interno del servidor"),
        ...LIST_PATHS.map((p) => failWith(p, 500, "Error interno del servidor")),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      "Error al cargar las estadísticas",
      "Error al cargar los productos con bajo stock",
      "Error al cargar las ventas recientes",
      "Error al cargar los productos más vendidos",
    ]) {
      await expect(await canvas.findByText(title, {}, { timeout: 8000 })).toBeVisible();
    }
    await expect(canvas.getAllByRole("button", { name: "Reintentar" })).toHaveLength(4);
  },
};

/** 'Reintentar' asks again; the same failure comes back and the state stays. */
export const ErrorRetry: Story = {
  parameters: { msw: { handlers: [failWith("/api/sales/recent", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = canvas.getByRole("region", { name: "Ventas Recientes" });
    await userEvent.click(
      await within(recent).findByRole("button", { name: "Reintentar" }, { timeout: 8000 }),
    );
    await expect(
      await within(recent).findByText("Error al cargar las ventas recientes", {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const PhoneAdministrador: Story = {
  globals: phone,
  play: async ({ canvasElement }) => filled(canvasElement),
};

export const PhoneVendedor: Story = { parameters: { session: "sales" }, globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };

// 'Modo mostrador' on: 'Total Ventas' compares the last 24 hours' 5 sales with the 4 before; the
// other cards have nothing recorded to compare and say nothing.
export const CounterModeSinceYesterday: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/dashboard/stats", {
          totalProducts: 120,
          totalUsers: 4,
          totalSales: 57,
          activePromotions: 2,
          salesToday: 5,
          salesYesterday: 4,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = await canvas.findByRole("group", { name: "Total Ventas" });
    await waitFor(() => expect(sales).toHaveTextContent("+25% desde ayer"));
    await expect(canvas.getAllByText("desde ayer", { exact: false })).toHaveLength(1);
  },
};

export const CounterModeNoSalesYesterday: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/dashboard/stats", {
          totalProducts: 120,
          totalUsers: 4,
          totalSales: 3,
          activePromotions: 2,
          salesToday: 3,
          salesYesterday: 0,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const sales = await within(canvasElement).findByRole("group", { name: "Total Ventas" });
    await waitFor(() => expect(sales).toHaveTextContent("3 hoy, ninguna ayer"));
  },
};

// 'Modo mostrador' on: the Administrador sees the open registers and the last closings.
const registerSessions = {
  msw: {
    handlers: [
      http.get("/api/register-sessions", ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get("status") === "open" ? [OPEN_SESSION] : [CLOSED_SESSION],
        ),
      ),
      counterModeOn(),
    ],
  },
};

export const CounterModeRegisters: Story = {
  parameters: registerSessions,
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole("region", { name: "Caja" }, { timeout: 8000 });
    const open = await within(card).findByRole("list", { name: "Cajas abiertas" }, { timeout: 8000 });
    await waitFor(() => expect(open).toHaveTextContent("Caja 1 · abierta por Carlos Pérez"));
    await expect(open).toHaveTextContent(/\$\s124\.000/);
    await expect(within(card).getByRole("list", { name: "Últimos cierres" })).toHaveTextContent(
      /Faltante \$\s5\.000/,
    );
  },
};

export const CounterModeRegistersVendedor: Story = {
  parameters: { ...registerSessions, session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: "Ventas Recientes" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Caja" })).toBeNull();
    await expect(canvas.queryByRole("region", { name: "Clientes con deuda vencida" })).toBeNull();
  },
};

// 'Modo mostrador' on: the customers owing past due, most overdue first.
export const CounterModeOverdueAccounts: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/accounts/ageing", {
          asOf: "2026-11-28",
          rows: [
            {
              customerId: 3,
              customerName: "Taller El Cambio",
              balanceCents: 45_000_000,
              limitCents: 50_000_000,
              enabled: true,
              current: 5_000_000,
              d1to30: 0,
              d31to60: 40_000_000,
              d61to90: 0,
              over90: 0,
            },
            {
              customerId: 4,
              customerName: "Flota Andina",
              balanceCents: 8_000_000,
              limitCents: 20_000_000,
              enabled: true,
              current: 8_000_000,
              d1to30: 0,
              d31to60: 0,
              d61to90: 0,
              over90: 0,
            },
          ],
          totals: {
            balanceCents: 53_000_000,
            current: 13_000_000,
            d1to30: 0,
            d31to60: 40_000_000,
            d61to90: 0,
            over90: 0,
          },
        }),
        counterModeOn(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole(
      "region",
      { name: "Clientes con deuda vencida" },
      { timeout: 8000 },
    );
    const list = await within(card).findByRole(
      "list",
      { name: "Clientes con deuda vencida" },
      { timeout: 8000 },
    );
    await expect(list).toHaveTextContent("Taller El Cambio");
    await expect(list).toHaveTextContent(/Vencido hasta 31–60 días · saldo \$\s450\.000/);
    await expect(list).not.toHaveTextContent("Flota Andina");
  },
};
