import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { BulkLabelPrinter } from "./bulk-label-printer";
import { storyProducts } from "./story-fixtures";

const meta = {
  title: "Labels/BulkLabelPrinter",
  component: BulkLabelPrinter,
  parameters: { route: "/inventory" },
  args: { isOpen: true, onClose: () => undefined },
} satisfies Meta<typeof BulkLabelPrinter>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "Impresión Masiva de Etiquetas" });
const phone = { viewport: { value: "phone" } };

/** Nothing chosen yet: the print button waits for a product. */
export const NothingSelected: Story = {
  play: async () => {
    const body = within(await dialog());
    await body.findByText("Mostrando 1-20 de 70 productos", {}, { timeout: 6000 });
    await expect(body.getByText("0 productos seleccionados")).toBeVisible();
    await expect(body.getByRole("button", { name: "Imprimir etiquetas" })).toBeDisabled();
    await expect(body.getByRole("button", { name: "Gestionar Plantillas" })).toBeVisible();
  },
};

/** Choosing a product enables printing; 'Seleccionar todos' then takes the whole filtered list. */
export const SelectingProducts: Story = {
  play: async () => {
    const body = within(await dialog());
    const search = await body.findByLabelText("Buscar productos");
    await userEvent.type(search, "freno");
    await waitFor(() => expect(body.getByText(/^Mostrando 1-\d+ de \d+ productos$/)).toBeVisible(), {
      timeout: 6000,
    });
    const boxes = await body.findAllByRole("checkbox");
    await userEvent.click(boxes[0]!);
    await expect(body.getByText("1 producto seleccionado")).toBeVisible();
    await expect(body.getByRole("button", { name: "Imprimir etiquetas" })).toBeEnabled();
    await userEvent.click(body.getByRole("button", { name: "Seleccionar todos" }));
    await expectVisible(() => body.findByRole("button", { name: "Deseleccionar todos" }));
  },
};

export const ManySelectedThreeColumns: Story = {
  args: { initialSelection: storyProducts(40), initialSettings: { layout: "three-columns", copies: 2 } },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText("40 productos seleccionados"));
    await expectVisible(() => body.findByText("80 etiquetas · 7 hojas", {}, { timeout: 6000 }));
  },
};

export const BarcodeLabels: Story = {
  args: { initialSelection: storyProducts(3), initialSettings: { labelType: "barcode" } },
};

export const CopiesFromStockAndStartPosition: Story = {
  args: {
    initialSelection: storyProducts(6),
    initialSettings: { copiesFromStock: true, startPosition: 5 },
    initialTab: "customize",
  },
};

export const CustomizeTab: Story = {
  args: { initialSelection: storyProducts(2), initialTab: "customize" },
};

export const BorderSolid: Story = {
  args: {
    initialSelection: storyProducts(1),
    initialTab: "customize",
    initialSettings: { borderStyle: "solid" },
  },
};
export const BorderDashed: Story = {
  args: {
    initialSelection: storyProducts(1),
    initialTab: "customize",
    initialSettings: { borderStyle: "dashed" },
  },
};
export const BorderDotted: Story = {
  args: {
    initialSelection: storyProducts(1),
    initialTab: "customize",
    initialSettings: { borderStyle: "dotted" },
  },
};
export const BorderNone: Story = {
  args: {
    initialSelection: storyProducts(1),
    initialTab: "customize",
    initialSettings: { borderStyle: "none", background: "#fff3b0", foreground: "#1c2127" },
  },
};

export const ThreeColumnTemplate: Story = {
  args: {
    initialSelection: storyProducts(5),
    initialTab: "customize",
    initialSettings: { layout: "three-columns" },
  },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText(/3 x 4, horizontal/, {}, { timeout: 6000 }));
  },
};

export const A4SheetPreset: Story = {
  args: {
    initialSelection: storyProducts(30),
    initialTab: "customize",
    initialSettings: { sizePreset: "a4-3x7" },
  },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText(/21 por hoja \(3 x 7, vertical\)/));
  },
};

export const ThermalRollPreset: Story = {
  args: {
    initialSelection: storyProducts(2),
    initialTab: "customize",
    initialSettings: { sizePreset: "thermal-50x25", width: 189, height: 94 },
  },
};

export const ProductsLoading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/products")] } },
};

export const ProductsEmpty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/products")] } },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText("No se encontraron productos"));
  },
};

export const ProductsError: Story = {
  parameters: { msw: { handlers: [failWith("/api/products", 500, "Error interno del servidor")] } },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText("Error al cargar los productos", {}, { timeout: 6000 }));
  },
};

export const TemplatesAndSizesError: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith("/api/label-templates", 500, "Error interno del servidor"),
        failWith("/api/label-sizes", 500, "Error interno del servidor"),
      ],
    },
  },
  play: async () => {
    const body = within(await dialog());
    // The answers come back while the dialog is still fading in from opacity 0: wait for the
    // transition instead of checking visibility once.
    await expectVisible(() =>
      body.findByText("Error al cargar plantillas de etiquetas", {}, { timeout: 6000 }),
    );
    await userEvent.click(body.getByRole("tab", { name: "Personalización" }));
    await expectVisible(() => body.findByText("Error al cargar tamaños de etiquetas"));
  },
};

// Seeded product 15 fits the Chevrolet Spark, Optra and Corsa (GET /api/products/15/vehicles).
const fittingPart = { ...storyProducts(1)[0]!, id: 15 };
const fitmentsPath = "/api/products/{id}/vehicles";

/** 'Mostrar compatibilidad' adds the first two fitting models to the label (and the print). */
export const CompatibilityLine: Story = {
  args: { initialSelection: [fittingPart], initialSettings: { showCompatibility: true } },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole("checkbox", { name: "Mostrar compatibilidad" })).toBeChecked();
    const preview = within(body.getByRole("figure", { name: "Vista previa de la etiqueta" }));
    await expectVisible(() =>
      preview.findByText(
        /^Compatibilidad: Chevrolet \w+ \d{4} - \d{4}, Chevrolet \w+ \d{4} - \d{4} y 1 más$/,
        {},
        { timeout: 6000 },
      ),
    );
    await expect(body.getByRole("button", { name: "Imprimir etiquetas" })).toBeEnabled();
  },
};

/** Printing waits for the fitting models. */
export const CompatibilityLoading: Story = {
  args: { initialSelection: [fittingPart], initialSettings: { showCompatibility: true } },
  parameters: { msw: { handlers: [loadingForever(fitmentsPath)] } },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText("Buscando los modelos compatibles…"));
    await expect(body.getByRole("button", { name: "Imprimir etiquetas" })).toBeDisabled();
  },
};

export const CompatibilityError: Story = {
  args: { initialSelection: [fittingPart], initialSettings: { showCompatibility: true } },
  parameters: { msw: { handlers: [failWith(fitmentsPath, 500, "Error interno del servidor")] } },
  play: async () => {
    const body = within(await dialog());
    await expectVisible(() => body.findByText("Error al cargar la compatibilidad", {}, { timeout: 6000 }));
    // The labels still print, without the line.
    await expect(body.getByRole("button", { name: "Imprimir etiquetas" })).toBeEnabled();
  },
};

export const Phone: Story = { args: { initialSelection: storyProducts(12) }, globals: phone };

export const Dark: Story = { args: { initialSelection: storyProducts(4) }, globals: { theme: "dark" } };
