// User management by visible text: an Administrador creates a user (the server's rule on the
// username shown first), blocks them (their sign-in is refused), unblocks them and changes their
// password (the new one signs in); a Vendedor who opens /users sees a no-permission state.
import type { Browser, Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { fillLogin, loginAs, toast } from "./support/session";

const stamp = Date.now().toString(36).slice(-6);
const NEW_USER = {
  name: `Vendedora E2E ${stamp}`,
  username: `e2e${stamp}`,
  email: `e2e${stamp}@repuestos.local`,
  password: "inicial123",
  newPassword: "cambiada456",
};

async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

function row(page: Page, name: string) {
  return page.getByRole("row").filter({ hasText: name });
}

/** Tries to sign in as the new user in a separate browser; returns the page after the attempt. */
async function trySignIn(browser: Browser, baseURL: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await fillLogin(page, NEW_USER.username, password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  return { page, close: () => context.close() };
}

test.describe("usuarios", () => {
  test("un Administrador crea, bloquea, desbloquea y cambia la contraseña de un usuario", async ({
    page,
    browser,
    baseURL,
  }) => {
    await loginAs(page, "admin", { landing: "/users" });
    await expect(page.getByText("Administra los usuarios del sistema")).toBeVisible();
    const listed = (await (await page.request.get("/api/users")).json()) as unknown[];
    await expect(page.getByRole("group", { name: "Total de Usuarios" })).toContainText(String(listed.length));

    // Submit stays disabled until all five fields are filled.
    await page.getByRole("button", { name: "Nuevo Usuario" }).click();
    const dialog = page.getByRole("dialog", { name: "Crear Nuevo Usuario" });
    const submit = dialog.getByRole("button", { name: "Crear Usuario" });
    await dialog.getByLabel(/^Nombre completo/).fill(NEW_USER.name);
    await dialog.getByLabel(/^Nombre de usuario/).fill(`e2e ${stamp}`);
    await dialog.getByLabel(/^Email/).fill(NEW_USER.email);
    await dialog.getByLabel(/^Contraseña/).fill(NEW_USER.password);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/^Rol/).selectOption({ label: "Vendedor" });
    await expect(submit).toBeEnabled();

    // The server's rule (no spaces), in Spanish, under the field and in the toast.
    await submit.click();
    await expect(dialog.getByText("El campo 'Nombre de usuario' no tiene un formato válido")).toBeVisible();
    await expectToast(
      page,
      "Error al crear usuario: El campo 'Nombre de usuario' no tiene un formato válido",
    );
    await dialog.getByLabel(/^Nombre de usuario/).fill(NEW_USER.username);
    await submit.click();
    await expectToast(page, "Usuario creado");
    await expect(dialog).toBeHidden();
    const created = row(page, NEW_USER.name);
    await expect(created).toContainText(`@${NEW_USER.username}`);
    await expect(created).toContainText("Vendedor");
    await expect(created).toContainText("Activo");

    // Block: the toast, the status, and the user's sign-in is refused.
    await created.getByRole("button", { name: `Bloquear a ${NEW_USER.name}` }).click();
    await expectToast(page, "El usuario ha sido bloqueado exitosamente.");
    await expect(created).toContainText("Bloqueado");
    const blocked = await trySignIn(browser, baseURL!, NEW_USER.password);
    await expectToast(blocked.page, "bloqueado");
    await expect(blocked.page).toHaveURL(/\/auth$/);
    await blocked.close();

    // Unblock.
    await created.getByRole("button", { name: `Desbloquear a ${NEW_USER.name}` }).click();
    await expectToast(page, "El usuario ha sido desbloqueado exitosamente.");
    await expect(created).toContainText("Activo");

    // Change the password: a mismatch first, then the new one works.
    await created.getByRole("button", { name: `Cambiar contraseña de ${NEW_USER.name}` }).click();
    const change = page.getByRole("dialog", { name: "Cambiar Contraseña" });
    await change.getByLabel(/^Nueva contraseña/).fill(NEW_USER.newPassword);
    await change.getByLabel(/^Confirmar contraseña/).fill("otra-distinta");
    await change.getByRole("button", { name: "Cambiar Contraseña" }).click();
    await expectToast(page, "Las contraseñas no coinciden");
    await change.getByLabel(/^Confirmar contraseña/).fill(NEW_USER.newPassword);
    await change.getByRole("button", { name: "Cambiar Contraseña" }).click();
    await expectToast(page, "Contraseña actualizada");
    await expect(change).toBeHidden();

    const signedIn = await trySignIn(browser, baseURL!, NEW_USER.newPassword);
    await expect(signedIn.page).toHaveURL(/\/dashboard$/);
    await signedIn.close();
  });

  test("un Vendedor que abre /users ve que no tiene permisos", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: "/users" });
    await expect(page.getByText("No tienes permisos para ver esta página")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("la tabla se lee en un teléfono", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin", { landing: "/users" });
    await expect(page.getByRole("button", { name: "Cambiar contraseña de Carlos Pérez" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
