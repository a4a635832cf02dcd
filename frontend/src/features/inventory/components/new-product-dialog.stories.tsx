import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { failWith } from "@mocks/overrides";
import "./inventory.css";
import { NewProductDialog } from "./new-product-dialog";
import { expectVisible, phone } from "./story-fixtures";

const meta = {
  title: "Inventory/NewProductDialog",
  component: NewProductDialog,
  parameters: { route: "/inventory" },
  args: { isOpen: true, onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof NewProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ready() {
  await expectVisible(() => screen.findByRole("button", { name: "Crear producto" }));
  await waitFor(() => expect(screen.getByRole("option", { name: "Frenos" })).toBeInTheDocument(), {
    timeout: 6000,
  });
}

export const Empty: Story = {};

export const Phone: Story = { globals: phone };

export const ValidationErrors: Story = {
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole("button", { name: "Crear producto" }));
    for (const text of [
      "El nombre es requerido",
      "El SKU es requerido",
      "La marca es requerida",
      "La categoría es requerida",
      "El costo debe ser mayor o igual a 0",
      "El precio debe ser mayor a 0",
      "El stock debe ser mayor o igual a 0",
    ]) {
      await expectVisible(() => screen.findByText(text));
    }
  },
};

export const NegativeStockThreshold: Story = {
  play: async () => {
    await ready();
    const threshold = screen.getByLabelText(/Stock mínimo/);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "-1");
    await userEvent.click(screen.getByRole("button", { name: "Crear producto" }));
    await expectVisible(() => screen.findByText("El stock mínimo debe ser mayor o igual a 0"));
  },
};

export const GeneratedSkuAndBarcode: Story = {
  play: async () => {
    await ready();
    await userEvent.selectOptions(screen.getByLabelText(/Categoría/), "Frenos");
    await waitFor(() => expect(screen.getByRole("option", { name: "Pastillas" })).toBeInTheDocument(), {
      timeout: 6000,
    });
    await userEvent.selectOptions(screen.getByLabelText(/Subcategoría/), "Pastillas");
    await waitFor(() =>
      expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toMatch(/^FRE-PA-\d{4}$/),
    );
    await expect((screen.getByLabelText(/Código de barras/) as HTMLInputElement).value).toMatch(
      /^FRE-PA-\d{4}-\d{6}$/,
    );
  },
};

export const SkuNeedsSubcategory: Story = {
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole("button", { name: "Generar SKU" }));
    await expect(
      await screen.findByText("Debes seleccionar una categoría y subcategoría para generar el SKU"),
    ).toBeVisible();
  },
};

export const ServerRefuses: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/products", 409, "Ya existe un producto con ese SKU", "post")] },
  },
  play: async () => {
    await ready();
    await userEvent.type(screen.getByLabelText(/Nombre/), "Disco de freno ventilado");
    await userEvent.selectOptions(screen.getByLabelText(/Categoría/), "Frenos");
    await waitFor(() => expect(screen.getByRole("option", { name: "Brembo" })).toBeInTheDocument(), {
      timeout: 6000,
    });
    await userEvent.selectOptions(screen.getByLabelText(/Marca/), "Brembo");
    await userEvent.type(screen.getByLabelText(/^SKU/), "FRE-DI-1234");
    await userEvent.type(screen.getByLabelText(/Precio de costo/), "100000");
    await userEvent.type(screen.getByLabelText(/Margen/), "40");
    await userEvent.type(screen.getByLabelText(/^Stock( \*)?$/), "4");
    await expect(screen.getByLabelText(/Precio de venta/)).toHaveValue(140000);
    await userEvent.click(screen.getByRole("button", { name: "Crear producto" }));
    await expectVisible(() => screen.findByText("Ya existe un producto con ese SKU"));
    await expect(screen.getByLabelText(/Nombre/)).toHaveValue("Disco de freno ventilado");
  },
};
