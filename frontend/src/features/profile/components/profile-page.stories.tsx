import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { loadingForever } from "@mocks/overrides";
import { ProfilePage } from "./profile-page";
import { expectVisible } from "@/lib/testing/story-helpers";

const phone = { viewport: { value: "phone", isRotated: false } };
const dark = { theme: "dark" };

const meta = {
  title: "Profile/ProfilePage",
  component: ProfilePage,
  parameters: { route: "/profile" },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function profileShown() {
  await expect(
    await screen.findByRole("heading", { name: "Información personal" }, { timeout: 6000 }),
  ).toBeVisible();
}

export const PerfilAdministrador: Story = {
  play: async () => {
    await profileShown();
    await expect(screen.getByRole("heading", { name: "Mi Perfil", level: 1 })).toBeVisible();
    await expect(screen.getByText("@admin")).toBeVisible();
    await expect(screen.getByLabelText("Nombre completo")).toBeDisabled();
    await expect(screen.getByText("El rol solo puede ser cambiado por un admin.")).toBeVisible();
    await expect(screen.getByLabelText("Rol")).toHaveValue("Administrador");
  },
};

export const PerfilVendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await profileShown();
    await expect(screen.getByText("@vendedor")).toBeVisible();
    await expect(screen.getByLabelText("Rol")).toHaveValue("Vendedor");
  },
};

export const PerfilEditando: Story = {
  play: async () => {
    await profileShown();
    await userEvent.click(screen.getByRole("button", { name: "Editar perfil" }));
    const name = screen.getByLabelText("Nombre completo");
    await expect(name).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.type(name, "Ana Torres");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Perfil actualizado"));
    await expect(screen.getByRole("heading", { name: "Ana Torres" })).toBeVisible();
    await expect(screen.getByLabelText("Nombre completo")).toBeDisabled();
  },
};

export const PerfilUsuarioOcupado: Story = {
  play: async () => {
    await profileShown();
    await userEvent.click(screen.getByRole("button", { name: "Editar perfil" }));
    const username = screen.getByLabelText("Nombre de usuario");
    await userEvent.clear(username);
    await userEvent.type(username, "vendedor");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Ya existe un usuario con ese nombre de usuario"));
    await expect(screen.getByLabelText("Nombre de usuario")).toBeEnabled();
    await expect(screen.getByText("@admin")).toBeVisible();
  },
};

async function fillPasswords(current: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText("Contraseña actual", {}, { timeout: 6000 }), current);
  await userEvent.type(screen.getByLabelText("Nueva contraseña"), next);
  await userEvent.type(screen.getByLabelText("Confirmar nueva contraseña"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Actualizar contraseña" }));
}

export const ContrasenaCambiada: Story = {
  parameters: { route: "/profile?tab=password" },
  play: async () => {
    await fillPasswords("admin123", "nueva-clave-1");
    await expectVisible(() => screen.findByText("Tu contraseña ha sido cambiada exitosamente."));
    await expect(screen.getByLabelText("Contraseña actual")).toHaveValue("");
  },
};

export const ContrasenaActualIncorrecta: Story = {
  parameters: { route: "/profile?tab=password" },
  play: async () => {
    await fillPasswords("no-es-esta", "nueva-clave-1");
    await expectVisible(() =>
      screen.findByText("Error al cambiar contraseña: La contraseña actual no es correcta"),
    );
    await expect(screen.getByLabelText("Contraseña actual")).toHaveValue("no-es-esta");
  },
};

export const Contrasena: Story = {
  parameters: { route: "/profile?tab=password" },
  play: async () => {
    await expect(
      await screen.findByRole("heading", { name: "Cambiar contraseña" }, { timeout: 6000 }),
    ).toBeVisible();
    await expect(screen.getByRole("tab", { name: "Contraseña" })).toHaveAttribute("aria-selected", "true");
    await expect(screen.getByRole("button", { name: "Actualizar contraseña" })).toBeDisabled();
  },
};

export const ContrasenaVisible: Story = {
  parameters: { route: "/profile?tab=password" },
  play: async () => {
    const current = await screen.findByLabelText("Contraseña actual", {}, { timeout: 6000 });
    await userEvent.type(current, "admin123");
    await expect(current).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Mostrar contraseña" }));
    await expect(current).toHaveAttribute("type", "text");
    await expect(screen.getByRole("button", { name: "Ocultar contraseña" })).toBeVisible();
  },
};

export const ContrasenasNoCoinciden: Story = {
  parameters: { route: "/profile?tab=password" },
  play: async () => {
    await fillPasswords("admin123", "nueva-clave-1", "nueva-clave-2");
    await expectVisible(() => screen.findByText("Las contraseñas no coinciden."));
  },
};

export const Configuracion: Story = {
  parameters: { route: "/profile?tab=settings" },
  play: async () => {
    await expect(
      await screen.findByRole("heading", { name: "Preferencias" }, { timeout: 6000 }),
    ).toBeVisible();
    await expect(screen.getByRole("checkbox", { name: "Notificaciones" })).toBeChecked();
    await expect(screen.getByRole("checkbox", { name: "Correos electrónicos" })).not.toBeChecked();
    await expect(screen.getByRole("checkbox", { name: "Modo oscuro" })).toBeChecked();
  },
};

export const CambioDePestana: Story = {
  play: async () => {
    await profileShown();
    await userEvent.click(screen.getByRole("tab", { name: "Configuración" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Configuración" })).toHaveAttribute("aria-selected", "true"),
    );
    await expect(screen.getByRole("heading", { name: "Preferencias" })).toBeVisible();
  },
};

export const CargandoSesion: Story = {
  parameters: { session: null, msw: { handlers: [loadingForever("/api/user")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando perfil..."));
  },
};

export const Oscuro: Story = { globals: dark, play: profileShown };

export const OscuroContrasena: Story = { globals: dark, parameters: { route: "/profile?tab=password" } };

export const Telefono: Story = { globals: phone, play: profileShown };

export const TelefonoConfiguracion: Story = {
  globals: phone,
  parameters: { route: "/profile?tab=settings" },
};
