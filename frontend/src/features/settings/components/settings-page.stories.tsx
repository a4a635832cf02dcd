import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { counterModeOn } from "@mocks/overrides";
import { SettingsPage } from "./settings-page";

const phone = { viewport: { value: "phone", isRotated: false } };
const dark = { theme: "dark" };

/** The app passes the labels feature's panel; a feature's stories may not import another feature. */
const panelStandIn = <p>Panel de gestión de etiquetas (lo compone la aplicación)</p>;

const meta = {
  title: "Settings/SettingsPage",
  component: SettingsPage,
  parameters: { route: "/settings" },
  args: { labelsPanel: panelStandIn },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (label: string) => screen.getByLabelText(label);
const toggle = (name: string) => screen.getByRole("checkbox", { name });

export const Sistema: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("heading", { name: "Configuración", level: 1 }));
    await expect(field("Moneda")).toHaveValue("USD");
    await expect(field("Formato de fecha")).toHaveValue("DD/MM/YYYY");
    await expect(field("Frecuencia de respaldo")).toHaveValue("daily");
    await expect(toggle("Guardado automático")).toBeChecked();
    await expect(toggle("Modo mantenimiento")).not.toBeChecked();
  },
};

export const Inventario: Story = {
  args: { initialTab: "inventory" },
  play: async () => {
    await expect(await screen.findByLabelText("Alerta de stock bajo")).toHaveValue(5);
    await expect(field("Unidad predeterminada")).toHaveValue("piece");
    await expect(toggle("Seguimiento de envíos")).toBeChecked();
  },
};

export const Etiquetas: Story = {
  args: { initialTab: "labels" },
  play: async () => {
    await expect(await screen.findByLabelText("Plantilla de etiqueta")).toHaveValue("standard");
    await expect(field("Tamaño de etiqueta")).toHaveValue("medium");
    await expect(toggle("Código QR")).toBeChecked();
    await expect(toggle("Código de barras")).toBeChecked();
  },
};

export const EtiquetasPanelAbierto: Story = {
  args: { initialTab: "labels" },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Gestionar etiquetas" }));
    const dialog = await screen.findByRole("dialog", { name: "Gestión de etiquetas" });
    await expectVisible(() => dialog);
    await expect(within(dialog).getByText(/Panel de gestión de etiquetas/)).toBeVisible();
  },
};

export const EtiquetasSinPanel: Story = {
  args: { initialTab: "labels", labelsPanel: undefined },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Gestionar etiquetas" }));
    await expectVisible(() => screen.findByText("Gestión de etiquetas no disponible"));
  },
};

export const Ventas: Story = {
  args: { initialTab: "sales" },
  play: async () => {
    await expect(await screen.findByLabelText("IVA predeterminado")).toHaveValue(16);
    await expect(field("Descuento máximo")).toHaveValue(25);
    await expect(toggle("Efectivo")).toBeChecked();
    await expect(toggle("Tarjeta")).toBeChecked();
    await expect(toggle("Transferencia")).toBeChecked();
    await expect(toggle("Crédito")).not.toBeChecked();
  },
};

export const VentasModoMostradorApagado: Story = {
  args: { initialTab: "sales" },
  play: async () => {
    const card = await screen.findByRole("region", { name: "Modo mostrador" });
    await expect(
      await within(card).findByText("Registrar las ventas en el servidor y descontar el stock"),
    ).toBeVisible();
    await expect(within(card).getByRole("checkbox", { name: "Modo mostrador" })).not.toBeChecked();
    await expect(await within(card).findByRole("button", { name: "Guardar en el servidor" })).toBeVisible();
  },
};

export const VentasModoMostrador: Story = {
  args: { initialTab: "sales" },
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async () => {
    const card = await screen.findByRole("region", { name: "Modo mostrador" });
    await expect(await within(card).findByRole("checkbox", { name: "Modo mostrador" })).toBeChecked();
    await expect(within(card).getByLabelText("Nombre del negocio")).toHaveValue("Repuestos El Pistón C.A.");
    await expect(within(card).getByRole("checkbox", { name: "Tarjeta de crédito/débito" })).toBeChecked();
    // The local section's values give way to the counter's: 'Crédito' is the server's, off by default.
    await expect(screen.getAllByRole("checkbox", { name: "Crédito" })).toHaveLength(1);
    await expect(within(card).getByRole("checkbox", { name: "Crédito" })).not.toBeChecked();
  },
};

export const VentasModoMostradorVendedor: Story = {
  args: { initialTab: "sales" },
  parameters: { session: "sales", msw: { handlers: [counterModeOn()] } },
  play: async () => {
    const card = await screen.findByRole("region", { name: "Modo mostrador" });
    await expect(await within(card).findByRole("checkbox", { name: "Modo mostrador" })).toBeDisabled();
    await expect(within(card).queryByRole("button", { name: "Guardar en el servidor" })).toBeNull();
  },
};

export const VentasModoMostradorTelefono: Story = {
  args: { initialTab: "sales" },
  parameters: { msw: { handlers: [counterModeOn()] } },
  globals: { viewport: phone },
};

export const Seguridad: Story = {
  args: { initialTab: "security" },
  play: async () => {
    await expect(
      await screen.findByRole("checkbox", { name: "Autenticación de dos factores" }),
    ).not.toBeChecked();
    await expect(toggle("Registro de actividad")).toBeChecked();
  },
};

export const Guardado: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Configuración guardada"));
  },
};

export const SistemaAdministrador: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("heading", { name: "Copias de seguridad" }));
    await expect(screen.getByRole("button", { name: "Crear copia ahora" })).toBeVisible();
  },
};

export const FrecuenciaGuardadaEnElServidor: Story = {
  play: async () => {
    const select = await screen.findByLabelText("Frecuencia de respaldo");
    await userEvent.selectOptions(select, "weekly");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Configuración guardada"));
    const saved = await fetch("/api/backups/schedule", { credentials: "include" });
    await expect(await saved.json()).toEqual({ schedule: "weekly" });
  },
};

/** Set once the slow schedule below has been answered. */
let slowScheduleAnswered = false;

/** The server's schedule arrives after the user has chosen: the choice stays, to be saved. */
export const FrecuenciaElegidaAntesDeLeerla: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/backups/schedule", async () => {
          await delay(1500);
          slowScheduleAnswered = true;
          return HttpResponse.json({ schedule: "daily" });
        }),
      ],
    },
  },
  play: async () => {
    const select = await screen.findByLabelText("Frecuencia de respaldo");
    await userEvent.selectOptions(select, "weekly");
    await waitFor(() => expect(slowScheduleAnswered).toBe(true), { timeout: 5000 });
    // A moment for the answer to reach the screen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(select).toHaveValue("weekly");
  },
};

export const SistemaVendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await expectVisible(() => screen.findByRole("heading", { name: "Configuración del sistema" }));
    await expect(field("Frecuencia de respaldo")).toHaveValue("daily");
    await expect(screen.queryByText("Copias de seguridad")).toBeNull();
    await expect(screen.queryByRole("button", { name: "Crear copia ahora" })).toBeNull();
  },
};

export const Oscuro: Story = { globals: dark };

export const OscuroVentas: Story = { globals: dark, args: { initialTab: "sales" } };

export const Telefono: Story = { globals: phone };

export const TelefonoEtiquetas: Story = { globals: phone, args: { initialTab: "labels" } };
