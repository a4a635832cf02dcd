import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { failWith } from "@mocks/overrides";
import "./inventory.css";
import { ProductCodesDialog } from "./product-codes-dialog";
import { sampleProduct } from "@/lib/testing/sample-product";
import { expectVisible, phone } from "./story-fixtures";

const meta = {
  title: "Inventory/ProductCodesDialog",
  component: ProductCodesDialog,
  args: { product: sampleProduct, isOpen: true, onClose: fn() },
} satisfies Meta<typeof ProductCodesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QrTab: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("img", { name: `Código QR de ${sampleProduct.barcode}` }));
  },
};

export const BarcodeTab: Story = {
  args: { initialTab: "barcode" },
  play: async () => {
    await expectVisible(() =>
      screen.findByRole("img", { name: `Código de barras de ${sampleProduct.barcode}` }),
    );
  },
};

export const Phone: Story = { globals: phone };

export const GenerateAndSave: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Generar" }));
    await userEvent.click(screen.getByRole("button", { name: "Generar" }));
    await expect((screen.getByLabelText("Código") as HTMLInputElement).value).toMatch(/^FRE-PA-3185-\d{13}$/);
    await userEvent.click(screen.getByRole("button", { name: "Guardar código" }));
    await expectVisible(() => screen.findByText("Código actualizado"));
    await expect(screen.getByText("El código del producto ha sido actualizado exitosamente.")).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/products/{id}/barcode", 500, "Error interno del servidor", "put")] },
  },
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Guardar código" }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar código" }));
    await expectVisible(() => screen.findByText(/No se pudo actualizar el código del producto\./));
  },
};

/** A product without an id renders nothing. */
/** A product without a valid id renders nothing; the caption says so on the canvas. */
export const WithoutId: Story = {
  args: { product: { ...sampleProduct, id: 0 } },
  decorators: [
    (Story) => (
      <div>
        <p className="story-caption">Producto sin ID válido: el diálogo no se muestra.</p>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await expect(screen.queryByText("Códigos del Producto")).toBeNull();
  },
};

/** A Vendedor views and downloads the codes; saving one is the product editor's (an Administrador). */
export const SellerViewsOnly: Story = {
  args: { canSave: false },
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Descargar PNG" }));
    await expect(screen.queryByRole("button", { name: "Guardar código" })).toBeNull();
  },
};
