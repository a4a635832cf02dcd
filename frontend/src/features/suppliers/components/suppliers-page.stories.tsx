import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
import { SuppliersPage } from "./suppliers-page";

const phone = { viewport: { value: "phone", isRotated: false } };
const dark = { theme: "dark" };

const meta = {
  title: "Suppliers/SuppliersPage",
  component: SuppliersPage,
  parameters: { route: "/suppliers" },
} satisfies Meta<typeof SuppliersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openNewDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Nuevo Proveedor" }));
  const dialog = await screen.findByRole("dialog", { name: "Nuevo Proveedor" });
  await expectVisible(() => dialog);
  return within(dialog);
}

export const Todos: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Gestiona tus proveedores y pedidos de mercancía"));
    await expect(screen.getAllByRole("article")).toHaveLength(3);
    await expect(screen.getByText("Sin contacto asignado")).toBeVisible();
    await expect(screen.getByText("Sin valoración")).toBeVisible();
    await expect(screen.getByRole("img", { name: "Valoración: 5 de 5 estrellas" })).toBeVisible();
  },
};

export const Activos: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: /Activos/ }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    await expect(screen.queryByText("Distribuidora Frenos y Más")).toBeNull();
  },
};

export const Inactivos: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: /Inactivos/ }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    await expect(screen.getByText("Inactivo")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Activar Distribuidora Frenos y Más" })).toBeVisible();
  },
};

export const Vacio: Story = {
  args: { initialSuppliers: [] },
  play: async () => {
    await expectVisible(() => screen.findByText("No se encontraron proveedores"));
    await expect(
      screen.getByText("Comienza agregando tu primer proveedor con 'Nuevo Proveedor'."),
    ).toBeVisible();
  },
};

export const InactivosVacio: Story = {
  args: { initialSuppliers: SAMPLE_SUPPLIERS.filter((supplier) => supplier.status === "active") },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: /Inactivos/ }));
    await expectVisible(() => screen.findByText("No hay proveedores inactivos."));
  },
};

export const BusquedaSinResultados: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole("searchbox", { name: "Buscar proveedores" }), "zzz");
    await expectVisible(() => screen.findByText("No se encontraron proveedores"));
    await expect(screen.getByText("Intenta con otros términos de búsqueda.")).toBeVisible();
  },
};

export const Desactivar: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole("button", { name: "Desactivar Autopartes del Caribe C.A." }),
    );
    await expectVisible(() => screen.findByText("Proveedor desactivado"));
    await expect(screen.getByRole("button", { name: "Activar Autopartes del Caribe C.A." })).toBeVisible();
  },
};

export const NuevoProveedor: Story = {
  play: async () => {
    const dialog = await openNewDialog();
    await expect(dialog.getByLabelText("Correo electrónico")).toHaveAttribute("type", "email");
    await expect(dialog.getByRole("button", { name: "Crear Proveedor" })).toBeVisible();
  },
};

export const NombreObligatorio: Story = {
  play: async () => {
    const dialog = await openNewDialog();
    await userEvent.click(dialog.getByRole("button", { name: "Crear Proveedor" }));
    await expectVisible(() => screen.findByText("El nombre del proveedor es obligatorio"));
  },
};

export const CorreoInvalido: Story = {
  play: async () => {
    const dialog = await openNewDialog();
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Lubricantes Oriente");
    await userEvent.type(dialog.getByLabelText("Correo electrónico"), "no-es-correo");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Proveedor" }));
    await expectVisible(() => dialog.findByText("El campo 'Correo electrónico' no tiene un formato válido"));
    await expect(screen.queryByText("Proveedor creado")).toBeNull();
  },
};

export const SugerenciasDeDireccion: Story = {
  play: async () => {
    const dialog = await openNewDialog();
    await userEvent.type(dialog.getByRole("combobox", { name: "Dirección" }), "Av. Bolívar 12, Valen");
    const option = await screen.findByRole("option", {
      name: "Av. Bolívar 12, Valencia, Carabobo, Venezuela",
    });
    await userEvent.click(option);
    await waitFor(() => expect(dialog.getByLabelText("Ciudad")).toHaveValue("Valencia"));
    await expect(dialog.getByLabelText("País")).toHaveValue("Venezuela");
    await expect(dialog.getByRole("combobox", { name: "Dirección" })).toHaveValue("Av. Bolívar 12");
  },
};

export const EditarProveedor: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Editar Repuestos Andinos S.A.S." }));
    const dialog = within(await screen.findByRole("dialog", { name: "Editar Proveedor" }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveValue("Repuestos Andinos S.A.S.");
    await expect(dialog.getByLabelText("Valoración")).toHaveValue("5");
  },
};

export const Oscuro: Story = { globals: dark };

export const OscuroDialogo: Story = { globals: dark, play: async () => void (await openNewDialog()) };

export const Telefono: Story = { globals: phone };

export const TelefonoDialogo: Story = { globals: phone, play: async () => void (await openNewDialog()) };
