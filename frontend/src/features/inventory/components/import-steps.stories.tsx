import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import type { ProductImport, ProductImportPreview } from "@/lib/api/types";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportPreviewStep } from "./import-preview-step";
import { ImportProgressStep } from "./import-progress-step";
import "./product-import.css";

const headers = ["Código", "Nombre", "Categoría", "Marca", "Costo", "Precio", "Existencias"];

const job: ProductImport = {
  id: "3f1c2b9e-0000-4000-8000-000000000001",
  fileName: "catalogo.csv",
  state: "running",
  headers,
  suggestedMapping: ["sku", "name", "category", "brand", "costPrice", "sellingPrice", "stock"],
  rowsTotal: 3000,
  rowsDone: 1250,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  message: null,
};

const preview: ProductImportPreview = {
  rowsTotal: 4,
  create: 2,
  update: 0,
  unchanged: 0,
  refused: 2,
  newCategories: [],
  newBrands: [],
  rows: [
    {
      line: 2,
      action: "create",
      cells: ["FRE-001", "Pastilla delantera", "Frenos", "Bosch", "1.234,56", "2.500", "10"],
    },
    {
      line: 3,
      action: "create",
      cells: ["FRE-002", "Disco ventilado", "Frenos", "Brembo", "800", "1.200,5", "4"],
    },
    {
      line: 4,
      action: "refused",
      cells: ["FRE-001", "Pastilla repetida", "Frenos", "Bosch", "10", "20", "1"],
    },
    {
      line: 5,
      action: "refused",
      cells: ["FIL-009", "Filtro", "Filtros", "Marca Desconocida", "10", "0", "1"],
    },
  ],
  problems: [
    { line: 4, column: "SKU", message: "El SKU 'FRE-001' ya aparece en la fila 2" },
    { line: 5, column: "Marca", message: "La marca indicada no existe" },
    { line: 5, column: "Precio de venta", message: "El precio debe ser mayor a 0" },
  ],
  problemsTotal: 3,
};

const meta = {
  title: "Inventory/ProductImportSteps",
  parameters: { session: "admin" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mapping: Story = {
  render: () => (
    <ImportMappingStep
      headers={headers}
      options={{ mapping: job.suggestedMapping, mode: "upsert", createMissing: false }}
      onChange={fn()}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole("combobox", { name: "Dato de la columna Existencias" })).toHaveValue(
      "stock",
    );
    await expect(
      screen.getByText("Crear las categorías, subcategorías y marcas que no existan"),
    ).toBeVisible();
  },
};

export const PreviewWithErrors: Story = {
  render: () => (
    <ImportPreviewStep headers={headers} preview={preview} validOnly={false} onValidOnlyChange={fn()} />
  ),
  play: async () => {
    await expect(await screen.findByText("El precio debe ser mayor a 0")).toBeVisible();
    await expect(screen.getByText("La marca indicada no existe")).toBeVisible();
    await expect(screen.getByText("Importar solo las filas válidas")).toBeVisible();
  },
};

export const Progress: Story = {
  render: () => <ImportProgressStep job={job} cancelling={false} onCancel={fn()} onDownloadRefused={fn()} />,
  play: async () => {
    await expect(await screen.findByText("Importando… 1250 de 3000 filas")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Cancelar" })).toBeVisible();
  },
};

export const Done: Story = {
  render: () => (
    <ImportProgressStep
      job={{ ...job, state: "done", rowsDone: 3000, created: 2990, updated: 4, unchanged: 0, refused: 6 }}
      cancelling={false}
      onCancel={fn()}
      onDownloadRefused={fn()}
    />
  ),
  play: async () => {
    await expect(await screen.findByText("Importación completada")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Descargar filas rechazadas" })).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <ImportProgressStep
      job={{
        ...job,
        state: "failed",
        message:
          "Importación fallida: no se guardó ningún cambio. Fila 5, columna 'Precio de venta': El precio debe ser mayor a 0",
      }}
      cancelling={false}
      onCancel={fn()}
      onDownloadRefused={fn()}
    />
  ),
  play: async () => {
    await expect(await screen.findByText("Importación fallida")).toBeVisible();
  },
};

export const Cancelled: Story = {
  render: () => (
    <ImportProgressStep
      job={{ ...job, state: "cancelled", message: "Importación cancelada: no se guardó ningún cambio" }}
      cancelling={false}
      onCancel={fn()}
      onDownloadRefused={fn()}
    />
  ),
  play: async () => {
    await expect(await screen.findByText("Importación cancelada: no se guardó ningún cambio")).toBeVisible();
  },
};

export const PhoneProgress: Story = {
  ...Progress,
  globals: { viewport: { value: "phone" } },
};
