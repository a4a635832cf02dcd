// Two-factor sign-in: a fresh account enrols its "phone" in 'Mi Perfil' (the code is computed here
// from the key the screen shows, as an authenticator app would), signs out, and signs in again:
// a wrong code is refused in Spanish, the right one lets it in; then it switches the factor off again
// (password and a code) and signs in with the password alone.
import type { Page } from "@playwright/test";
import { totpCode } from "../../rules/totp";
import { expect, test } from "./support/fixtures";
import { fillLogin, loginAs, logout } from "./support/session";

async function passwordStep(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await fillLogin(page, username, password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

test("activar la verificación en dos pasos y entrar con el código de la aplicación", async ({ page }) => {
  const username = `dospasos${Date.now().toString(36).slice(-6)}`;
  const password = "ClaveDosPasos2025";
  await loginAs(page, "admin");
  const created = await page.request.post("/api/users", {
    data: { name: "Dos Pasos E2E", username, email: `${username}@repuestos.local`, password, role: "sales" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await passwordStep(page, username, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile?tab=password");
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Autenticación de dos factores" }) });
  await section.getByRole("button", { name: "Activar autenticación de dos factores" }).click();
  await expect(
    section.getByRole("img", { name: "Código QR para la aplicación de autenticación" }),
  ).toBeVisible();
  const secret = (await section.locator(".prof-2fa-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel("Código de 6 dígitos").fill(await totpCode(secret));
  await section.getByRole("button", { name: "Confirmar" }).click();
  await expect(section.getByText("Códigos de recuperación")).toBeVisible();
  await expect(section.locator(".prof-2fa-codes li")).toHaveCount(10);
  const recoveryCode = (await section.locator(".prof-2fa-codes li").first().textContent())?.trim() ?? "";
  await section.getByRole("button", { name: "Ya los guardé" }).click();
  await expect(section.getByText(/Te quedan 10 códigos de recuperación/)).toBeVisible();

  await logout(page);
  await passwordStep(page, username, password);
  await expect(page.getByText("Verificación en dos pasos")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // A wrong code: refused in Spanish, still no session.
  const right = await totpCode(secret, Date.now() + 30_000);
  await page.getByLabel("Código de verificación").fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "El código no es correcto o ya se usó" }),
  ).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await page.getByLabel("Código de verificación").fill(right);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get("/api/user")).status()).toBe(200);

  // Switching it off in 'Mi Perfil' takes the password and a code; a wrong password is refused.
  await page.goto("/profile?tab=password");
  await section.getByRole("button", { name: "Desactivar autenticación de dos factores" }).click();
  await section.getByLabel("Contraseña actual").fill("no-es-la-clave");
  // The app's codes of this minute were spent signing in: a recovery code proves it here.
  await section.getByLabel("Código de la aplicación o de recuperación").fill(recoveryCode);
  await section.getByRole("button", { name: "Desactivar", exact: true }).click();
  await expect(section.getByRole("alert")).toHaveText("La contraseña actual no es correcta");
  await section.getByLabel("Contraseña actual").fill(password);
  await section.getByRole("button", { name: "Desactivar", exact: true }).click();
  await expect(section.getByText(/no está activada/)).toBeVisible();
  await logout(page);
  await passwordStep(page, username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("con la autenticación exigida, un administrador sin ella solo puede activarla", async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const keeper = { username: `guardia${stamp}`, password: "Guardia-Llaves-2025" };
  const newcomer = { username: `nuevoadm${stamp}`, password: "Nuevo-Admin-Clave-77" };
  await loginAs(page, "admin");
  for (const account of [keeper, newcomer]) {
    const created = await page.request.post("/api/users", {
      data: { ...account, name: "Admin E2E", email: `${account.username}@repuestos.local`, role: "admin" },
    });
    expect(created.status()).toBe(201);
  }
  // Another Administrador, with a second factor, turns the requirement on (and off at the end).
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/login", { data: keeper })).status()).toBe(200);
  const started = await api.post("/api/user/two-factor/enrolment");
  const keeperSecret = String((await started.json()).secret);
  const confirmed = await api.post("/api/user/two-factor/confirmation", {
    data: { code: await totpCode(keeperSecret) },
  });
  expect(confirmed.status()).toBe(200);
  expect((await api.put("/api/security-settings", { data: { twoFactorForAdmins: true } })).status()).toBe(
    200,
  );
  try {
    await page.context().clearCookies();
    await passwordStep(page, newcomer.username, newcomer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const prompt = page.getByRole("dialog", { name: "Activa la autenticación de dos factores" });
    await expect(prompt).toBeVisible();
    // The server refuses the shop's data too, whatever the screen shows.
    const refused = await page.request.get("/api/products?limit=1");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toContain("Actívala en 'Mi Perfil'");

    await prompt.getByRole("button", { name: "Activar ahora" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=password$/);
    const section = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Autenticación de dos factores" }) });
    await section.getByRole("button", { name: "Activar autenticación de dos factores" }).click();
    const secret = (await section.locator(".prof-2fa-secret").textContent())?.trim() ?? "";
    await section.getByLabel("Código de 6 dígitos").fill(await totpCode(secret));
    await section.getByRole("button", { name: "Confirmar" }).click();
    await section.getByRole("button", { name: "Ya los guardé" }).click();
    // Required of an Administrador: no way to switch it off is offered.
    await expect(
      section.getByRole("button", { name: "Desactivar autenticación de dos factores" }),
    ).toHaveCount(0);
    expect((await page.request.get("/api/products?limit=1")).status()).toBe(200);
  } finally {
    await api.put("/api/security-settings", { data: { twoFactorForAdmins: false } });
    await api.dispose();
  }
});
