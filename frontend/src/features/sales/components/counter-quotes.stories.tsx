// The counter's side panel and its two new actions: 'Guardar como cotización' (saved, the cart
// emptied and the quote opened to print; an empty cart refused) and 'Registrar venta perdida' when
// the search finds nothing or finds a part without stock (and not while every part found has stock);
// the same two in the 'Nueva Venta' dialog.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { answerWith, COUNTER_SHOP } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { CounterSaleDialog } from "./counter-sale-dialog";
import { CounterSalePanel } from "./counter-sale-panel";
import { QUOTE } from "./quote-samples";
import "./sales.css";

const meta = {
  title: "Sales/CounterQuotesAndLostSales",
  component: CounterSalePanel,
  args: { shop: COUNTER_SHOP, onRecorded: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 332 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CounterSalePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("region", { name: "Nueva Venta" }));

async function search(canvasElement: HTMLElement, text: string) {
  const field = panelOf(canvasElement).getByLabelText("Buscar producto");
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const KIT = "Kit de distribución con tensor";

export const SavesQuote: Story = {
  parameters: { msw: { handlers: [answerWith("/api/quotes", QUOTE, "post")] } },
  play: async ({ canvasElement, args }) => {
    await search(canvasElement, "kit distribución");
    const panel = panelOf(canvasElement);
    const list = await panel.findByRole("list", { name: "Productos disponibles" });
    await userEvent.click(await within(list).findByRole("button", { name: new RegExp(`^${KIT}`) }));
    await userEvent.click(panel.getByRole("button", { name: "Agregar" }));
    await panel.findByLabelText(`Cantidad de ${KIT}`);
    await userEvent.click(panel.getByRole("button", { name: "Guardar como cotización" }));
    await expect(await screen.findByText("Cotización guardada")).toBeVisible();
    await expectVisible(() => screen.findByRole("dialog", { name: "Cotización COT-000012" }));
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
    await expect(args.onRecorded).not.toHaveBeenCalled();
  },
};

export const EmptyCartQuote: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Guardar como cotización" }));
    await expect(await screen.findByText("Cotización vacía")).toBeVisible();
  },
};

export const NotFoundOffersLostSale: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "zzqxw");
    const panel = panelOf(canvasElement);
    await expect(await panel.findByText("No se encontró en el catálogo.")).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "Registrar venta perdida" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Registrar venta perdida" }));
    await expect(screen.getByLabelText("Descripción")).toHaveValue("zzqxw");
  },
};

export const OutOfStockOffersLostSale: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "filtro de combustible");
    const panel = panelOf(canvasElement);
    await expect(await panel.findByText("Hay repuestos sin existencia.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Registrar venta perdida" })).toBeVisible();
  },
};

export const InStockOffersNothing: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, "kit distribución");
    const panel = panelOf(canvasElement);
    await panel.findByRole("list", { name: "Productos disponibles" });
    await expect(panel.queryByRole("button", { name: "Registrar venta perdida" })).toBeNull();
  },
};

// 'Nueva Venta' in its dialog (Alt+V) offers the same two actions.
export const InTheDialog: Story = {
  render: (args) => (
    <CounterSaleDialog isOpen shop={args.shop} onClose={() => {}} onRecorded={args.onRecorded} />
  ),
  play: async () => {
    await expectVisible(() => screen.findByRole("dialog", { name: "Nueva Venta" }));
    const dialog = within(screen.getByRole("dialog", { name: "Nueva Venta" }));
    await expect(dialog.getByRole("button", { name: "Guardar como cotización" })).toBeVisible();
    await userEvent.type(dialog.getByLabelText("Buscar producto"), "zzqxw");
    await expect(await dialog.findByText("No se encontró en el catálogo.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Registrar venta perdida" })).toBeVisible();
  },
};
