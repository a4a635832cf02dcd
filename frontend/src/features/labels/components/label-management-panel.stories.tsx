import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { LabelManagementPanel } from "./label-management-panel";

const meta = {
  title: "Labels/LabelManagementPanel",
  component: LabelManagementPanel,
  parameters: { route: "/labels" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LabelManagementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Templates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("article", { name: "Estándar" }, { timeout: 6000 })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: /Plantillas\s*4/ })).toBeVisible();
  },
};

export const Sizes: Story = {
  args: { initialTab: "sizes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("article", { name: "Pequeña (1x2 pulg.)" }, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const NewTemplateValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("article", { name: "Estándar" }, { timeout: 6000 });
    await userEvent.click(canvas.getByRole("button", { name: "Nueva Plantilla" }));
    const form = within(await screen.findByRole("dialog", { name: "Nueva Plantilla" }));
    await userEvent.clear(form.getByLabelText(/^Columnas/));
    await userEvent.type(form.getByLabelText(/^Columnas/), "12");
    await userEvent.click(form.getByRole("button", { name: "Crear plantilla" }));
    await expectVisible(() => form.findByText("El ID de la plantilla es obligatorio"));
    await expect(form.getByText("Las columnas deben ser un número entero entre 1 y 10")).toBeVisible();
  },
};

export const EditSize: Story = {
  args: { initialTab: "sizes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Editar Estante" }, { timeout: 6000 }));
    const form = within(await screen.findByRole("dialog", { name: "Editar Tamaño" }));
    await expect(form.getByLabelText(/^ID del tamaño/)).toHaveValue("shelf");
  },
};

export const ViewTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Ver Compacta" }, { timeout: 6000 }));
    const details = within(await screen.findByRole("dialog", { name: "Compacta" }));
    await expectVisible(() => details.findByText("compact"));
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Eliminar Detallada" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByText(/eliminar la plantilla "Detallada"/));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [loadingForever("/api/label-templates"), loadingForever("/api/label-sizes")] },
  },
  play: async ({ canvasElement }) => {
    // Counts not known yet: an ellipsis, never a "0" that is not so.
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Plantillas …" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Tamaños …" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/label-templates"), emptyList("/api/label-sizes")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay plantillas disponibles")).toBeVisible();
  },
};

export const EmptySizes: Story = {
  args: { initialTab: "sizes" },
  parameters: { msw: { handlers: [emptyList("/api/label-sizes")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay tamaños disponibles")).toBeVisible();
  },
};

export const TemplatesError: Story = {
  parameters: { msw: { handlers: [failWith("/api/label-templates", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Error al cargar plantillas", {}, { timeout: 6000 }),
    ).toBeVisible();
    // No count for a list that could not be had.
    await expect(within(canvasElement).getByRole("tab", { name: "Plantillas" })).toBeVisible();
  },
};

export const SizesError: Story = {
  args: { initialTab: "sizes" },
  parameters: { msw: { handlers: [failWith("/api/label-sizes", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Error al cargar tamaños", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const Dark: Story = { globals: { theme: "dark" } };

/** A file the screen accepts but the server refuses: the server's Spanish reason, nothing imported. */
export const ImportRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/labels/import",
          400,
          "El campo 'sizes.0.name' admite como máximo 120 caracteres",
          "post",
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("article", { name: "Estándar" }, { timeout: 6000 });
    const file = new File(
      [
        JSON.stringify({
          templates: [],
          sizes: [{ size_id: "rollo", name: "X".repeat(121), width: 200, height: 100 }],
        }),
      ],
      "etiquetas.json",
      { type: "application/json" },
    );
    await userEvent.upload(canvas.getByLabelText("Archivo de etiquetas para importar"), file);
    await waitFor(
      () =>
        expect(document.querySelector(".app-toaster")?.textContent).toContain(
          "El campo 'sizes.0.name' admite como máximo 120 caracteres. No se importó nada.",
        ),
      { timeout: 4000 },
    );
    await expect(canvas.getByRole("tab", { name: /Plantillas\s*4/ })).toBeVisible();
  },
};
