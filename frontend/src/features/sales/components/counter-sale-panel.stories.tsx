// The side panel 'Nueva Venta' with 'Modo mostrador' on, alone in its column: empty, with lines
// (a promotion pre-filled, a product added twice, a quantity typed in the cart), stock exceeded,
// sending, refused by the server (409 with the stock as it is, 500), a Vendedor (who may pick any
// registered customer), a phone.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { answerWith, COUNTER_SHOP, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import type { Sale } from "@/lib/api/types";
import { discountAboveMaxMessage } from "@rules/sale-messages";
import { splitMessage } from "../lib/counter-rules";
import { CounterSalePanel } from "./counter-sale-panel";
import "./sales.css";

const meta = {
  title: "Sales/CounterSalePanel",
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

/** Searches the catalogue from the panel, picks the first part named `name` and adds one unit. */
async function addPart(canvasElement: HTMLElement, search: string, name: string) {
  const panel = panelOf(canvasElement);
  const field = panel.getByLabelText("Buscar producto");
  await userEvent.clear(field);
  await userEvent.type(field, search);
  const list = await panel.findByRole("list", { name: "Productos disponibles" });
  await userEvent.click(await within(list).findByRole("button", { name: new RegExp(`^${name}`) }));
  await userEvent.click(panel.getByRole("button", { name: "Agregar" }));
  await panel.findByLabelText(`Cantidad de ${name}`);
}

const totals = (canvasElement: HTMLElement) => panelOf(canvasElement).getByLabelText("Totales de la venta");

const KIT = "Kit de distribución con tensor";
const PADS = "Pastillas de freno delanteras semimetálicas";

// An Administrador (the stories' default session) unless said otherwise.
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByText("No hay productos en el carrito")).toBeVisible();
    await expect(totals(canvasElement)).toHaveTextContent(/Subtotal\$\s0IVA \(16%\)\$\s0Total a pagar\$\s0/);
    await expect(panel.getByLabelText("Cliente (opcional)")).toHaveAttribute(
      "placeholder",
      "Cliente General",
    );
    await expect(panel.getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};

// 245.000 with its promotion's 10 % pre-filled, twice (merged), then 3 typed in the cart:
// 661.500 + IVA 105.840 = 767.340.
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    await addPart(canvasElement, "kit distribución", KIT);
    const panel = panelOf(canvasElement);
    const quantity = panel.getByLabelText(`Cantidad de ${KIT}`);
    await expect(quantity).toHaveValue("2");
    await expect(panel.getByLabelText(`Descuento (%) de ${KIT}`)).toHaveValue("10");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "3{Enter}");
    await waitFor(() =>
      expect(totals(canvasElement)).toHaveTextContent(
        /Subtotal\$\s661\.500IVA \(16%\)\$\s105\.840Total a pagar\$\s767\.340/,
      ),
    );
  },
};

export const StockExceeded: Story = {
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "semimetálicas", PADS);
    const quantity = panelOf(canvasElement).getByLabelText(`Cantidad de ${PADS}`);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "4{Enter}");
    await expect(await screen.findByText("Solo hay 3 unidades disponibles.")).toBeVisible();
    await expect(quantity).toHaveValue("1");
  },
};

export const EmptySale: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Completar Venta" }));
    await expect(await screen.findByText("Venta vacía")).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/sales", "post")] } },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    const panel = panelOf(canvasElement);
    await userEvent.click(panel.getByRole("button", { name: "Completar Venta" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Venta Pendiente" })).toBeDisabled());
  },
};

export const StockTakenMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/sales",
          409,
          `Cantidad excede stock: ${KIT}. Solo hay 0 unidades disponibles.`,
          "post",
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Completar Venta" }));
    await expect(await screen.findByText("Cantidad excede stock")).toBeVisible();
    await expect(screen.getByText(`${KIT}. Solo hay 0 unidades disponibles.`)).toBeVisible();
    // The sale stays in the panel to be corrected.
    await expect(panelOf(canvasElement).getByLabelText(`Cantidad de ${KIT}`)).toBeVisible();
    await expect(args.onRecorded).not.toHaveBeenCalled();
  },
};

// Any other refusal (the server failing, no answer) is a toast with its message; the sale stays.
export const ServerError: Story = {
  parameters: { msw: { handlers: [failWith("/api/sales", 500, "Error interno del servidor", "post")] } },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    await userEvent.click(panelOf(canvasElement).getByRole("button", { name: "Venta Pendiente" }));
    await expect(await screen.findByText("Error interno del servidor")).toBeVisible();
    await expect(panelOf(canvasElement).getByLabelText(`Cantidad de ${KIT}`)).toBeVisible();
  },
};

export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    await expect(panelOf(canvasElement).queryByText("No hay productos en el carrito")).toBeNull();
    await expect(totals(canvasElement)).toHaveTextContent(/Total a pagar\$\s255\.780/);
  },
};

// A Vendedor sells to any registered customer: typing part of the name offers one another seller
// created (vendedor2's workshop), with its RIF to tell namesakes apart.
export const VendedorAnyCustomer: Story = {
  parameters: {
    session: "sales",
    // The panel takes the shop's settings as a prop, so the mocks' own mode stays off: the lookup's
    // answer is the server's for this search with the mode on.
    msw: {
      handlers: [
        answerWith("/api/counter/customers", [
          {
            id: 12,
            name: "Taller Mecánico El Pistón C.A.",
            documentType: "rif",
            documentNumber: "J-40123456-7",
          },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const field = panelOf(canvasElement).getByLabelText("Cliente (opcional)");
    await userEvent.type(field, "piston");
    const offered = () =>
      Array.from(
        canvasElement.querySelectorAll(`datalist#${CSS.escape(field.getAttribute("list") ?? "")} option`),
      ).map((option) => option.getAttribute("value"));
    await waitFor(() => expect(offered()).toEqual(["Taller Mecánico El Pistón C.A. · J-40123456-7"]), {
      timeout: 5000,
    });
  },
};

// Above the shop's maximum (25 %, beyond the part's 10 % promotion): refused as typed, with the
// server's own message, and the line keeps its discount.
export const VendedorDiscountAboveMax: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit distribución", KIT);
    const discount = panelOf(canvasElement).getByLabelText(`Descuento (%) de ${KIT}`);
    await userEvent.clear(discount);
    await userEvent.type(discount, "30{Enter}");
    const { title, description } = splitMessage(discountAboveMaxMessage(COUNTER_SHOP.maxDiscount));
    await expect(await screen.findByText(title)).toBeVisible();
    await expect(screen.getByText(description!)).toBeVisible();
    await expect(discount).toHaveValue("10");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "semimetálicas", PADS);
    const region = within(canvasElement).getByRole("region", { name: "Nueva Venta" });
    // Nothing wider than the phone's screen.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(within(region).getByRole("button", { name: "Completar Venta" })).toBeVisible();
  },
};

/** What the server answers a recorded sale (the stories' shop settings are not the mocks' own). */
const recordedSale = (status: "completed" | "pending"): Sale => ({
  id: 2001,
  createdAt: "2026-11-25T15:30:00.000Z",
  completedAt: status === "completed" ? "2026-11-25T15:30:00.000Z" : null,
  canceledAt: null,
  status,
  customerId: null,
  customerName: null,
  paymentMethod: "efectivo",
  seller: { id: 1, name: "Administrador" },
  itemsCount: 3,
  taxRate: 16,
  subtotal: 661500,
  discountTotal: 73500,
  tax: 105840,
  total: 767340,
  returnedTotal: 0,
  lines: [],
  returns: [],
  payments: [],
});

// The counter by keyboard: Enter adds the highlighted part (↓ moves the highlight), '+' and '-'
// change the last line's quantity with the search empty, a number then '*' sets it, F9 records the
// sale and the panel starts again with the focus in its empty search.
export const KeyboardSale: Story = {
  parameters: { msw: { handlers: [answerWith("/api/sales", recordedSale("completed"), "post")] } },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    const search = panel.getByLabelText("Buscar producto");
    await userEvent.click(search);
    await userEvent.keyboard("kit distribución");
    const list = await panel.findByRole("list", { name: "Productos disponibles" });
    await waitFor(() =>
      expect(within(list).getAllByRole("button")[0]).toHaveAttribute("aria-current", "true"),
    );
    await userEvent.keyboard("{Enter}");
    const quantity = await panel.findByLabelText(`Cantidad de ${KIT}`);
    await expect(search).toHaveValue("");
    await userEvent.keyboard("++-+");
    await waitFor(() => expect(quantity).toHaveValue("3"));
    await userEvent.keyboard("5*");
    await waitFor(() => expect(quantity).toHaveValue("5"));
    await expect(search).toHaveValue("");
    await userEvent.keyboard("{F9}");
    await waitFor(() => expect(args.onRecorded).toHaveBeenCalledWith(expect.anything(), { byKey: true }));
    await waitFor(() => expect(panelOf(canvasElement).getByLabelText("Buscar producto")).toHaveFocus());
    await expect(panelOf(canvasElement).getByText("No hay productos en el carrito")).toBeVisible();
  },
};

// F8 leaves the sale pending; the buttons say which key presses them.
export const KeyboardPending: Story = {
  parameters: { msw: { handlers: [answerWith("/api/sales", recordedSale("pending"), "post")] } },
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement);
    await expect(panel.getByRole("button", { name: "Completar Venta" })).toHaveAttribute(
      "aria-keyshortcuts",
      "F9",
    );
    await expect(panel.getByRole("button", { name: "Venta Pendiente" })).toHaveAttribute(
      "aria-keyshortcuts",
      "F8",
    );
    await addPart(canvasElement, "kit distribución", KIT);
    await userEvent.click(panel.getByLabelText("Buscar producto"));
    await userEvent.keyboard("{F8}");
    await waitFor(() =>
      expect(args.onRecorded).toHaveBeenCalledWith(expect.objectContaining({ status: "pending" }), {
        byKey: true,
      }),
    );
  },
};

/** The shop accepts dollars: a cash row of 'Pago dividido' names its currency and shows the day's rate. */
export const SplitInDollars: Story = {
  parameters: {
    msw: {
      handlers: [
        counterModeOn(),
        answerWith("/api/currencies", [
          {
            code: "USD",
            name: "Dólar estadounidense",
            todayRate: { rate: "4000", day: "2026-11-28", setBy: null, setAt: "2026-11-28T13:00:00.000Z" },
          },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await addPart(canvasElement, "kit", KIT);
    const panel = panelOf(canvasElement);
    await userEvent.click(panel.getByText("Pago dividido"));
    await userEvent.selectOptions(await panel.findByLabelText("Moneda del pago 1"), "USD");
    await userEvent.type(panel.getByLabelText("Recibido en USD del pago 1"), "20");
    const note = await panel.findByText(/^Tasa del día: \$ 4\.000 por USD/);
    await expect(note).toHaveTextContent(/USD\s20,00 = \$\s80\.000$/);
  },
};
