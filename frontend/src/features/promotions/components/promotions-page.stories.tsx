import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { todayInput } from "../lib/promotion-form";
import { PromotionsPage } from "./promotions-page";

const phone = { viewport: { value: "phone" } };

const meta = {
  title: "Promotions/PromotionsPage",
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

type Click = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

async function openNewPromotion(canvasElement: HTMLElement, userEvent: Click) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Nueva Promoción" }));
  await expectVisible(() => screen.findByRole("heading", { name: "Nueva Promoción" }));
  return within(await screen.findByRole("dialog"));
}

/** Submits the dialog and expects the toast with this title and text. */
async function expectRule(
  dialog: ReturnType<typeof within>,
  userEvent: Click,
  title: string,
  message: string,
): Promise<void> {
  await userEvent.click(dialog.getByRole("button", { name: "Crear Promoción" }));
  await expectVisible(() => screen.findByText(message));
  await expect(screen.getByText(title)).toBeVisible();
}

export const Activas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Semana del frenado", {}, { timeout: 6000 })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(5);
    await expect(canvas.getByText("Sin descripción")).toBeVisible();
    await expect(canvas.getByText("15% de descuento")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Activas" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Proximas: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Semana del frenado", {}, { timeout: 6000 });
    await userEvent.click(canvas.getByRole("tab", { name: "Próximas" }));
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
    await expect(canvas.getByText("Temporada de lubricantes")).toBeVisible();
    await expect(canvas.queryByText("Semana del frenado")).toBeNull();
  },
};

export const Desactivadas: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Semana del frenado", {}, { timeout: 6000 });
    await userEvent.click(canvas.getByRole("tab", { name: "Desactivadas" }));
    await expect(canvas.getByText("Liquidación de suspensión")).toBeVisible();
    await expect(canvas.getByText("Desactivada")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Activar Liquidación de suspensión" })).toBeVisible();
  },
};

export const SearchWithoutMatches: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Semana del frenado", {}, { timeout: 6000 });
    await userEvent.type(canvas.getByLabelText("Buscar promociones"), "frenado");
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("tab", { name: "Desactivadas" }));
    await expect(canvas.getByText("No hay promociones desactivadas")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/promotions")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando promociones...")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/promotions", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByText("Error al cargar promociones. Intente nuevamente.")).toBeVisible(),
      {
        timeout: 8000,
      },
    );
  },
};

export const EmptyTabs: Story = {
  parameters: { msw: { handlers: [emptyList("/api/promotions")] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No hay promociones activas")).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Próximas" }));
    await expect(canvas.getByText("No hay promociones programadas")).toBeVisible();
  },
};

export const NewPromotionDefaults: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await expect(dialog.getByLabelText(/^Porcentaje de descuento/)).toHaveValue(10);
    await expect(dialog.getByLabelText(/^Fecha de inicio/)).toHaveValue(todayInput());
    await expect(dialog.getByLabelText(/^Fecha de fin/)).toHaveValue("");
    await expect(dialog.getByLabelText(/^Fecha de fin/)).toHaveAttribute("min", todayInput());
  },
};

export const RuleNameRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await expectRule(dialog, userEvent, "Nombre requerido", "Por favor ingresa un nombre para la promoción");
  },
};

export const RuleDiscountInvalid: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Promo de prueba");
    fireEvent.change(dialog.getByLabelText(/^Porcentaje de descuento/), { target: { value: "0" } });
    await expectRule(dialog, userEvent, "Descuento inválido", "El descuento debe estar entre 1% y 100%");
  },
};

export const RuleStartRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Promo de prueba");
    fireEvent.change(dialog.getByLabelText(/^Fecha de inicio/), { target: { value: "" } });
    await expectRule(
      dialog,
      userEvent,
      "Fecha de inicio requerida",
      "Por favor selecciona una fecha de inicio",
    );
  },
};

export const RuleEndRequired: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Promo de prueba");
    await expectRule(
      dialog,
      userEvent,
      "Fecha de fin requerida",
      "Por favor selecciona una fecha de finalización",
    );
  },
};

export const RuleDatesReversed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Promo de prueba");
    fireEvent.change(dialog.getByLabelText(/^Fecha de inicio/), { target: { value: "2030-06-15" } });
    fireEvent.change(dialog.getByLabelText(/^Fecha de fin/), { target: { value: "2030-06-10" } });
    await expectRule(
      dialog,
      userEvent,
      "Fechas inválidas",
      "La fecha de finalización debe ser posterior a la fecha de inicio",
    );
  },
};

export const Created: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openNewPromotion(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Promo de historias");
    fireEvent.change(dialog.getByLabelText(/^Fecha de fin/), { target: { value: "2099-12-31" } });
    await userEvent.click(dialog.getByRole("button", { name: "Crear Promoción" }));
    await expectVisible(() => screen.findByText("La promoción ha sido creada exitosamente"));
    await expect(await within(canvasElement).findByText("Promo de historias")).toBeVisible();
  },
};

export const Deactivated: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Desactivar Semana del frenado" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByText("Promoción desactivada"));
    await waitFor(() => expect(canvas.queryByText("Semana del frenado")).toBeNull());
  },
};

export const ToggleFails: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/promotions/{id}/toggle", 404, "Promoción no encontrada", "put")] },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Desactivar Semana del frenado" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByText("Promoción no encontrada"));
  },
};

export const ProductsDialog: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const card = within(
      await canvas.findByRole("article", { name: "Semana del frenado" }, { timeout: 6000 }),
    );
    await userEvent.click(card.getByRole("button", { name: "Ver Productos" }));
    await expectVisible(() => screen.findByRole("heading", { name: "Productos de Semana del frenado" }));
    const list = within(await screen.findByRole("list", { name: "Productos en promoción" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(6);
    await expect(list.getAllByText(/^SKU: /)).toHaveLength(6);
  },
};

export const ProductsEmpty: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const card = within(
      await canvas.findByRole("article", { name: "Mes del sistema eléctrico" }, { timeout: 6000 }),
    );
    await userEvent.click(card.getByRole("button", { name: "Ver Productos" }));
    await expectVisible(() => screen.findByText("Esta promoción no tiene productos asignados."));
  },
};

export const ProductsLoading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/promotions/{id}/products")] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const card = within(
      await canvas.findByRole("article", { name: "Semana del frenado" }, { timeout: 6000 }),
    );
    await userEvent.click(card.getByRole("button", { name: "Ver Productos" }));
    await expectVisible(() => screen.findByText("Cargando productos..."));
  },
};

export const ProductsError: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/promotions/{id}/products", 500, "Error interno del servidor")] },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const card = within(
      await canvas.findByRole("article", { name: "Semana del frenado" }, { timeout: 6000 }),
    );
    await userEvent.click(card.getByRole("button", { name: "Ver Productos" }));
    await waitFor(() => expect(screen.getByText("Error al cargar productos de la promoción")).toBeVisible(), {
      timeout: 8000,
    });
  },
};

export const Vendedor: Story = { parameters: { session: "sales" } };

export const Phone: Story = { globals: phone };

export const PhoneProductsDialog: Story = { ...ProductsDialog, globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };
