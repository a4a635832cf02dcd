// /accounts in each state: the mode off; loading; an error; no accounts; the ageing filled (sorted,
// totals), a customer's account as an Administrador (credit settings, voids) and as a Vendedor, the
// statement, and a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { answerWith, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import type { AccountsAgeing, CustomerAccount, CustomerStatement } from "@/lib/api/types";
import { AccountsPage } from "./accounts-page";

/**
 * How long a story waits for what the screen loads: the shop settings, then the accounts, then a
 * lazily loaded dialog; on a busy machine that is past Testing Library's default second.
 */
const LOADED = { timeout: 5000 };

const meta = {
  title: "Accounts/AccountsPage",
  component: AccountsPage,
  parameters: { route: "/accounts" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (customerId: number, customerName: string, current: number, over90: number) => ({
  customerId,
  customerName,
  enabled: true,
  limitCents: 50_000_000,
  balanceCents: current + over90,
  current,
  d1to30: 0,
  d31to60: 0,
  d61to90: 0,
  over90,
});

const AGEING: AccountsAgeing = {
  asOf: "2026-11-27",
  rows: [row(4, "Taller Rápido", 11_600_00, 0), row(5, "Flota Andina", 2_000_00, 5_000_00)],
  totals: {
    balanceCents: 18_600_00,
    current: 13_600_00,
    d1to30: 0,
    d31to60: 0,
    d61to90: 0,
    over90: 5_000_00,
  },
};

const ACCOUNT: CustomerAccount = {
  customerId: 4,
  customerName: "Taller Rápido",
  enabled: true,
  limitCents: 50_000_000,
  termsDays: 30,
  balanceCents: 11_600_00,
  availableCents: 38_400_000,
  overdueCents: 0,
  ageing: { current: 11_600_00, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 },
  sales: [
    {
      saleId: 31,
      createdAt: "2026-11-20T15:00:00.000Z",
      dueDate: "2026-12-20",
      chargedCents: 23_200_00,
      paidCents: 11_600_00,
      openCents: 11_600_00,
      status: "partial",
    },
  ],
  movements: [
    {
      id: 2,
      kind: "payment",
      amountCents: -11_600_00,
      balanceCents: 11_600_00,
      saleId: null,
      paymentId: 9,
      note: null,
      occurredOn: "2026-11-25",
      createdAt: "2026-11-25T15:00:00.000Z",
      user: { id: 2, name: "Carlos Pérez" },
    },
    {
      id: 1,
      kind: "sale",
      amountCents: 23_200_00,
      balanceCents: 23_200_00,
      saleId: 31,
      paymentId: null,
      note: null,
      occurredOn: "2026-11-20",
      createdAt: "2026-11-20T15:00:00.000Z",
      user: { id: 2, name: "Carlos Pérez" },
    },
  ],
  payments: [
    {
      id: 9,
      customerId: 4,
      customerName: "Taller Rápido",
      amountCents: 11_600_00,
      method: "transferencia",
      reference: "TR-1",
      paidOn: "2026-11-25",
      registerSessionId: null,
      createdAt: "2026-11-25T15:00:00.000Z",
      user: { id: 2, name: "Carlos Pérez" },
      allocations: [{ saleId: 31, amountCents: 11_600_00 }],
      unallocatedCents: 0,
      balanceBeforeCents: 23_200_00,
      balanceAfterCents: 11_600_00,
      voidedAt: null,
      voidReason: null,
    },
  ],
};

const STATEMENT: CustomerStatement = {
  customerId: 4,
  customerName: "Taller Rápido",
  from: "2026-11-01",
  to: "2026-11-27",
  openingBalanceCents: 0,
  salesCents: 23_200_00,
  returnsCents: 0,
  paymentsCents: 11_600_00,
  voidsCents: 0,
  closingBalanceCents: 11_600_00,
  movements: [...ACCOUNT.movements].reverse(),
};

const filled = [
  counterModeOn(),
  answerWith("/api/accounts/ageing", AGEING),
  answerWith("/api/customers/{id}/account", ACCOUNT),
  answerWith("/api/customers/{id}/statement", STATEMENT),
];

export const ModoMostradorApagado: Story = {
  play: async () => {
    await expect(
      await screen.findByText("Las cuentas de crédito funcionan con el 'Modo mostrador'", {}, LOADED),
    ).toBeVisible();
  },
};

export const Cargando: Story = {
  parameters: { msw: { handlers: [counterModeOn(), loadingForever("/api/accounts/ageing")] } },
};

export const ErrorAlCargar: Story = {
  parameters: {
    msw: { handlers: [counterModeOn(), failWith("/api/accounts/ageing", 500, "Error interno del servidor")] },
  },
  play: async () => {
    await expect(await screen.findByText("Error al cargar las cuentas", {}, LOADED)).toBeVisible();
  },
};

export const SinCuentas: Story = {
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async () => {
    await expect(await screen.findByText("Sin cuentas de crédito", {}, LOADED)).toBeVisible();
  },
};

export const Antiguedad: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    const table = await screen.findByRole("table", { name: "Cuentas por antigüedad" }, LOADED);
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1, 3)
        .map((r) => r.textContent ?? "");
    await expect(names()[0]).toContain("Taller Rápido");
    await userEvent.click(within(table).getByRole("button", { name: "Cliente" }));
    await expect(names()[0]).toContain("Flota Andina");
    await userEvent.click(within(table).getByRole("button", { name: "Al día" }));
    await expect(names()[0]).toContain("Taller Rápido");
    await expect(within(table).getByText("Total")).toBeVisible();
  },
};

export const CuentaAdministrador: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Taller Rápido" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Cuenta de Taller Rápido" }, LOADED);
    const figures = within(dialog).getByLabelText("Resumen de la cuenta");
    await expect(figures).toHaveTextContent(/Saldo\$\s11\.600/);
    await expect(figures).toHaveTextContent(/Crédito disponible\$\s384\.000/);
    await expect(within(dialog).getByText("Parcialmente pagada")).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Crédito" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Anular abono" })).toBeVisible();
  },
};

export const CuentaVendedor: Story = {
  parameters: { session: "sales", msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Taller Rápido" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Cuenta de Taller Rápido" }, LOADED);
    await expect(within(dialog).getByRole("button", { name: "Registrar abono" })).toBeVisible();
    await expect(within(dialog).queryByRole("button", { name: "Crédito" })).toBeNull();
    await expect(within(dialog).queryByRole("button", { name: "Anular abono" })).toBeNull();
  },
};

export const EstadoDeCuenta: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Taller Rápido" }, LOADED));
    const account = await screen.findByRole("dialog", { name: "Cuenta de Taller Rápido" }, LOADED);
    await userEvent.click(within(account).getByRole("button", { name: "Estado de cuenta" }));
    const dialog = await screen.findByRole("dialog", { name: "Estado de cuenta" }, LOADED);
    const summary = await within(dialog).findByLabelText("Resumen del período");
    await expect(summary).toHaveTextContent(/Saldo final\$\s11\.600/);
    await expect(within(dialog).getByRole("button", { name: "Imprimir" })).toBeEnabled();
  },
};

export const Telefono: Story = {
  parameters: { msw: { handlers: filled } },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole("table", { name: "Cuentas por antigüedad" }, LOADED)).toBeVisible();
  },
};
