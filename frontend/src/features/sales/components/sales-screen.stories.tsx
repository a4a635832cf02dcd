// /sales with 'Modo mostrador' off (the specification's page, sample sales) and on (the server's
// sales from the mocks): filled, empty, error, loading, Pendientes, Reportes, a Vendedor, a phone,
// a sale from the side panel.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { counterModeOn, emptyList, failWith, loadingForever } from "@mocks/overrides";
import { SalesScreen } from "./sales-screen";

/** The mode-on screen and its dialogs load lazily: on a busy machine past Testing Library's default second. */
const LOADED = { timeout: 5000 };

const meta = {
  title: "Sales/SalesScreen",
  component: SalesScreen,
  parameters: { route: "/sales" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const on = (...handlers: unknown[]) => ({ msw: { handlers: [...handlers, counterModeOn()] } });

export const ModeOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Ventas" }, LOADED);
    // The specification's sample sales, kept in page memory.
    await expect(within(table).getAllByRole("row")).toHaveLength(7);
    await expect(within(table).getByText("#1001")).toBeVisible();
  },
};

export const ModeOn: Story = {
  parameters: on(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "Ventas" }, LOADED);
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(5));
    await expect(within(table).getAllByText("Completada").length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^Mostrando 1-20 de \d+ ventas$/)).toBeVisible();
    await expect(
      within(canvas.getByRole("region", { name: "Nueva Venta" })).getByText("IVA (16%)"),
    ).toBeVisible();
  },
};

export const ModeOnVendedor: Story = { parameters: { ...on(), session: "sales" } };

export const ModeOnEmpty: Story = {
  parameters: on(emptyList("/api/sales")),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No hay ventas registradas", {}, LOADED),
    ).toBeVisible();
  },
};

export const ModeOnError: Story = {
  parameters: on(failWith("/api/sales", 500, "Error interno del servidor")),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Error al cargar las ventas", {}, LOADED),
    ).toBeVisible();
  },
};

export const ModeOnLoading: Story = { parameters: on(loadingForever("/api/sales")) };

export const ModeOnPendientes: Story = {
  parameters: { ...on(emptyList("/api/sales")), route: "/sales?tab=pendientes" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No hay ventas pendientes", {}, LOADED),
    ).toBeVisible();
  },
};

export const ModeOnReportes: Story = {
  parameters: { ...on(), route: "/sales?tab=reportes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("list", { name: "Ventas por método de pago" }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText("Tarjeta de crédito/débito")).toBeVisible();
  },
};

export const ModeOnPhone: Story = {
  parameters: on(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("list", { name: "Ventas" }, LOADED)).toBeVisible();
  },
};

export const ModeOnSellTheLastUnits: Story = {
  parameters: on(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Nueva Venta" }, LOADED));
    const dialog = await screen.findByRole("dialog", { name: "Nueva Venta" }, LOADED);
    await userEvent.type(within(dialog).getByLabelText("Buscar producto"), "filtro");
    const first = (await within(dialog).findAllByRole("button", { pressed: false }))[0]!;
    const stock = Number(/Stock: (\d+)/.exec(first.textContent ?? "")?.[1] ?? 0);
    await userEvent.click(first);
    const quantity = within(dialog).getByLabelText("Cantidad");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, String(stock + 1));
    await userEvent.click(within(dialog).getByRole("button", { name: "Agregar" }));
    await expect(await screen.findByText(`Solo hay ${stock} unidades disponibles.`)).toBeVisible();
  },
};

// The inventory's 'Vender' lands here with ?vender={id}: the dialog opens with the part in the cart.
export const ModeOnSellFromInventory: Story = {
  parameters: { ...on(), route: "/sales?vender=1" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Nueva Venta" }, LOADED);
    const cart = within(dialog).getByRole("region", { name: "Productos en la venta" });
    const line = await within(cart).findByText("Juego de anillos de pistón 1.6L");
    // The line is there from the dialog's first frame, while the dialog still fades in.
    await waitFor(() => expect(line).toBeVisible());
  },
};

// A part with no stock is refused by the line rules: the dialog opens with an empty cart.
export const ModeOnSellOutOfStock: Story = {
  parameters: { ...on(), route: "/sales?vender=9" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Nueva Venta" }, LOADED);
    await expect(await screen.findByText("Solo hay 0 unidades disponibles.")).toBeVisible();
    await expectVisible(() => within(dialog).getByText("No hay productos en la venta"));
    const cart = within(dialog).getByRole("region", { name: "Productos en la venta" });
    await expect(within(cart).queryByText("Bobina de encendido")).toBeNull();
  },
};

// With the mode off the parameter means nothing: the specification's page, no dialog.
export const ModeOffIgnoresSell: Story = {
  parameters: { route: "/sales?vender=1" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("table", { name: "Ventas" }, LOADED);
    await expect(screen.queryByRole("dialog", { name: "Nueva Venta" })).toBeNull();
  },
};

// The side panel sells on its own: a part searched by vehicle words, two units, 'Completar Venta';
// the sale's details offer the receipt and the panel starts an empty sale.
export const ModeOnSellFromPanel: Story = {
  parameters: on(),
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole("region", { name: "Nueva Venta" }, LOADED));
    await userEvent.type(panel.getByLabelText("Buscar producto"), "spark 2012 pastillas");
    const list = await panel.findByRole("list", { name: "Productos disponibles" });
    await userEvent.click((await within(list).findAllByRole("button"))[0]!);
    await userEvent.click(panel.getByRole("button", { name: "Agregar" }));
    const quantity = await panel.findByLabelText(/^Cantidad de /);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2{Enter}");
    await userEvent.click(panel.getByRole("button", { name: "Completar Venta" }));
    await expect(await screen.findByText("Venta registrada")).toBeVisible();
    const details = await screen.findByRole("dialog", { name: /^Venta #\d+$/ });
    // The details dialog fades in.
    await expectVisible(() => within(details).getByRole("button", { name: "Imprimir recibo" }));
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
  },
};

export const ModeOnPanelPhone: Story = {
  parameters: on(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole("region", { name: "Nueva Venta" }, LOADED);
    await expect(within(region).getByRole("button", { name: "Completar Venta" })).toBeVisible();
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

// The 'Nueva Venta' dialog on a phone with a part in the cart: each line is a block, its 'Quitar'
// on screen, nothing to scroll sideways.
export const ModeOnDialogPhone: Story = {
  parameters: on(),
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Nueva Venta" }, LOADED));
    const dialog = within(await screen.findByRole("dialog", { name: "Nueva Venta" }, LOADED));
    await userEvent.type(dialog.getByLabelText("Buscar producto"), "kit distribución");
    const list = await dialog.findByRole("list", { name: "Productos disponibles" });
    await userEvent.click((await within(list).findAllByRole("button"))[0]!);
    await userEvent.click(dialog.getByRole("button", { name: "Agregar" }));
    const remove = await dialog.findByRole("button", { name: /^Quitar / });
    const cart = dialog.getByRole("region", { name: "Productos en la venta" });
    await waitFor(() => expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    for (const wrap of cart.querySelectorAll(".sales-table-wrap"))
      await expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);
  },
};
