import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { http, HttpResponse } from "msw";
import { failWith, loadingForever } from "@mocks/overrides";
import "./inventory.css";
import { ProductDialog } from "./product-dialog";
import { expectVisible, phone } from "./story-fixtures";

// Seeded product 12: its price changed once and a count removed units, so both lists have rows.
const meta = {
  title: "Inventory/ProductHistory",
  component: ProductDialog,
  parameters: { route: "/inventory?product=12" },
  args: { productId: 12, initialMode: "view", onClose: () => undefined },
} satisfies Meta<typeof ProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openHistory() {
  const button = await screen.findByRole("button", { name: "Historial" }, { timeout: 6000 });
  await userEvent.click(button);
}

const section = (title: string) => screen.getByRole("region", { name: title });

export const Administrador: Story = {
  play: async () => {
    await openHistory();
    await expectVisible(() => screen.findByRole("img", { name: "Evolución de precios" }, { timeout: 6000 }));
    const prices = section("Historial de precios");
    await expect(within(prices).getByRole("columnheader", { name: "Costo" })).toBeVisible();
    await expect(within(prices).getByRole("columnheader", { name: "Margen" })).toBeVisible();
    const movements = section("Movimientos de stock");
    await expect(await within(movements).findByText("Conteo físico")).toBeVisible();
    await expect(within(movements).getByText("Alta de producto")).toBeVisible();
  },
};

export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await openHistory();
    const prices = await screen.findByRole("region", { name: "Historial de precios" });
    await expectVisible(() =>
      within(prices).findByRole("columnheader", { name: "Precio de venta" }, { timeout: 6000 }),
    );
    await expect(within(prices).queryByRole("columnheader", { name: "Costo" })).toBeNull();
    await expect(within(prices).queryByRole("columnheader", { name: "Margen" })).toBeNull();
    await expect(screen.queryByRole("button", { name: "Ajustar stock" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        loadingForever("/api/products/{id}/movements"),
        loadingForever("/api/products/{id}/price-history"),
      ],
    },
  },
  play: async () => {
    await openHistory();
    await expectVisible(() => screen.findByText("Cargando movimientos..."));
    await expect(screen.getByText("Cargando historial de precios...")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/products/:id/movements", () => HttpResponse.json({ items: [], nextBefore: null })),
        http.get("*/api/products/:id/price-history", () => HttpResponse.json([])),
      ],
    },
  },
  play: async () => {
    await openHistory();
    await expectVisible(() => screen.findByText("Sin movimientos"));
    await expect(screen.getByText("Sin cambios de precio")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith("/api/products/{id}/movements", 500, "Error interno del servidor"),
        failWith("/api/products/{id}/price-history", 500, "Error interno del servidor"),
      ],
    },
  },
  play: async () => {
    await openHistory();
    await expectVisible(() => screen.findByText("Error al cargar los movimientos", {}, { timeout: 8000 }));
    await expect(screen.getByText("Error al cargar el historial de precios")).toBeVisible();
  },
};

export const Phone: Story = { globals: phone, play: openHistory };

export const AdjustStock: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Ajustar stock" }, { timeout: 6000 }));
    const dialog = await screen.findByRole("dialog", { name: "Ajustar stock" });
    await userEvent.click(within(dialog).getByLabelText("Sumar o restar"));
    await userEvent.type(within(dialog).getByLabelText(/Unidades a sumar/), "-1");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Motivo/), "Otro");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar ajuste" }));
    await expectVisible(() => within(dialog).findByText("Describe el motivo del ajuste"));
    await userEvent.type(within(dialog).getByLabelText(/Descripción del motivo/), "Usada en el taller");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar ajuste" }));
    await expectVisible(() => screen.findByText("Stock ajustado"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Ajustar stock" })).toBeNull());
  },
};
