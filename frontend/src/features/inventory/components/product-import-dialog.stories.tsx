import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { failWith } from "@mocks/overrides";
import { ProductImportDialog } from "./product-import-dialog";
import { expectVisible } from "./story-fixtures";

const meta = {
  title: "Inventory/ProductImportDialog",
  component: ProductImportDialog,
  parameters: { session: "admin" },
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof ProductImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = [
  "Código;Nombre;Categoría;Marca;Costo;Precio;Existencias",
  "HIST-IMP-1;Pastilla delantera;Frenos;Bosch;1.234,56;2.500;10",
  "HIST-IMP-1;Pastilla repetida;Frenos;Bosch;10;20;1",
  "HIST-IMP-2;Filtro;Filtros;Marca Desconocida;10;0;1",
].join("\n");

const file = () => new File([csv], "catalogo.csv", { type: "text/csv" });

export const ChooseFile: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Importar productos"));
    await expect(screen.getByLabelText("Archivo de productos")).toBeInTheDocument();
  },
};

export const WholeFlowWithErrors: Story = {
  play: async () => {
    await userEvent.upload(await screen.findByLabelText("Archivo de productos"), file());
    await userEvent.click(await screen.findByRole("button", { name: "Vista previa" }));
    await expect(await screen.findByText("El precio debe ser mayor a 0")).toBeVisible();
    await expect(screen.getByText("El SKU 'HIST-IMP-1' ya aparece en la fila 2")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Importar" })).toBeDisabled();
    await userEvent.click(screen.getByText("Importar solo las filas válidas"));
    await userEvent.click(screen.getByRole("button", { name: "Importar" }));
    await expect(await screen.findByText("Importación completada", {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Descargar filas rechazadas" })).toBeVisible();
  },
};

export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/product-imports",
          400,
          "No se pudo leer el archivo: debe ser un CSV o un Excel (.xlsx)",
          "post",
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.upload(await screen.findByLabelText("Archivo de productos"), file());
    await expect(
      await screen.findByText("No se pudo leer el archivo: debe ser un CSV o un Excel (.xlsx)"),
    ).toBeVisible();
  },
};
