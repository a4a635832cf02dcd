import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { counterModeOn } from "@mocks/overrides";
import { SettingsPage } from "./settings-page";

const meta = {
  title: "Settings/PurchaseCostSetting",
  component: SettingsPage,
  parameters: { route: "/settings" },
  args: { initialTab: "inventory" },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mode on an Administrador chooses 'Costo promedio'; the server keeps it. */
export const InventarioModoMostrador: Story = {
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async () => {
    const select = await screen.findByLabelText("Costo de las compras");
    await expect(select).toHaveValue("last");
    await userEvent.selectOptions(select, "average");
    await expectVisible(() => screen.findByText("Costo de las compras guardado"));
  },
};

/** With the mode off the tab is the specification's, without the purchases' setting. */
export const InventarioSinModo: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Alerta de stock bajo"));
    await expect(screen.queryByLabelText("Costo de las compras")).toBeNull();
  },
};

/** With the mode on an Administrador lets a Vendedor receive goods; off by default, saved at once. */
export const VendedoresRecibenMercancia: Story = {
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async () => {
    const toggle = await screen.findByRole("checkbox", { name: "Los vendedores pueden recibir mercancía" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expectVisible(() => screen.findByText("Recepción de mercancía guardada"));
    await expect(toggle).toBeChecked();
  },
};
