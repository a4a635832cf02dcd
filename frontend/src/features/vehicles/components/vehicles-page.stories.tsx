import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { VehiclesPage } from "./vehicles-page";
import { phone } from "./story-handlers";

const meta = {
  title: "Vehicles/VehiclesPage",
  component: VehiclesPage,
  parameters: { route: "/vehicles" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehiclesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModelsTab() {
  await userEvent.click(await screen.findByRole("tab", { name: "Todos los Modelos" }));
  return screen.findByText(/^Mostrando \d+ de \d+ modelos$/, {}, { timeout: 6000 });
}

/** 'Todas las Marcas': every make expanded, server models merged into the reference list. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Gestión de Vehículos" })).toBeVisible();
    await expect(canvas.getByText("Administra marcas y modelos compatibles")).toBeVisible();
    await expect(canvas.getByPlaceholderText("Buscar marcas o modelos...")).toBeVisible();
    const chevrolet = await canvas.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    await expect(within(chevrolet).getByText("Silverado")).toBeVisible();
    await expect(within(chevrolet).getByText("2007 - Actualidad")).toBeVisible();
    await expect(canvas.getByRole("article", { name: "Peugeot" })).toBeVisible();
    await expect(
      within(canvas.getByRole("article", { name: "Toyota" })).getByText("Años no especificados"),
    ).toBeVisible();
    await expect(canvas.queryByRole("article", { name: "Bosch" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/vehicles")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando vehículos..."));
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/vehicles", 500, "Error interno del servidor")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar vehículos", {}, { timeout: 6000 }));
    await expect(screen.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

/** The server holds nothing yet: the reference list alone. */
export const ServerEmpty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/vehicles"), emptyList("/api/brands")] } },
  play: async () => {
    await expectVisible(() => screen.findByRole("article", { name: "Chery" }, { timeout: 6000 }));
  },
};

export const NoMatch: Story = {
  play: async () => {
    await screen.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar marcas o modelos" }), "zzzz");
    await expectVisible(() => screen.findByText("No se encontraron marcas de vehículos"));
  },
};

export const SearchModel: Story = {
  play: async () => {
    await screen.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar marcas o modelos" }), "spark");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
  },
};

export const CollapsedCard: Story = {
  play: async () => {
    const card = await screen.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    const toggle = within(card).getByRole("button", { expanded: true });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
  },
};

export const ModelsTab: Story = {
  play: async () => {
    await openModelsTab();
    await expect(screen.getByRole("button", { name: "20 por página" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(screen.getByRole("button", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
    await expect(screen.getByText("Mostrando 20 de", { exact: false })).toBeVisible();
  },
};

export const ModelsFiltered: Story = {
  play: async () => {
    await openModelsTab();
    await userEvent.selectOptions(screen.getByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(screen.getByLabelText("Año"), "2010");
    await userEvent.selectOptions(screen.getByLabelText("Ordenar por"), "year");
    await userEvent.click(screen.getByRole("button", { name: "Orden ascendente" }));
    await expectVisible(() => screen.findByRole("button", { name: "Orden descendente" }));
    await expect(screen.getByRole("button", { name: "Restablecer filtros" })).toBeEnabled();
    const table = screen.getByRole("table", { name: "Modelos" });
    await expect(within(table).queryByText("Corsa")).toBeNull();
    await expect(within(table).getByText("Spark")).toBeVisible();
  },
};

export const ModelsLastPage: Story = {
  play: async () => {
    await openModelsTab();
    await userEvent.click(screen.getByRole("button", { name: "10 por página" }));
    await userEvent.click(screen.getByRole("button", { name: "Última página" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Página siguiente" })).toBeDisabled());
  },
};

export const CompatiblesTab: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Compatibles" }));
    await expectVisible(() => screen.findByText("Elige el vehículo del cliente"));
  },
};

/** The counter's question on the page: Chevrolet → Spark → 2012, the selection kept across tabs. */
export const CompatiblesResults: Story = {
  play: async () => {
    await screen.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    await userEvent.click(screen.getByRole("tab", { name: "Compatibles" }));
    await userEvent.selectOptions(await screen.findByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(screen.getByLabelText("Modelo"), "Spark (2006 - 2019)");
    await userEvent.selectOptions(screen.getByLabelText("Año"), "2012");
    const table = await screen.findByRole("table", { name: "Repuestos compatibles" }, { timeout: 6000 });
    await expect(within(table).getByText("Filtro de aceite")).toBeVisible();
    await userEvent.click(screen.getByRole("tab", { name: "Todas las Marcas" }));
    await userEvent.click(screen.getByRole("tab", { name: "Compatibles" }));
    await expect(await screen.findByLabelText("Año")).toHaveValue("2012");
  },
};

/** The question kept in the address (a reload or a shared link): Spark 2012 with a 1.0 engine. */
export const CompatiblesFromAddress: Story = {
  parameters: { route: "/vehicles?tab=compatibles&make=brand-14&model=2&year=2012&engine=1.0" },
  play: async () => {
    await expect(await screen.findByRole("tab", { name: "Compatibles" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(await screen.findByLabelText("Año")).toHaveValue("2012");
    await expect(screen.getByLabelText(/Motor/)).toHaveValue("1.0");
    await expectVisible(() =>
      screen.findByRole(
        "heading",
        { name: "Repuestos compatibles con Chevrolet Spark 2012, motor 1.0" },
        { timeout: 6000 },
      ),
    );
  },
};

export const CompatiblesPhone: Story = {
  globals: phone,
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Compatibles" }));
    await expectVisible(() => screen.findByText("Elige el vehículo del cliente"));
  },
};

export const NewBrandDialog: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Nueva Marca" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Añadir Nueva Marca" }));
  },
};

export const NewModelDialog: Story = {
  play: async () => {
    await screen.findByRole("article", { name: "Chevrolet" }, { timeout: 6000 });
    await userEvent.click(screen.getByRole("button", { name: "Nuevo Modelo" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Añadir Nuevo Modelo" }));
  },
};

export const EditModelDialog: Story = {
  play: async () => {
    await openModelsTab();
    await userEvent.click(screen.getAllByRole("button", { name: /^Editar modelo/ })[0]!);
    await expectVisible(() => screen.findByRole("dialog", { name: "Editar Modelo" }));
  },
};

export const DeleteModelConfirm: Story = {
  play: async () => {
    await openModelsTab();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar modelo Chevrolet Aveo" }));
    await expectVisible(() => screen.findByText(/¿Estás seguro de que deseas eliminar el modelo/));
  },
};

/** Parts are still linked to the Aveo: the server's refusal is shown. */
export const DeleteModelRefused: Story = {
  play: async () => {
    await openModelsTab();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar modelo Chevrolet Aveo" }));
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("Error al eliminar el modelo"));
    await expectVisible(() =>
      screen.getByText("No se puede eliminar el modelo: tiene repuestos compatibles asociados"),
    );
  },
};

export const DeepLinkBrand: Story = {
  parameters: { route: "/vehicles?brand=27" },
  play: async () => {
    const card = await screen.findByRole("article", { name: "Honda" }, { timeout: 6000 });
    await waitFor(() => expect(card).toHaveAttribute("aria-current", "true"));
  },
};

/** Yaris sorts late by name: the link opens the page that holds it. */
export const DeepLinkVehicle: Story = {
  parameters: { route: "/vehicles?vehicle=12" },
  play: async () => {
    const row = await screen.findByRole("row", { current: true }, { timeout: 6000 });
    await expect(within(row).getByText("Yaris")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Página 1" })).not.toHaveAttribute("aria-current");
  },
};

export const DeepLinkMissing: Story = {
  parameters: { route: "/vehicles?vehicle=99999" },
  play: async () => {
    await expectVisible(() =>
      screen.findByText("No se encontró el modelo solicitado.", {}, { timeout: 6000 }),
    );
  },
};

export const Phone: Story = { globals: phone };

export const PhoneModels: Story = { globals: phone, play: async () => void (await openModelsTab()) };

export const Dark: Story = { globals: { theme: "dark" } };

export const Vendedor: Story = { parameters: { session: "sales" } };
