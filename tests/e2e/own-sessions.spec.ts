// 'Sesiones activas' in 'Mi Perfil': one account signed in from two browsers; the first ends the
// other from its profile, and the second is sent to sign-in at its next step. A fresh account, so
// the demo accounts' sessions of other journeys are left alone.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { fillLogin, loginAs, toast, waitForShell } from "./support/session";

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await fillLogin(page, username, password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const sessionsSection = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "Sesiones activas" }) });

test("cerrar las demás sesiones desde 'Mi Perfil' saca al otro navegador", async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `sesiones${Date.now().toString(36).slice(-6)}`;
  const password = "ClaveSesiones2025";
  await loginAs(page, "admin");
  const created = await page.request.post("/api/users", {
    data: { name: "Sesiones E2E", username, email: `${username}@repuestos.local`, password, role: "sales" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await signIn(page, username, password);

  const otherContext = await browser.newContext({ baseURL });
  try {
    const other = await otherContext.newPage();
    await signIn(other, username, password);

    await page.goto("/profile?tab=password");
    const section = sessionsSection(page);
    await expect(section.getByRole("listitem")).toHaveCount(2);
    await expect(section.getByText("Esta sesión", { exact: true })).toHaveCount(1);
    await expect(section.getByText("Chrome en Linux").first()).toBeVisible();

    await section.getByRole("button", { name: "Cerrar las demás sesiones" }).click();
    const alert = page.getByRole("alertdialog", { name: "Cerrar las demás sesiones" });
    await expect(alert).toContainText("¿Cerrar la otra sesión abierta?");
    await alert.getByRole("button", { name: "Cerrar sesiones" }).click();
    await expect(toast(page).filter({ hasText: "Sesiones cerradas" }).first()).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByText("No tienes otras sesiones abiertas.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Cerrar las demás sesiones" })).toBeDisabled();

    // The other browser's next step finds its session gone and lands on the sign-in screen.
    await other.getByRole("link", { name: "Clientes" }).first().click();
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();

    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Mi Perfil", level: 1 })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});

test("cambiar la contraseña quita de 'Sesiones activas' la sesión que terminó", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const username = `clave${Date.now().toString(36).slice(-6)}`;
  const password = "ClaveSesiones2025";
  await loginAs(page, "admin");
  const created = await page.request.post("/api/users", {
    data: { name: "Clave E2E", username, email: `${username}@repuestos.local`, password, role: "sales" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await signIn(page, username, password);

  const otherContext = await browser.newContext({ baseURL });
  try {
    await signIn(await otherContext.newPage(), username, password);
    await page.goto("/profile?tab=password");
    await waitForShell(page);
    const section = sessionsSection(page);
    await expect(section.getByRole("listitem")).toHaveCount(2);

    const submit = page.getByRole("button", { name: "Actualizar contraseña" });
    // The form may be drawn again once the profile arrives: fill it until the button takes it.
    await expect(async () => {
      await page.getByLabel("Contraseña actual").fill(password);
      await page.getByLabel("Nueva contraseña", { exact: true }).fill("ClaveNueva2026!");
      await page.getByLabel("Confirmar nueva contraseña").fill("ClaveNueva2026!");
      await expect(submit).toBeEnabled({ timeout: 1000 });
    }).toPass();
    await submit.click();
    await expect(toast(page).filter({ hasText: "Contraseña actualizada" }).first()).toBeVisible();
    // The other browser's session ended with the old password: the list says so without a reload.
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section.getByText("Esta sesión", { exact: true })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
