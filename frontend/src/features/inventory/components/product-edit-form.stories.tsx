import { AppDialog } from "@/components/app-dialog";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { counterModeOn, failWith } from "@mocks/overrides";
import "./inventory.css";
import { MESSAGES } from "@rules/messages";
import { ProductEditForm } from "./product-edit-form";
import { STALE_TEXT } from "./use-product-version";
import { ADJUSTMENT_MESSAGES } from "@rules/stock-adjustment";
import { sampleProduct } from "@/lib/testing/sample-product";
import { expectVisible } from "./story-fixtures";

/** The edit form on its own, inside a dialog as the product dialog shows it. */
const meta = {
  title: "Inventory/ProductEditForm",
  component: ProductEditForm,
  args: { product: sampleProduct, onCancel: fn(), onSaved: fn() },
  decorators: [
    (Story) => (
      <AppDialog isOpen title="Editar Producto" className="inv-product-dialog">
        <Story />
      </AppDialog>
    ),
  ],
} satisfies Meta<typeof ProductEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExistingProduct: Story = {};

/** A product not stored yet: choosing category and brand generates the SKU, then the barcode. */
export const NewProductGeneratesCodes: Story = {
  args: {
    isNew: true,
    product: {
      ...sampleProduct,
      id: 0,
      name: "",
      sku: "",
      barcode: null,
      categoryId: 0,
      brandId: 0,
      subcategoryId: null,
    },
  },
  play: async () => {
    const category = await screen.findByLabelText(/^Categoría/);
    await waitFor(() => expect(screen.getByRole("option", { name: "Frenos" })).toBeInTheDocument(), {
      timeout: 6000,
    });
    await userEvent.selectOptions(category, "Frenos");
    await waitFor(() => expect(screen.getByRole("option", { name: "Brembo" })).toBeInTheDocument(), {
      timeout: 6000,
    });
    await userEvent.selectOptions(screen.getByLabelText(/^Marca/), "Brembo");
    await waitFor(() =>
      expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toMatch(/^FRE-BR-\d{4}$/),
    );
    await expect(
      (screen.getByRole("textbox", { name: /^Código de barras/ }) as HTMLInputElement).value,
    ).toMatch(/^FRE-BR-\d{4}-\d{6}$/);
  },
};

export const SkuNeedsCategoryAndBrand: Story = {
  args: { product: { ...sampleProduct, categoryId: 0, brandId: 0, subcategoryId: null } },
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Generar SKU" }));
    await userEvent.click(screen.getByRole("button", { name: "Generar SKU" }));
    await expect(
      await screen.findByText("Debes seleccionar una categoría y marca para generar el SKU"),
    ).toBeVisible();
  },
};

export const BarcodeNeedsSku: Story = {
  play: async () => {
    const sku = await screen.findByLabelText(/^SKU/);
    await userEvent.clear(sku);
    await userEvent.click(screen.getByRole("button", { name: "Generar código de barras" }));
    await expect(
      await screen.findByText("Primero debes ingresar un SKU para generar el código de barras"),
    ).toBeVisible();
  },
};

export const ImageTooLarge: Story = {
  play: async () => {
    const input = await screen.findByLabelText("Subir imagen");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "grande.png", { type: "image/png" });
    await userEvent.upload(input, big);
    await expect(await screen.findAllByText("La imagen supera el límite de 5 MB")).not.toHaveLength(0);
  },
};

export const NotAnImage: Story = {
  play: async () => {
    const input = await screen.findByLabelText("Subir imagen");
    const pdf = new File(["%PDF-1.4"], "manual.pdf", { type: "application/pdf" });
    // The accept attribute would filter it in a file chooser; a drop or a script can still send it.
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(
      await screen.findAllByText("El archivo debe ser una imagen JPG, PNG, WebP o GIF"),
    ).not.toHaveLength(0);
  },
};

export const CatalogueLoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/brands", 500, "Error interno del servidor")] } },
  play: async () => {
    await expect(await screen.findByText("Error al cargar marcas", {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Someone else saved first: the edit is refused (412) and the dialog offers the current values. */
export const StaleEditOffersReload: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/products/{id}", 412, MESSAGES.productStale, "put")] },
  },
  play: async () => {
    const name = await screen.findByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, "Nombre que no se guardará");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expect(await screen.findByText(STALE_TEXT.title, {}, { timeout: 6000 })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: STALE_TEXT.reload }));
    await waitFor(() => expect(screen.queryByText(STALE_TEXT.title)).not.toBeInTheDocument(), {
      timeout: 6000,
    });
    await expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).not.toBe(
      "Nombre que no se guardará",
    );
  },
};

/** The newest stock movement of the story's product, as the mocks' ledger recorded it. */
async function newestMovement(): Promise<{ kind: string; reason: string | null; stockAfter: number }> {
  const res = await fetch(`/api/products/${sampleProduct.id}/movements?limit=1`);
  return ((await res.json()) as { items: { kind: string; reason: string | null; stockAfter: number }[] })
    .items[0]!;
}

async function typeStock(stock: string) {
  const field = await screen.findByLabelText(/^Stock/);
  await userEvent.clear(field);
  await userEvent.type(field, stock);
}

/**
 * 'Modo mostrador' on: changing the stock asks the adjustment's reason ('Otro' needs its text), and
 * the save records an 'adjustment' with that reason instead of a manual edit.
 */
export const CounterModeStockAsksReason: Story = {
  parameters: { msw: { handlers: [counterModeOn()] } },
  play: async ({ args }) => {
    const stock = String(sampleProduct.stock + 3);
    await typeStock(stock);
    const reason = await screen.findByLabelText(/^Motivo del ajuste de stock/, {}, { timeout: 6000 });
    await expect(screen.getByText(`Stock: ${sampleProduct.stock} → ${stock}`)).toBeVisible();
    await userEvent.selectOptions(reason, "Otro");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expect(await screen.findByText(ADJUSTMENT_MESSAGES.noteRequired)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Descripción del motivo/), "Llegó una caja sin factura");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), { timeout: 6000 });
    await expect(await newestMovement()).toMatchObject({
      kind: "adjustment",
      reason: "Otro: Llegó una caja sin factura",
      stockAfter: Number(stock),
    });
  },
};

/** 'Modo mostrador' off (the specification's dialog): no reason is asked, the change is a manual edit. */
export const StockEditWithoutCounterMode: Story = {
  play: async ({ args }) => {
    const stock = String(sampleProduct.stock + 2);
    await typeStock(stock);
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled(), { timeout: 6000 });
    await expect(screen.queryByLabelText(/^Motivo del ajuste de stock/)).not.toBeInTheDocument();
    await expect(await newestMovement()).toMatchObject({ kind: "manual_edit", stockAfter: Number(stock) });
  },
};
