import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { CodesSection } from "./codes-section";
import { sampleProduct } from "@/lib/testing/sample-product";

// Seeded product 47, "Filtro de aceite", has the numbers W 712/75 (Proveedor, MANN-FILTER),
// 90915-YZZE1 (OEM, Toyota) and W 712/73 (Anterior).
const oilFilter = { ...sampleProduct, id: 47, name: "Filtro de aceite", stock: 110 };

const meta = {
  title: "Inventory/CodesSection",
  component: CodesSection,
  args: { product: oilFilter, admin: true },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = "/api/products/{id}/codes";
const list = () => screen.findByRole("list", { name: "Números del producto" }, { timeout: 6000 });

export const FilledAdministrador: Story = {
  play: async () => {
    const items = await list();
    await expect(within(items).getByText("OEM: 90915-YZZE1 (Toyota)")).toBeVisible();
    await expect(within(items).getByRole("button", { name: "Quitar el número W 712/73" })).toBeVisible();
    await expect(screen.getByRole("form", { name: "Agregar número" })).toBeVisible();
    await expect(screen.getByRole("searchbox", { name: "Buscar pieza equivalente" })).toBeVisible();
  },
};

/** The Administrador adds a supplier number; the list shows it. */
export const AddNumber: Story = {
  play: async () => {
    await list();
    const form = screen.getByRole("form", { name: "Agregar número" });
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: "Tipo de número" }),
      "Proveedor",
    );
    await userEvent.type(within(form).getByRole("textbox", { name: "Número" }), "HU 712/6 X");
    await userEvent.type(within(form).getByRole("textbox", { name: "Marca o proveedor" }), "MANN-FILTER");
    await userEvent.click(within(form).getByRole("button", { name: "Agregar número" }));
    await waitFor(() => expect(screen.getByText("Proveedor: HU 712/6 X (MANN-FILTER)")).toBeVisible(), {
      timeout: 6000,
    });
  },
};

export const FilledVendedor: Story = {
  args: { admin: false },
  parameters: { session: "sales" },
  play: async () => {
    const items = await list();
    await expect(within(items).queryByRole("button")).toBeNull();
    await expect(screen.queryByRole("form", { name: "Agregar número" })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList(path)] } },
  play: async () => {
    await expect(
      await screen.findByText("Sin otros números registrados.", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever(path)] } },
  play: async () => {
    await expect(await screen.findByText("Cargando números...")).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [failWith(path, 500, "Error interno del servidor")] } },
  play: async () => {
    await expect(
      await screen.findByText("Error al cargar los números del producto", {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...FilledAdministrador,
  globals: { viewport: { value: "phone", isRotated: false } },
};
