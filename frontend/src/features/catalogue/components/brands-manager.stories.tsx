import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { BrandsManager } from "./brands-manager";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Catalogue/BrandsManager",
  component: BrandsManager,
  parameters: { route: "/inventory" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrandsManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the seeded brands to show. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole("heading", { name: "Chevrolet" }, { timeout: 5000 });
  return canvas;
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const chevrolet = within(canvas.getByRole("article", { name: "Chevrolet" }));
    await expect(chevrolet.getByText(/Aveo/)).toBeVisible();
    await expect(chevrolet.getByRole("link", { name: "chevrolet.com" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  },
};

export const AsVendedor: Story = { parameters: { session: "sales" } };

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/brands")] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/brands")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay marcas")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/brands", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Error al cargar las marcas")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const VehiclesLoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/vehicles", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Error al cargar vehículos")).toBeVisible();
  },
};

/** Without categories the brands still show; a warning offers to retry. */
export const CategoriesLoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/categories", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(await canvas.findByText("Error al cargar categorías")).toBeVisible();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar marcas" }), "zzzz");
    await expect(canvas.getByText("No se encontraron marcas")).toBeVisible();
  },
};

export const SearchByCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Buscar marcas" }), "japon");
    await expect(canvas.getByRole("heading", { name: "Toyota" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Chevrolet" })).toBeNull();
  },
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Nueva Marca" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Nueva Marca" }));
  },
};

export const CreateValidationError: Story = {
  play: async (context) => {
    await CreateDialog.play!(context);
    await userEvent.click(screen.getByRole("button", { name: "Crear marca" }));
    await expectVisible(() => screen.findByText("El nombre de la marca es obligatorio"));
  },
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Editar marca Chevrolet" }));
    await expectVisible(() => screen.findByDisplayValue("Chevrolet"));
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar marca Hella" }));
    await expectVisible(() => screen.findByText(/deseas eliminar la marca/));
  },
};

export const Deleted: Story = {
  play: async (context) => {
    await DeleteConfirmation.play!(context);
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Marca eliminada"));
    // The list refreshes from the server: the deleted card is gone.
    await waitFor(() =>
      expect(context.canvasElement.querySelector('[aria-label="Eliminar marca Hella"]')).toBeNull(),
    );
  },
};

/** A brand with vehicles is refused without asking the server. */
export const RefusedWithVehicles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar marca Chevrolet" }));
    await expectVisible(() => screen.findByText("No se puede eliminar la marca"));
    await expectVisible(() =>
      screen.getByText("Primero debes eliminar todos los vehículos asociados a esta marca"),
    );
  },
};

/** The screen believes Chevrolet has no vehicles (stale list); the server's 409 is shown. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: [emptyList("/api/vehicles")] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Eliminar marca Chevrolet" }));
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("No se puede eliminar la marca"));
    await expectVisible(() =>
      screen.getByText("Primero debes eliminar todos los vehículos asociados a esta marca"),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
};

export const PhoneWithDialog: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: CreateValidationError.play,
};
