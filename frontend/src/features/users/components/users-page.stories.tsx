import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { UsersPage } from "./users-page";

const phone = { viewport: { value: "phone" } };

const meta = {
  title: "Users/UsersPage",
  component: UsersPage,
  parameters: { route: "/users" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCreate(canvasElement: HTMLElement, userEvent: { click: (e: Element) => Promise<void> }) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Usuario" }));
  await expectVisible(() => screen.findByRole("heading", { name: "Crear Nuevo Usuario" }));
  return within(await screen.findByRole("dialog"));
}

export const Administrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Administra los usuarios del sistema")).toBeVisible();
    await expect(await canvas.findByText("@vendedor2", {}, { timeout: 6000 })).toBeVisible();
    await expect(
      within(canvas.getByRole("group", { name: "Total de Usuarios" })).getByText("3"),
    ).toBeVisible();
    await expect(within(canvas.getByRole("group", { name: "Administradores" })).getByText("1")).toBeVisible();
    await expect(canvas.getAllByText("Activo")).toHaveLength(3);
  },
};

/** A Vendedor who opens /users: a no-permission state, no table. */
export const VendedorSinPermiso: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No tienes permisos para ver esta página")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** The server refuses the list with 403: the same no-permission state. */
export const ServerRefuses: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/users", 403, "No tienes permisos para realizar esta acción")] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "No tienes permisos para ver esta página",
        {},
        { timeout: 6000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/users")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando usuarios...")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/users", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByText("Error al cargar usuarios: Error al obtener usuarios")).toBeVisible(),
      { timeout: 8000 },
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/users")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay usuarios registrados")).toBeVisible();
  },
};

export const SearchByRole: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("@vendedor2", {}, { timeout: 6000 });
    await userEvent.type(canvas.getByLabelText("Buscar usuarios"), "admin");
    await expect(canvas.queryByText("@vendedor2")).toBeNull();
    await expect(canvas.getByText("@admin")).toBeVisible();
    await userEvent.clear(canvas.getByLabelText("Buscar usuarios"));
    await userEvent.type(canvas.getByLabelText("Buscar usuarios"), "nadie-asi");
    await expect(canvas.getByText("No se encontraron usuarios")).toBeVisible();
  },
};

export const CreateDialogIncomplete: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreate(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre completo/), "Pedro Díaz");
    await expect(dialog.getByRole("button", { name: "Crear Usuario" })).toBeDisabled();
    await expect(dialog.getByText("Sin espacios, al menos 3 caracteres")).toBeVisible();
  },
};

/** The server's rule on the username, in its own Spanish words, under the field. */
export const CreateServerRule: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreate(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre completo/), "Pedro Díaz");
    await userEvent.type(dialog.getByLabelText(/^Nombre de usuario/), "pd");
    await userEvent.type(dialog.getByLabelText(/^Email/), "pedro@tienda.com");
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), "Faro-Lejano-Bujia-42");
    await userEvent.selectOptions(dialog.getByLabelText(/^Rol/), "sales");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Usuario" }));
    await waitFor(() =>
      expect(dialog.getByText("El campo 'Nombre de usuario' debe tener al menos 3 caracteres")).toBeVisible(),
    );
  },
};

export const CreateDuplicateEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await openCreate(canvasElement, userEvent);
    await userEvent.type(dialog.getByLabelText(/^Nombre completo/), "Otro Admin");
    await userEvent.type(dialog.getByLabelText(/^Nombre de usuario/), "otroadmin");
    await userEvent.type(dialog.getByLabelText(/^Email/), "admin@repuestos.local");
    await userEvent.type(dialog.getByLabelText(/^Contraseña/), "Faro-Lejano-Bujia-42");
    await userEvent.selectOptions(dialog.getByLabelText(/^Rol/), "admin");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Usuario" }));
    await waitFor(() => expect(dialog.getByText(/Ya existe un usuario con ese correo/)).toBeVisible());
  },
};

export const ChangePasswordOther: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Cambiar contraseña de Carlos Pérez" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByRole("heading", { name: "Cambiar Contraseña" }));
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.queryByLabelText(/^Contraseña actual/)).toBeNull();
    await expect(dialog.getByLabelText(/^Nueva contraseña/)).toBeVisible();
    await expect(dialog.getByLabelText(/^Confirmar contraseña/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cambiar Contraseña" })).toBeDisabled();
  },
};

export const ChangePasswordOwn: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Cambiar contraseña de Administrador" }, { timeout: 6000 }),
    );
    const dialog = within(await screen.findByRole("dialog"));
    // One's own password: the specification's three fields, the current one first.
    await expectVisible(() => dialog.getByLabelText(/^Contraseña actual/));
    await expect(dialog.getByLabelText(/^Nueva contraseña/)).toBeVisible();
    await expect(dialog.getByLabelText(/^Confirmar contraseña/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Nueva contraseña/), "nueva-clave-1");
    await userEvent.type(dialog.getByLabelText(/^Confirmar contraseña/), "nueva-clave-1");
    await expect(dialog.getByRole("button", { name: "Cambiar Contraseña" })).toBeDisabled();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Cambiar contraseña de Carlos Pérez" }, { timeout: 6000 }),
    );
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^Nueva contraseña/), "nueva12345");
    await userEvent.type(dialog.getByLabelText(/^Confirmar contraseña/), "otra12345");
    await userEvent.click(dialog.getByRole("button", { name: "Cambiar Contraseña" }));
    await expectVisible(() => screen.findByText("Las contraseñas no coinciden"));
    await expect(screen.getByText("Error de validación")).toBeVisible();
  },
};

export const BlockUser: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Bloquear a María González" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByText("El usuario ha sido bloqueado exitosamente."));
    await expect(await canvas.findByRole("button", { name: "Desbloquear a María González" })).toBeVisible();
    await expect(canvas.getByText("Bloqueado")).toBeVisible();
  },
};

/** A lost phone: another Administrador resets the user's second factor after a confirmation. */
export const ResetSecondFactor: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        "button",
        { name: "Restablecer segundo factor de María González" },
        { timeout: 6000 },
      ),
    );
    const alert = within(await screen.findByRole("alertdialog"));
    await expectVisible(() => alert.findByText(/perdió su teléfono/));
    await userEvent.click(alert.getByRole("button", { name: "Restablecer" }));
    await expectVisible(() => screen.findByText("Segundo factor restablecido"));
  },
};

export const PhoneAdministrador: Story = { globals: phone };

export const PhoneVendedor: Story = { parameters: { session: "sales" }, globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };
