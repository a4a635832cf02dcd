import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { SAMPLE_SALE_PRODUCTS } from "../data/sample-sales";
import { NewSaleDialog } from "./new-sale-dialog";
import "./sales.css";

const phone = { viewport: { value: "phone", isRotated: false } };

const meta = {
  title: "Sales/NewSaleDialog",
  component: NewSaleDialog,
  parameters: { route: "/sales" },
  args: { isOpen: true, products: SAMPLE_SALE_PRODUCTS, allowPending: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof NewSaleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ready() {
  await expectVisible(() => screen.findByRole("button", { name: "Completar Venta" }));
}

async function addProduct(name: RegExp, quantity: string, discount?: string) {
  const list = screen.getByRole("list", { name: "Productos disponibles" });
  await userEvent.click(within(list).getByRole("button", { name }));
  const qty = screen.getByLabelText("Cantidad");
  await userEvent.clear(qty);
  if (quantity) await userEvent.type(qty, quantity);
  if (discount !== undefined) {
    const disc = screen.getByLabelText("Descuento (%)");
    await userEvent.clear(disc);
    await userEvent.type(disc, discount);
  }
  await userEvent.click(screen.getByRole("button", { name: "Agregar" }));
}

async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const toast = document.querySelector(".app-toaster");
    expect(toast?.textContent).toContain(title);
    expect(toast?.textContent).toContain(description);
  });
}

export const Empty: Story = {
  play: async () => {
    await ready();
    const list = screen.getByRole("list", { name: "Productos disponibles" });
    await expect(within(list).getAllByRole("button")).toHaveLength(5);
    await expect(screen.getByText("No hay productos en la venta")).toBeVisible();
    await expect(screen.getByRole("radio", { name: "Efectivo" })).toBeChecked();
    await expect(screen.getByRole("radio", { name: "Tarjeta de crédito/débito" })).not.toBeChecked();
    await expect(screen.getByRole("radio", { name: "Transferencia bancaria" })).not.toBeChecked();
    await expect(screen.getByRole("button", { name: "Venta Pendiente" })).toBeVisible();
  },
};

export const WithoutPending: Story = {
  args: { allowPending: false },
  play: async () => {
    await ready();
    await expect(screen.queryByRole("button", { name: "Venta Pendiente" })).toBeNull();
  },
};

export const SearchOneCharacterShowsAll: Story = {
  play: async () => {
    await ready();
    await userEvent.type(screen.getByLabelText("Buscar producto"), "b");
    const list = screen.getByRole("list", { name: "Productos disponibles" });
    await expect(within(list).getAllByRole("button")).toHaveLength(5);
  },
};

export const SearchFiltered: Story = {
  play: async () => {
    await ready();
    await userEvent.type(screen.getByLabelText("Buscar producto"), "bujia");
    const list = screen.getByRole("list", { name: "Productos disponibles" });
    await expect(within(list).getAllByRole("button")).toHaveLength(1);
    await expect(within(list).getByText("Bujía de iridio")).toBeVisible();
  },
};

export const SearchNoMatch: Story = {
  play: async () => {
    await ready();
    await userEvent.type(screen.getByLabelText("Buscar producto"), "zzz");
    await expect(screen.getByText("No se encontraron productos")).toBeVisible();
  },
};

export const WithLines: Story = {
  play: async () => {
    await ready();
    await addProduct(/Filtro de aceite/, "2", "10");
    await addProduct(/Pastillas de freno/, "1");
    const lines = screen.getByRole("region", { name: "Productos en la venta" });
    await expect(within(lines).getByText("Filtro de aceite")).toBeVisible();
    await expect(within(lines).getByText("10%")).toBeVisible();
    await expect(within(lines).getByText("$ 45.000")).toBeVisible();
    await expect(within(lines).getByText("$ 143.000")).toBeVisible();
  },
};

export const MergedLineNewDiscountWins: Story = {
  play: async () => {
    await ready();
    await addProduct(/Filtro de aceite/, "2", "10");
    await addProduct(/Filtro de aceite/, "3", "20");
    const lines = screen.getByRole("region", { name: "Productos en la venta" });
    await expect(within(lines).getAllByRole("row")).toHaveLength(2);
    await expect(within(lines).getByText("5")).toBeVisible();
    await expect(within(lines).getByText("20%")).toBeVisible();
    await expect(within(lines).getAllByText("$ 100.000")).toHaveLength(2);
  },
};

export const InvalidQuantity: Story = {
  play: async () => {
    await ready();
    await addProduct(/Filtro de aceite/, "0");
    await expectToast("Cantidad inválida", "La cantidad debe ser mayor que cero.");
  },
};

export const QuantityExceedsStock: Story = {
  play: async () => {
    await ready();
    await addProduct(/Batería/, "4");
    await expectToast("Cantidad excede stock", "Solo hay 3 unidades disponibles.");
  },
};

export const QuantityExceedsStockInTotal: Story = {
  play: async () => {
    await ready();
    await addProduct(/Batería/, "2");
    await addProduct(/Batería/, "2");
    await expectToast("Cantidad excede stock", "Solo hay 3 unidades disponibles en total.");
  },
};

export const EmptySale: Story = {
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole("button", { name: "Completar Venta" }));
    await expectToast("Venta vacía", "Agregue al menos un producto a la venta.");
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    await ready();
    await waitFor(() => expect(screen.getByLabelText("Buscar producto")).toHaveFocus());
    await userEvent.keyboard("amort{Enter}");
    await waitFor(() => expect(screen.getByLabelText("Cantidad")).toHaveFocus());
    await userEvent.keyboard("2{Enter}");
    await expectVisible(() => screen.findByText("Amortiguador trasero", { selector: "td div" }));
    await waitFor(() => expect(screen.getByLabelText("Buscar producto")).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Completar Venta" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

export const PhoneWidth: Story = { globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };
