import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { CategoriesManager } from "./categories-manager";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Catalogue/CategoriesManager",
  component: CategoriesManager,
  parameters: { route: "/inventory" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoriesManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the seeded categories to show. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { name: "Motor" }, { timeout: 5000 });
  return canvas;
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Accesorios" })).toBeVisible();
  },
};

export const AsVendedor: Story = { parameters: { session: "sales" } };

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/categories")] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/categories"), emptyList("/api/subcategories")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay categorías")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/categories", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Error al cargar las categorías")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const SubcategoriesLoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/subcategories", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Error al cargar subcategorías")).toBeVisible();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar categorías" }), "zzzz");
    await expect(canvas.getByText("No se encontraron categorías")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Limpiar búsqueda" }).length).toBeGreaterThan(0);
  },
};

export const SearchFindsBySubcategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar categorías" }), "pastillas");
    await expect(canvas.getByRole("heading", { name: "Frenos" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Motor" })).toBeNull();
  },
};

export const SubcategoriesExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const card = within(canvas.getByRole("article", { name: "Frenos" }));
    await userEvent.click(card.getByRole("button", { name: /Subcategorías/ }));
    await expect(card.getByText("Pastillas")).toBeVisible();
  },
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Nueva Categoría" })[0]!);
    await expectVisible(() => screen.findByRole("dialog", { name: "Nueva Categoría" }));
  },
};

export const CreateValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "Nueva Categoría" })[0]!);
    await userEvent.click(await screen.findByRole("button", { name: "Crear categoría" }));
    await expectVisible(() => screen.findByText("El nombre de la categoría es obligatorio"));
  },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Editar categoría Motor" }));
    await expectVisible(() => screen.findByDisplayValue("Motor"));
  },
};

export const SubcategoryDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const card = within(canvas.getByRole("article", { name: "Accesorios" }));
    await userEvent.click(card.getByRole("button", { name: /Subcategorías/ }));
    await userEvent.click(card.getByRole("button", { name: "Nueva Subcategoría" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Nueva Subcategoría" }));
  },
};

export const SubcategoryValidationError: Story = {
  play: async (context) => {
    await SubcategoryDialog.play!(context);
    await userEvent.click(screen.getByRole("button", { name: "Crear subcategoría" }));
    await expectVisible(() => screen.findByText("El nombre de la subcategoría es obligatorio"));
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar categoría Accesorios" }));
    await expectVisible(() => screen.findByText(/deseas eliminar la categoría/));
  },
};

export const Deleted: Story = {
  play: async (context) => {
    await DeleteConfirmation.play!(context);
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Categoría eliminada"));
    // The list refreshes from the server: the deleted card is gone.
    await waitFor(() =>
      expect(context.canvasElement.querySelector('[aria-label="Eliminar categoría Accesorios"]')).toBeNull(),
    );
  },
};

/** A category with subcategories is refused without asking the server. */
export const RefusedWithSubcategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar categoría Motor" }));
    await expectVisible(() => screen.findByText("No se puede eliminar la categoría"));
    await expectVisible(() => screen.getByText("Primero debes eliminar todas las subcategorías asociadas"));
  },
};

/** The screen believes Motor has no subcategories (stale list); the server's 409 is shown. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [emptyList("/api/subcategories")] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar categoría Motor" }));
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("No se puede eliminar la categoría"));
    await expectVisible(() => screen.getByText("Primero debes eliminar todas las subcategorías asociadas"));
  },
};

export const DeleteSubcategoryConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const card = within(canvas.getByRole("article", { name: "Frenos" }));
    await userEvent.click(card.getByRole("button", { name: /Subcategorías/ }));
    await userEvent.click(card.getByRole("button", { name: "Eliminar subcategoría Discos" }));
    await expectVisible(() => screen.findByText(/deseas eliminar la subcategoría/));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const PhoneWithDialog: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: CreateValidationError.play,
};
