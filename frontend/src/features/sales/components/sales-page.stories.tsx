import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { SalesPage } from "./sales-page";

const phone = { viewport: { value: "phone", isRotated: false } };

const meta = {
  title: "Sales/SalesPage",
  component: SalesPage,
  parameters: { route: "/sales" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recientes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Ventas", level: 1 })).toBeVisible();
    await expect(canvas.getByText("Gestiona las ventas y transacciones")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Ventas Recientes" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "Ventas" });
    await expect(within(table).getAllByRole("row")).toHaveLength(7);
    await expect(within(table).getAllByText("Cliente General")).toHaveLength(2);
    for (const status of ["Completada", "Pendiente", "Cancelada"]) {
      await expect(within(table).getAllByText(status).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole("button", { name: "Filtrar" })).toBeVisible();
    const panel = canvas.getByRole("region", { name: "Nueva Venta" });
    await expect(within(panel).getByText("IVA (16%)")).toBeVisible();
    await expect(within(panel).getByText("No hay productos en el carrito")).toBeVisible();
  },
};

export const Vendedor: Story = { parameters: { session: "sales" } };

export const Pendientes: Story = {
  parameters: { route: "/sales?tab=pendientes" },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Ventas" });
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(within(table).queryByText("Completada")).toBeNull();
  },
};

export const PendientesEmpty: Story = {
  parameters: { route: "/sales?tab=pendientes" },
  args: { initialSales: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No hay ventas pendientes")).toBeVisible();
  },
};

export const Reportes: Story = {
  parameters: { route: "/sales?tab=reportes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Ventas por Día" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Métodos de Pago" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { initialSales: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No hay ventas registradas")).toBeVisible();
  },
};

export const SearchByCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Buscar ventas"), "taller");
    const table = canvas.getByRole("table", { name: "Ventas" });
    await expect(within(table).getAllByRole("row")).toHaveLength(2);
    await expect(within(table).getByText("#1003")).toBeVisible();
  },
};

export const SearchByPaymentMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Buscar ventas"), "efectivo");
    const table = canvas.getByRole("table", { name: "Ventas" });
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
  },
};

export const SearchNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Buscar ventas"), "zzz");
    await expect(canvas.getByText("No se encontraron ventas")).toBeVisible();
  },
};

export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nueva Venta" }));
    await expectVisible(() => screen.findByRole("button", { name: "Completar Venta" }));
  },
};

export const DialogFromPanelSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Buscar productos para la venta"), "freno{Enter}");
    await expectVisible(() => screen.findByRole("button", { name: "Completar Venta" }));
    await expect(screen.getByLabelText("Buscar producto")).toHaveValue("freno");
    const list = screen.getByRole("list", { name: "Productos disponibles" });
    await expect(within(list).getAllByRole("button")).toHaveLength(1);
  },
};

async function sell(canvasElement: HTMLElement, button: "Completar Venta" | "Venta Pendiente") {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Nueva Venta" }));
  await expectVisible(() => screen.findByRole("button", { name: button }));
  await userEvent.click(screen.getByRole("button", { name: /Filtro de aceite/ }));
  await userEvent.click(screen.getByRole("button", { name: "Agregar" }));
  await userEvent.type(
    screen.getByLabelText("Cliente (opcional)", { selector: ".sale-dialog input" }),
    "Cliente Storybook",
  );
  await userEvent.click(screen.getByRole("radio", { name: "Transferencia bancaria" }));
  await userEvent.click(screen.getByRole("button", { name: button }));
}

export const SaleCompleted: Story = {
  play: async ({ canvasElement }) => {
    await sell(canvasElement, "Completar Venta");
    await waitFor(() =>
      expect(document.querySelector(".app-toaster")?.textContent).toContain("Venta registrada"),
    );
    const table = within(canvasElement).getByRole("table", { name: "Ventas" });
    await expect(await within(table).findByText("#1007")).toBeVisible();
    await expect(within(table).getByText("Cliente Storybook")).toBeVisible();
  },
};

export const SalePending: Story = {
  play: async ({ canvasElement }) => {
    await sell(canvasElement, "Venta Pendiente");
    await waitFor(() =>
      expect(document.querySelector(".app-toaster")?.textContent).toContain("Venta pendiente creada"),
    );
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Ventas Pendientes" })).toBeVisible();
    await expect(within(canvas.getByRole("table", { name: "Ventas" })).getByText("#1007")).toBeVisible();
  },
};

export const PhoneAdministrador: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "Ventas" })).toBeVisible();
  },
};

export const PhoneVendedor: Story = { parameters: { session: "sales" }, globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };
