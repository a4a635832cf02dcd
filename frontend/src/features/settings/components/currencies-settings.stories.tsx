import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { answerWith, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { CurrenciesSettings } from "./currencies-settings";

const meta = {
  title: "Settings/CurrenciesSettings",
  component: CurrenciesSettings,
  parameters: { route: "/settings" },
} satisfies Meta<typeof CurrenciesSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Administrador's controls come once the signed-in user is read: up to 5 s on a busy machine. */
const LOADED = { timeout: 5000 };

const USD_WITH_RATE = [
  {
    code: "USD",
    name: "Dólar estadounidense",
    todayRate: {
      rate: "3950.5",
      day: "2026-11-28",
      setBy: { id: 1, name: "Administrador" },
      setAt: "2026-11-28T13:05:00.000Z",
    },
  },
  { code: "EUR", name: "Euro", todayRate: null },
];

/** A new shop: pesos only. The Administrador adds USD (the mocks keep it) and sets the day's rate. */
export const SoloPesosAgregarMoneda: Story = {
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Solo se reciben pesos."));
    // The form is the Administrador's: it comes once the signed-in user is read.
    await userEvent.type(await screen.findByRole("textbox", { name: "Código de la moneda" }, LOADED), "usd");
    await userEvent.type(screen.getByRole("textbox", { name: "Nombre de la moneda" }), "Dólar");
    await userEvent.click(screen.getByRole("button", { name: "Agregar moneda" }));
    await expectVisible(() => screen.findByText("Moneda agregada: USD"));
    await expectVisible(() =>
      screen.findByText("Sin tasa del día: no se reciben pagos en esta moneda hasta fijarla"),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Tasa del día de USD" }), "4000");
    await userEvent.click(screen.getByRole("button", { name: "Guardar tasa" }));
    await expectVisible(() => screen.findByText(/^Tasa del día: \$ 4\.000 por USD/));
  },
};

export const ConTasas: Story = {
  parameters: { msw: { handlers: [counterModeOn(), answerWith("/api/currencies", USD_WITH_RATE)] } },
  play: async () => {
    const list = await screen.findByRole("list", { name: "Monedas aceptadas" });
    await expect(within(list).getByText(/Tasa del día: \$ 3\.950,5 por USD · Administrador/)).toBeVisible();
    await expect(within(list).getByText(/Sin tasa del día/)).toBeVisible();
    await userEvent.click(await screen.findByRole("button", { name: "Dejar de aceptar EUR" }, LOADED));
    await expectVisible(() => screen.findByText(/¿Dejar de aceptar pagos en Euro \(EUR\)\?/));
  },
};

export const Vendedor: Story = {
  parameters: {
    session: "sales",
    msw: { handlers: [counterModeOn(), answerWith("/api/currencies", USD_WITH_RATE)] },
  },
  play: async () => {
    await expectVisible(() => screen.findByText(/Tasa del día: \$ 3\.950,5 por USD/));
    await expect(screen.queryByRole("button", { name: "Agregar moneda" })).toBeNull();
    await expect(screen.queryByRole("button", { name: "Guardar tasa" })).toBeNull();
  },
};

export const Cargando: Story = {
  parameters: { msw: { handlers: [counterModeOn(), loadingForever("/api/currencies")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando..."));
  },
};

export const ErrorAlCargar: Story = {
  parameters: {
    msw: { handlers: [counterModeOn(), failWith("/api/currencies", 500, "Error interno del servidor")] },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar las monedas"));
  },
};

export const Telefono: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  parameters: { msw: { handlers: [counterModeOn(), answerWith("/api/currencies", USD_WITH_RATE)] } },
  play: async () => {
    await expectVisible(() => screen.findByRole("textbox", { name: "Tasa del día de USD" }, LOADED));
  },
};
