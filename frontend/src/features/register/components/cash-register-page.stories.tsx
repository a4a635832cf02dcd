// /cash-register in each state: the mode off; no open session ('Apertura de caja'); an open session
// with sales, a split payment and movements (the X report); the closing with and without a
// difference; the closed sessions with a reopened one; a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { answerWith, counterModeOn } from "@mocks/overrides";
import type { RegisterSession } from "@/lib/api/types";
import { expectVisible } from "@/lib/testing/story-helpers";
import { CLOSED_SESSION as CLOSED, OPEN_SESSION as OPEN } from "@/lib/testing/sample-register-sessions";
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
    await expectVisible(() => within(dialog).getByText(/^Faltante \$\s5\.000$/));
    await expectVisible(() => within(dialog).getByText("(obligatoria: la diferencia supera el margen)"));
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
    await expectVisible(() => within(dialog).getByText("(opcional)"));
    await expect(within(dialog).getByRole("button", { name: "Cerrar caja" })).toBeEnabled();
  },
};

export const ClosingByDenomination: Story = {
  parameters: withSession(OPEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Cierre de caja" }, { timeout: 8000 }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cierre de caja" }));
    await userEvent.click(dialog.getByRole("button", { name: "Contar por denominación" }));
    await userEvent.type(dialog.getByLabelText("Billete de $ 100.000"), "1");
    await userEvent.type(dialog.getByLabelText("Billete de $ 20.000"), "1");
    await userEvent.type(dialog.getByLabelText("Moneda de $ 500"), "8");
    const counted = dialog.getByRole("table", { name: "Conteo por denominación" });
    await expect(counted).toHaveTextContent(/Total contado\s*\$\s124\.000/);
    await expect(dialog.getByLabelText("Efectivo")).toHaveValue("$\u00a0124.000");
    await expect(dialog.getByRole("button", { name: "Cerrar caja" })).toBeEnabled();
  },
};

export const PrintPaperMenu: Story = {
  parameters: withSession(OPEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Imprimir informe X" }, { timeout: 8000 }),
    );
    const menu = await screen.findByRole("menu", { name: "Papel del informe" });
    await expectVisible(() => within(menu).getByRole("menuitem", { name: "Rollo de 80 mm" }));
    await expectVisible(() => within(menu).getByRole("menuitem", { name: "Hoja A4" }));
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
    await expect(within(canvasElement).getByRole("button", { name: "Exportar sesiones" })).toBeEnabled();
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

/** Part of a sale paid with 4 USD at 4 000: the drawer's pesos lose the change, the dollars count apart. */
const WITH_DOLLARS: RegisterSession = {
  ...OPEN,
  cash: { ...OPEN.cash, foreignChangeCents: 360_000, expectedCents: OPEN.cash.expectedCents - 360_000 },
  currencies: [
    {
      currency: "USD",
      salesCents: 1_240_000,
      receivedCents: 400,
      expectedCents: 400,
      countedCents: null,
      differenceCents: null,
    },
  ],
};

export const TwoCurrencies: Story = {
  parameters: withSession(WITH_DOLLARS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole(
      "table",
      { name: "Totales por método de pago" },
      { timeout: 8000 },
    );
    await expect(methods).toHaveTextContent(/Efectivo en USD\s*USD\s4,00/);
    await expect(canvas.getByLabelText("Efectivo en caja")).toHaveTextContent(
      /Vuelto de pagos en otra moneda\s*-\$\s3\.600/,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Cierre de caja" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cierre de caja" }));
    await userEvent.type(dialog.getByLabelText("Efectivo"), "120.400");
    await expect(dialog.getByRole("button", { name: "Cerrar caja" })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText("Efectivo en USD"), "3,90");
    await expectVisible(() => dialog.getByText(/^Faltante USD\s0,10$/));
    await expectVisible(() => dialog.getByText("(obligatoria: la diferencia supera el margen)"));
  },
};
