// One quote in each state: vigente (print, convert with its prices kept), vencida (only at today's
// prices), convertida (its sale named, nothing to convert); converting, and a refusal for stock.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { answerWith, COUNTER_SHOP, failWith } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { QuoteDialog } from "./quote-dialog";
import { CONVERTED_QUOTE, EXPIRED_QUOTE, QUOTE, SALE_FROM_QUOTE } from "./quote-samples";
import "./sales.css";

async function opened(number: string) {
  await expectVisible(() => screen.findByRole("dialog", { name: `Cotización ${number}` }));
  return within(screen.getByRole("dialog", { name: `Cotización ${number}` }));
}

const meta = {
  title: "Sales/QuoteDialog",
  component: QuoteDialog,
  args: { quote: QUOTE, shop: COUNTER_SHOP, onClose: fn(), onConverted: fn() },
} satisfies Meta<typeof QuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vigente: Story = {
  play: async () => {
    const dialog = await opened("COT-000012");
    await expect(dialog.getByText("Vigente")).toBeVisible();
    await expect(dialog.getByText("Taller Los Pinos")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Mantener los precios de la cotización" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Imprimir cotización" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Convertir en venta" })).toBeEnabled();
  },
};

export const Vencida: Story = {
  args: { quote: EXPIRED_QUOTE },
  play: async () => {
    const dialog = await opened("COT-000009");
    await expect(dialog.getByText("Cotización vencida")).toBeVisible();
    await expect(dialog.getByText(/solo puede convertirse en venta con los precios de hoy/)).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Mantener los precios de la cotización" })).toBeDisabled();
    await expect(dialog.getByRole("radio", { name: "Actualizar a los precios de hoy" })).toBeChecked();
    await expect(dialog.getByText("Cliente General")).toBeVisible();
  },
};

export const Convertida: Story = {
  args: { quote: CONVERTED_QUOTE },
  play: async () => {
    const dialog = await opened("COT-000007");
    await expect(dialog.getByText(/Se convirtió en la venta #1043/)).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Convertir en venta" })).toBeNull();
    await expect(dialog.getByRole("button", { name: "Imprimir cotización" })).toBeVisible();
  },
};

export const Converts: Story = {
  parameters: { msw: { handlers: [answerWith("/api/quotes/{id}/sale", SALE_FROM_QUOTE, "post")] } },
  play: async ({ args }) => {
    const dialog = await opened("COT-000012");
    await userEvent.click(dialog.getByRole("button", { name: "Convertir en venta" }));
    await waitFor(() => expect(args.onConverted).toHaveBeenCalledWith(SALE_FROM_QUOTE));
    await expect(await screen.findByText("Venta registrada")).toBeVisible();
  },
};

export const StockShort: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/quotes/{id}/sale",
          409,
          "Cantidad excede stock: Bomba de agua. Solo hay 1 unidades disponibles.",
          "post",
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const dialog = await opened("COT-000012");
    await userEvent.click(dialog.getByRole("button", { name: "Convertir en venta" }));
    await expect(await screen.findByText("Cantidad excede stock")).toBeVisible();
    await expect(screen.getByText("Bomba de agua. Solo hay 1 unidades disponibles.")).toBeVisible();
    await expect(args.onConverted).not.toHaveBeenCalled();
  },
};
