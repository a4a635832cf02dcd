import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { answerWith, counterModeOn, emptyList, failWith, loadingForever } from "@mocks/overrides";
import { ServerSuppliersPage } from "./server-suppliers-page";
import { UPLOADED_KEY } from "./local-suppliers-upload";
import { SuppliersScreen } from "./suppliers-screen";

const phone = { viewport: { value: "phone", isRotated: false } };

const SERVER_SUPPLIERS = [
  {
    id: 1,
    name: "Repuestos Andinos",
    contactPerson: "Ana Díaz",
    email: "ventas@andinos.com",
    phone: "0212-5551234",
    address: "Av. Principal 10",
    city: "Caracas",
    country: "Venezuela",
    status: "active",
    rating: 4,
    taxId: "J-30111222-3",
    leadTimeDays: 7,
    productsCount: 12,
    ordersCount: 3,
  },
  {
    id: 2,
    name: "Frenos Unidos",
    contactPerson: null,
    email: null,
    phone: null,
    address: null,
    city: null,
    country: null,
    status: "inactive",
    rating: null,
    taxId: null,
    leadTimeDays: null,
    productsCount: 0,
    ordersCount: 0,
  },
];

const meta = {
  title: "Suppliers/ServerSuppliersPage",
  component: ServerSuppliersPage,
  parameters: { route: "/suppliers" },
  beforeEach: () => localStorage.removeItem(UPLOADED_KEY),
} satisfies Meta<typeof ServerSuppliersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lleno: Story = {
  parameters: { msw: { handlers: [answerWith("/api/suppliers", SERVER_SUPPLIERS)] } },
  args: { localSuppliers: [] },
  play: async () => {
    await expectVisible(() => screen.findByText("Repuestos Andinos"));
    await expect(screen.getAllByRole("article")).toHaveLength(2);
    await expect(
      screen.queryByRole("button", { name: "Subir los proveedores de este navegador" }),
    ).toBeNull();
  },
};

export const Vacio: Story = {
  parameters: { msw: { handlers: [emptyList("/api/suppliers")] } },
  args: { localSuppliers: [] },
  play: async () => {
    await expectVisible(() => screen.findByText("No se encontraron proveedores"));
  },
};

export const Cargando: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/suppliers")] } },
  args: { localSuppliers: [] },
};

export const ConError: Story = {
  parameters: { msw: { handlers: [failWith("/api/suppliers", 500, "Error interno del servidor")] } },
  args: { localSuppliers: [] },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar los proveedores"));
  },
};

/** The browser's three sample suppliers go up once; the server says how many it took. */
export const SubirLocales: Story = {
  play: async () => {
    const button = await screen.findByRole("button", { name: "Subir los proveedores de este navegador" });
    await userEvent.click(button);
    await expectVisible(async () => (await screen.findAllByText("Se subieron 3 proveedores."))[0]!);
    await expect(await screen.findByText("Distribuidora Frenos y Más")).toBeVisible();
  },
};

/** 'Nuevo Proveedor' with the mode on also asks for the tax id and the lead time. */
export const NuevoConPlazo: Story = {
  args: { localSuppliers: [] },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Nuevo Proveedor" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Nuevo Proveedor" }));
    await userEvent.type(dialog.getByLabelText(/Nombre/), "Lubricantes del Centro");
    await userEvent.type(dialog.getByLabelText("RIF / NIT"), "J-40111222-3");
    await userEvent.type(dialog.getByLabelText("Tiempo de entrega (días)"), "5");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Proveedor" }));
    await expectVisible(() => screen.findByText("Lubricantes del Centro"));
  },
};

export const Telefono: Story = {
  parameters: { msw: { handlers: [answerWith("/api/suppliers", SERVER_SUPPLIERS)] } },
  globals: phone,
  play: async () => {
    await expectVisible(() => screen.findByText("Repuestos Andinos"));
  },
};

/** The route's screen with the mode on shows the server's suppliers. */
export const PantallaModoMostrador: Story = {
  render: () => <SuppliersScreen />,
  parameters: { msw: { handlers: [counterModeOn(), answerWith("/api/suppliers", SERVER_SUPPLIERS)] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Repuestos Andinos"));
  },
};

/** A Vendedor on the route with the mode on: told the suppliers are an Administrador's, nothing requested. */
export const PantallaModoMostradorVendedor: Story = {
  render: () => <SuppliersScreen />,
  parameters: { session: "sales", msw: { handlers: [counterModeOn()] } },
  play: async () => {
    await expectVisible(() => screen.findByText("No tienes permisos para ver esta página"));
  },
};
