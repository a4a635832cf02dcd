// The Administrador's product assignment on the promotions page: the 'Asignar productos' dialog
// (server search over the whole inventory) and removing a product from the products dialog.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { PromotionsPage } from "./promotions-page";

const meta = {
  title: "Promotions/ProductAssignment",
  component: PromotionsPage,
  parameters: { route: "/promotions" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

const FRENADO = "Semana del frenado";
const ELECTRICO = "Mes del sistema eléctrico";

async function cardOf(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole("article", { name }, { timeout: 6000 }));
}

/** Opens 'Asignar productos' from a card and answers the dialog. */
async function openAssign(canvasElement: HTMLElement, userEvent: User, name: string) {
  const card = await cardOf(canvasElement, name);
  // The button shows once the session says Administrador.
  await userEvent.click(
    await card.findByRole("button", { name: `Asignar productos a ${name}` }, { timeout: 6000 }),
  );
  await expectVisible(() => screen.findByRole("heading", { name: `Asignar productos a ${name}` }));
  return within(screen.getByRole("dialog", { name: `Asignar productos a ${name}` }));
}

async function search(dialog: ReturnType<typeof within>, userEvent: User, text: string) {
  await userEvent.type(dialog.getByLabelText("Buscar productos del inventario"), text);
  await expect(await dialog.findByText(`Hasta 20 resultados para "${text}".`)).toBeVisible();
}

async function openProducts(canvasElement: HTMLElement, userEvent: User, name: string) {
  const card = await cardOf(canvasElement, name);
  await userEvent.click(card.getByRole("button", { name: "Ver Productos" }));
  await expectVisible(() => screen.findByRole("heading", { name: `Productos de ${name}` }));
  return within(screen.getByRole("dialog", { name: `Productos de ${name}` }));
}

export const AssignDialog: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    const results = within(await dialog.findByRole("list", { name: "Resultados de la búsqueda" }));
    await expect(results.getAllByRole("listitem")).toHaveLength(20);
    await expect(
      dialog.getByText("Los primeros 20 productos del inventario; escribe para buscar."),
    ).toBeVisible();
  },
};

export const AssignSearchShowsAssigned: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, FRENADO);
    await search(dialog, userEvent, "pastillas delanteras");
    const name = await dialog.findByText("Pastillas de freno delanteras");
    const line = within(name.closest("li") as HTMLElement);
    await expect(line.getByRole("button", { name: "Asignado" })).toBeDisabled();
  },
};

export const AssignAddsProduct: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    await search(dialog, userEvent, "pistón");
    await userEvent.click(
      await dialog.findByRole("button", { name: "Agregar Juego de anillos de pistón 1.6L" }),
    );
    await expectVisible(() => screen.findByText("Producto asignado"));
    await expect(await dialog.findByRole("button", { name: "Asignado" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Cerrar" }));
    const card = await cardOf(canvasElement, ELECTRICO);
    await waitFor(() => expect(card.getByText("1 producto")).toBeVisible());
  },
};

export const AssignNoMatches: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    await search(dialog, userEvent, "zzzz");
    await expect(await dialog.findByText("No se encontraron productos")).toBeVisible();
    await expect(dialog.getByText('Ningún producto coincide con "zzzz".')).toBeVisible();
  },
};

export const AssignLoading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/products")] } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    await expect(await dialog.findByText("Buscando productos...")).toBeVisible();
  },
};

export const AssignSearchError: Story = {
  parameters: { msw: { handlers: [failWith("/api/products", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    await waitFor(() => expect(dialog.getByText("Error al buscar productos")).toBeVisible(), {
      timeout: 8000,
    });
  },
};

export const AssignRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/promotions/{id}/products",
          409,
          "El producto ya está asignado a esta promoción",
          "post",
        ),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openAssign(canvasElement, userEvent, ELECTRICO);
    await search(dialog, userEvent, "pistón");
    await userEvent.click(
      await dialog.findByRole("button", { name: "Agregar Juego de anillos de pistón 1.6L" }),
    );
    await expectVisible(() => screen.findByText("Error al asignar el producto"));
    await expect(screen.getByText("El producto ya está asignado a esta promoción")).toBeVisible();
  },
};

export const RemoveProduct: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openProducts(canvasElement, userEvent, FRENADO);
    const list = within(await dialog.findByRole("list", { name: "Productos en promoción" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(6);
    await userEvent.click(
      list.getByRole("button", { name: "Quitar Pastillas de freno delanteras de la promoción" }),
    );
    const alert = within(await screen.findByRole("alertdialog"));
    await expectVisible(() => alert.getByText(/El producto sigue en el inventario/));
    await userEvent.click(alert.getByRole("button", { name: "Quitar" }));
    await expectVisible(() => screen.findByText("Producto quitado"));
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(5));
  },
};

export const RemoveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        failWith(
          "/api/promotions/{id}/products/{productId}",
          404,
          "El producto no está asignado a esta promoción",
          "delete",
        ),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openProducts(canvasElement, userEvent, FRENADO);
    await userEvent.click(
      await dialog.findByRole("button", { name: "Quitar Pastillas de freno delanteras de la promoción" }),
    );
    const alert = within(await screen.findByRole("alertdialog"));
    await userEvent.click(alert.getByRole("button", { name: "Quitar" }));
    await expectVisible(() => screen.findByText("Error al quitar el producto"));
    // The alert stays open for a retry.
    await expect(alert.getByRole("button", { name: "Quitar" })).toBeVisible();
  },
};

export const VendedorCannotAssign: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement, userEvent }) => {
    const card = await cardOf(canvasElement, FRENADO);
    await expect(card.queryByRole("button", { name: `Asignar productos a ${FRENADO}` })).toBeNull();
    const dialog = await openProducts(canvasElement, userEvent, FRENADO);
    await expect(await dialog.findAllByText(/^SKU: /)).toHaveLength(6);
    await expect(dialog.queryByRole("button", { name: /^Quitar / })).toBeNull();
    await expect(dialog.queryByRole("button", { name: "Asignar productos" })).toBeNull();
  },
};

export const PhoneAssign: Story = { ...AssignAddsProduct, globals: { viewport: { value: "phone" } } };

export const DarkAssign: Story = { ...AssignDialog, globals: { theme: "dark" } };
