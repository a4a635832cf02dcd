// Profile and system settings by visible text. The profile's name, username and password are saved
// on the server (a fresh account, so the demo ones stay as they are); system settings stay local to
// the page: saving only shows a toast, and no request changes anything on the server.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { fillLogin, loginAs, toast } from "./support/session";

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await fillLogin(page, username, password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

/** API requests other than reads: none may be sent by these screens. */
function apiWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/") && request.method() !== "GET") {
      seen.push(`${request.method()} ${request.url()}`);
    }
  });
  return seen;
}

const sideCard = (page: Page) => page.getByRole("region", { name: "Resumen del perfil" });

test.describe("perfil", () => {
  test("nombre, usuario y contraseña se guardan en el servidor: la clave vieja deja de servir", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36).slice(-6);
    const account = { username: `perfil${stamp}`, password: "inicial123", next: "NuevaClave2025" };
    await loginAs(page, "admin");
    const created = await page.request.post("/api/users", {
      data: {
        name: "Perfil E2E",
        username: account.username,
        email: `${account.username}@repuestos.local`,
        password: account.password,
        role: "sales",
      },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();
    await signIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Mi Perfil", level: 1 })).toBeVisible();
    await expect(sideCard(page).getByRole("heading", { name: "Perfil E2E" })).toBeVisible();
    await expect(sideCard(page).getByText("Vendedor", { exact: true })).toBeVisible();
    await expect(page.getByText("El rol solo puede ser cambiado por un admin.")).toBeVisible();
    await expect(page.getByLabel("Rol")).toHaveValue("Vendedor");

    // A username another account uses is refused in Spanish; nothing changes.
    await expect(page.getByLabel("Nombre completo")).toBeDisabled();
    await page.getByRole("button", { name: "Editar perfil" }).click();
    await page.getByLabel("Nombre de usuario").fill("vendedor");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "Ya existe un usuario con ese nombre de usuario");

    const renamed = `${account.username}b`;
    await page.getByLabel("Nombre completo").fill("Carlos Andrés Pérez");
    await page.getByLabel("Nombre de usuario").fill(renamed);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "Perfil actualizado");
    await expect(page.getByLabel("Nombre completo")).toBeDisabled();
    await expect(sideCard(page).getByRole("heading", { name: "Carlos Andrés Pérez" })).toBeVisible();
    // Saved on the server: a reload shows it, and so does the header's user menu.
    await page.reload();
    await expect(sideCard(page).getByText(`@${renamed}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Menú de usuario: Carlos Andrés Pérez" })).toBeVisible();

    // Changing the tab updates the URL.
    await page.getByRole("tab", { name: "Contraseña" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=password$/);
    const current = page.getByLabel("Contraseña actual");
    await current.fill("no-es-la-clave");
    await expect(current).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    await expect(current).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar contraseña" }).click();
    await expect(current).toHaveAttribute("type", "password");
    await page.getByLabel("Nueva contraseña", { exact: true }).fill(account.next);
    await page.getByLabel("Confirmar nueva contraseña").fill("NuevaClave2026");
    await page.getByRole("button", { name: "Actualizar contraseña" }).click();
    await expectToast(page, "Las contraseñas no coinciden.");
    await expect(toast(page).filter({ hasText: "Las contraseñas no coinciden." })).toContainText("Error");
    await page.getByLabel("Confirmar nueva contraseña").fill(account.next);
    await page.getByRole("button", { name: "Actualizar contraseña" }).click();
    await expectToast(page, "La contraseña actual no es correcta");
    await current.fill(account.password);
    await page.getByRole("button", { name: "Actualizar contraseña" }).click();
    await expectToast(page, "Contraseña actualizada");
    await expect(page.getByLabel("Nueva contraseña", { exact: true })).toHaveValue("");

    // A URL change updates the tab.
    await page.getByRole("tab", { name: "Configuración" }).click();
    await expect(page).toHaveURL(/\?tab=settings$/);
    await expect(page.getByRole("checkbox", { name: "Notificaciones" })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=password$/);
    await expect(page.getByRole("tab", { name: "Contraseña" })).toHaveAttribute("aria-selected", "true");

    // The old password is refused, the new one signs in.
    await page.context().clearCookies();
    await signIn(page, renamed, account.password);
    await expect(page.getByText("Usuario o contraseña incorrectos").first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, renamed, account.next);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("se abre directamente en la pestaña de la URL", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/profile?tab=settings" });
    await expect(page.getByRole("tab", { name: "Configuración" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Preferencias" })).toBeVisible();
    await page.goto("/profile?tab=password");
    await expect(page.getByRole("heading", { name: "Cambiar contraseña" })).toBeVisible();
  });
});

test.describe("configuración del sistema", () => {
  test("valores predeterminados, guardar cambios y el panel de etiquetas", async ({ page }) => {
    await loginAs(page, "admin");
    const writes = apiWrites(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Configuración", level: 1 })).toBeVisible();
    for (const tab of ["Sistema", "Inventario", "Etiquetas", "Ventas", "Seguridad"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    await expect(page.getByLabel("Moneda")).toHaveValue("USD");
    await expect(page.getByLabel("Formato de fecha")).toHaveValue("DD/MM/YYYY");
    await expect(page.getByLabel("Frecuencia de respaldo")).toHaveValue("daily");

    await page.getByRole("tab", { name: "Inventario" }).click();
    await expect(page.getByLabel("Alerta de stock bajo")).toHaveValue("5");
    await expect(page.getByLabel("Unidad predeterminada").locator("option:checked")).toHaveText("Pieza");

    await page.getByRole("tab", { name: "Ventas" }).click();
    await expect(page.getByLabel("IVA predeterminado")).toHaveValue("16");
    await expect(page.getByLabel("Descuento máximo")).toHaveValue("25");
    await expect(page.getByRole("checkbox", { name: "Crédito" })).not.toBeChecked();
    await page.getByLabel("Descuento máximo").fill("30");
    await page.getByRole("checkbox", { name: "Crédito" }).check({ force: true });

    await page.getByRole("tab", { name: "Seguridad" }).click();
    await expect(page.getByRole("checkbox", { name: "Autenticación de dos factores" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Registro de actividad" })).toBeChecked();

    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expectToast(page, "Configuración guardada");
    // Kept in page memory across tabs.
    await page.getByRole("tab", { name: "Ventas" }).click();
    await expect(page.getByLabel("Descuento máximo")).toHaveValue("30");
    await expect(page.getByRole("checkbox", { name: "Crédito" })).toBeChecked();

    // Etiquetas opens the labels area's management panel.
    await page.getByRole("tab", { name: "Etiquetas" }).click();
    await expect(page.getByLabel("Tamaño de etiqueta").locator("option:checked")).toHaveText(
      'Mediana (2" x 3")',
    );
    await page.getByRole("button", { name: "Gestionar etiquetas" }).click();
    const panel = page.getByRole("dialog", { name: "Gestión de etiquetas" });
    await expect(panel.getByRole("region", { name: "Plantillas y tamaños de etiquetas" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Nueva Plantilla" })).toBeVisible();
    await panel.getByRole("button", { name: "Cerrar diálogo" }).click();
    await expect(panel).toBeHidden();

    expect(writes).toEqual([]);
  });

  test("a 375 px las pestañas y los campos caben en pantalla", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin", { landing: "/settings" });
    await expect(page.getByLabel("Moneda")).toBeVisible();
    await page.getByRole("tab", { name: "Seguridad" }).click();
    await expect(page.getByRole("checkbox", { name: "Registro de actividad" })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
