// 'Registrar venta perdida' in each state: a part found without stock (chosen, 'Sin existencia'),
// nothing found (the search as the description, 'No lo manejamos'), recorded, the description
// missing, refused by the server.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { answerWith, failWith } from "@mocks/overrides";
import { LOST_SALE_MESSAGES } from "@rules/lost-sales";
import type { LostSale } from "@/lib/api/types";
import { expectVisible } from "@/lib/testing/story-helpers";
import { LostSaleDialog } from "./lost-sale-dialog";
import "./sales.css";

const FOUND = [
  { id: 31, name: "Filtro de combustible", sku: "FIL-FI-1234", sellingPrice: 39000, stockQuantity: 0 },
  {
    id: 32,
    name: "Filtro de combustible diésel",
    sku: "FIL-FI-2345",
    sellingPrice: 88000,
    stockQuantity: 12,
  },
];

const RECORDED: LostSale = {
  id: 5,
  createdAt: "2026-11-26T16:00:00.000Z",
  productId: 31,
  name: "Filtro de combustible",
  sku: "FIL-FI-1234",
  vehicle: "Aveo 2010",
  quantity: 2,
  reason: "no_stock",
  user: { id: 2, name: "Carlos Pérez" },
};

async function opened() {
  await expectVisible(() => screen.findByRole("dialog", { name: "Registrar venta perdida" }));
  return within(screen.getByRole("dialog", { name: "Registrar venta perdida" }));
}

const meta = {
  title: "Sales/LostSaleDialog",
  component: LostSaleDialog,
  args: { isOpen: true, products: FOUND, searched: "filtro combustible", onClose: fn() },
} satisfies Meta<typeof LostSaleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OutOfStockFound: Story = {
  play: async () => {
    const dialog = await opened();
    await expect(dialog.getByRole("radio", { name: /^Filtro de combustible \(FIL-FI-1234\)/ })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Sin existencia" })).toBeChecked();
    for (const reason of ["Precio", "No lo manejamos", "Otro"])
      await expect(dialog.getByText(reason)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { products: [], searched: "faro antiniebla" },
  play: async () => {
    const dialog = await opened();
    await expect(dialog.getByLabelText("Descripción")).toHaveValue("faro antiniebla");
    await expect(dialog.getByRole("radio", { name: "No lo manejamos" })).toBeChecked();
  },
};

export const Records: Story = {
  parameters: { msw: { handlers: [answerWith("/api/lost-sales", RECORDED, "post")] } },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.type(dialog.getByLabelText(/^Vehículo/), "Aveo 2010");
    await userEvent.click(dialog.getByRole("button", { name: "Registrar venta perdida" }));
    await expect(await screen.findByText(LOST_SALE_MESSAGES.recorded)).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const DescriptionMissing: Story = {
  args: { products: [], searched: "" },
  play: async ({ args }) => {
    const dialog = await opened();
    await userEvent.click(dialog.getByRole("button", { name: "Registrar venta perdida" }));
    await expect(await screen.findByText(LOST_SALE_MESSAGES.whatRequired)).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ModeOff: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/lost-sales", 409, LOST_SALE_MESSAGES.counterModeOff, "post")] },
  },
  play: async () => {
    const dialog = await opened();
    await userEvent.click(dialog.getByRole("button", { name: "Registrar venta perdida" }));
    await expect(await screen.findByText(/las ventas perdidas no se registran en el servidor/)).toBeVisible();
  },
};
