import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { failWith, loadingForever } from "@mocks/overrides";
import { SearchPage } from "./search-page";

const phone = { viewport: { value: "phone", isRotated: false } };

const meta = {
  title: "Search/SearchPage",
  component: SearchPage,
  parameters: { route: "/search" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function group(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole("region", { name: new RegExp(`^${name}`) }, { timeout: 6000 });
}

/** No q: the first 10 of each kind. */
export const NoQuery: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ["Productos", "Marcas", "Vehículos", "Categorías"]) {
      const region = await group(canvasElement, name);
      await expect(within(region).getAllByRole("link")).toHaveLength(10);
    }
  },
};

/** Accents and case ignored: "bujia" finds "Bujía". */
export const ProductQuery: Story = {
  parameters: { route: "/search?q=bujia" },
  play: async ({ canvasElement }) => {
    const products = await group(canvasElement, "Productos");
    const link = within(products).getByRole("link", { name: /Bujía de iridio/ });
    await expect(link).toHaveAttribute("href", expect.stringMatching(/^\/inventory\?product=\d+$/));
    await expect(within(canvasElement).getByText('Resultados para "bujia"')).toBeVisible();
  },
};

export const BrandAndVehicleQuery: Story = {
  parameters: { route: "/search?q=toyota" },
  play: async ({ canvasElement }) => {
    const brands = await group(canvasElement, "Marcas");
    await expect(within(brands).getByRole("link", { name: /Toyota/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/vehicles\?brand=\d+$/),
    );
    const vehicles = await group(canvasElement, "Vehículos");
    const corolla = within(vehicles).getByRole("link", { name: /Corolla/ });
    await expect(corolla).toHaveAttribute("href", expect.stringMatching(/^\/vehicles\?vehicle=\d+$/));
    await expect(within(corolla).getByText("Toyota · 2003 - 2019")).toBeVisible();
  },
};

export const CategoryQuery: Story = {
  parameters: { route: "/search?q=suspension" },
  play: async ({ canvasElement }) => {
    const categories = await group(canvasElement, "Categorías");
    await expect(within(categories).getByRole("link", { name: /Suspensión/ })).toHaveAttribute(
      "href",
      "/inventory?category=3",
    );
  },
};

export const NoResults: Story = {
  parameters: { route: "/search?q=zzzzqqq" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "No se encontraron resultados para tu búsqueda",
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
  },
};

export const SearchAgain: Story = {
  parameters: { route: "/search?q=bujia" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await group(canvasElement, "Productos");
    const box = canvas.getByRole("searchbox", { name: "Buscar" });
    await userEvent.clear(box);
    await userEvent.type(box, "frenos{Enter}");
    await expect(await canvas.findByText('Resultados para "frenos"')).toBeVisible();
    const categories = await group(canvasElement, "Categorías");
    await expect(within(categories).getByRole("link", { name: /Frenos/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: "/search?q=freno", msw: { handlers: [loadingForever("/api/products")] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Buscando...")).toBeVisible();
  },
};

export const ProductsError: Story = {
  parameters: {
    route: "/search?q=freno",
    msw: { handlers: [failWith("/api/products", 500, "Error interno del servidor")] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Error al buscar en Productos")).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.getByRole("button", { name: "Reintentar" })).toBeVisible();
    await expect(await group(canvasElement, "Categorías")).toBeVisible();
  },
};

export const Vendedor: Story = { parameters: { session: "sales", route: "/search?q=filtro" } };

export const PhoneWidth: Story = { parameters: { route: "/search?q=filtro" }, globals: phone };

export const Dark: Story = { parameters: { route: "/search?q=toyota" }, globals: { theme: "dark" } };
