// /cash-register in each state: the mode off; no open session ('Apertura de caja'); an open session
// with sales, a split payment and movements (the X report); the closing with and without a
// difference; the closed sessions with a reopened one; a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { answerWith, counterModeOn } from "@mocks/overrides";
import type { RegisterSession } from "@/lib/api/types";
import { RegisterPage } from "./cash-register-page";

const meta = {
  title: "Register/RegisterPage",
  component: RegisterPage,
  parameters: { route: "/cash-register" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SELLER = { id: 2, name: "Carlos Pérez" };

const OPEN: RegisterSession = {
  id: 7,
  register: { id: 1, name: "Caja 1" },
  status: "open",
  openedBy: SELLER,
  openedAt: "2026-11-27T13:00:00.000Z",
  openingFloatCents: 10_000_000,
  closedBy: null,
  closedAt: null,
  note: null,
  methods: [
    {
      method: "efectivo",
      paymentsCents: 7_400_000,
      refundsCents: 0,
      expectedCents: 12_400_000,
      countedCents: null,
      differenceCents: null,
    },
    {
      method: "tarjeta",
      paymentsCents: 10_000_000,
      refundsCents: 0,
      expectedCents: 10_000_000,
      countedCents: null,
      differenceCents: null,
    },
    {
      method: "transferencia",
      paymentsCents: 0,
      refundsCents: 0,
      expectedCents: 0,
      countedCents: null,
      differenceCents: null,
    },
  ],
  cash: {
    floatCents: 10_000_000,
    inCents: 0,
    outCents: 5_000_000,
    salesCents: 7_400_000,
    refundsCents: 0,
    tenderedCents: 10_000_000,
    changeCents: 2_600_000,
    expectedCents: 12_400_000,
  },
  salesCount: 2,
  firstSaleId: 1201,
  lastSaleId: 1202,
  movements: [
    {
      id: 1,
      kind: "out",
      amountCents: 5_000_000,
      reason: "Pago a proveedor",
      user: SELLER,
      createdAt: "2026-11-27T15:00:00.000Z",
    },
  ],
  reopenings: [],
};

const CLOSED: RegisterSession = {
  ...OPEN,
  id: 6,
  status: "closed",
  closedBy: SELLER,
  closedAt: "2026-11-26T22:00:00.000Z",
  note: "Faltan 5.000: vuelto mal dado",
  methods: OPEN.methods.map((m) =>
    m.method === "efectivo"
      ? { ...m, countedCents: 11_900_000, differenceCents: -500_000 }
      : { ...m, countedCents: m.expectedCents, differenceCents: 0 },
  ),
  reopenings: [
    {
      reason: "Conteo de tarjeta equivocado",
      user: { id: 1, name: "Administrador" },
      createdAt: "2026-11-26T21:00:00.000Z",
    },
  ],
};

const withSession = (session: RegisterSession | null, sessions: RegisterSession[] = [CLOSED]) => ({
  msw: {
    handlers: [
      answerWith("/api/register-sessions/current", { session }),
      answerWith("/api/register-sessions", sessions),
      counterModeOn(),
    ],
  },
});

export const ModeOff: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("La caja funciona con el 'Modo mostrador'"),
    ).toBeVisible();
  },
};

export const NoSession: Story = {
  parameters: withSession(null, []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Apertura de caja" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Abrir caja" })).toBeEnabled();
    await expect(await canvas.findByText("No hay sesiones de caja", {}, { timeout: 8000 })).toBeVisible();
  },
};

export const OpenSession: Story = {
  parameters: withSession(OPEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Caja 1 · abierta" }, { timeout: 8000 }),
    ).toBeVisible();
    const cash = canvas.getByLabelText("Efectivo en caja");
    await expect(cash).toHaveTextContent(/Efectivo esperado\s*\$\s124\.000/);
    await expect(canvas.getByRole("table", { name: "Movimientos de efectivo" })).toHaveTextContent(
      "Pago a proveedor",
    );
  },
};

export const ClosingWithDifference: Story = {
  parameters: withSession(OPEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cierre de caja" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Cierre de caja" });
    await userEvent.type(within(dialog).getByLabelText("Efectivo"), "119.000");
    await expect(within(dialog).getByText(/^Faltante \$\s5\.000$/)).toBeVisible();
    await expect(within(dialog).getByText("(obligatoria: la diferencia supera el margen)")).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Cerrar caja" })).toBeDisabled();
  },
};

export const ClosingWithoutDifference: Story = {
  parameters: withSession(OPEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cierre de caja" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Cierre de caja" });
    await userEvent.type(within(dialog).getByLabelText("Efectivo"), "124.000");
    await expect(within(dialog).getByText("(opcional)")).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Cerrar caja" })).toBeEnabled();
  },
};

export const ClosedSessions: Story = {
  parameters: withSession(null, [CLOSED]),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      "table",
      { name: "Sesiones de caja" },
      { timeout: 8000 },
    );
    await expect(table).toHaveTextContent(/Faltante \$\s5\.000/);
    await expect(table).toHaveTextContent("Faltan 5.000: vuelto mal dado");
    await expect(within(table).getByRole("button", { name: "Reabrir" })).toBeVisible();
  },
};

export const OpenSessionVendedor: Story = {
  parameters: { ...withSession(OPEN), session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Caja 1 · abierta" }, { timeout: 8000 }),
    ).toBeVisible();
    const table = await canvas.findByRole("table", { name: "Sesiones de caja" }, { timeout: 8000 });
    await expect(within(table).queryByRole("button", { name: "Reabrir" })).toBeNull();
  },
};

export const OpenSessionPhone: Story = {
  parameters: withSession(OPEN),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Cierre de caja" })).toBeVisible();
  },
};
