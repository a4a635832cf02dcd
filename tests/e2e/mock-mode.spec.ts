// Smoke journey of `npm run dev:mock`'s build: no server at all, the MSW worker answers the API.
import { ensureFrontendBuild } from "./support/build";
import { expect, test } from "./support/fixtures";
import { fillLogin, toast } from "./support/session";
import { serveStatic, type StaticServer } from "./support/static-server";

let server: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await serveStatic(ensureFrontendBuild("mock"));
});

test.afterAll(async () => {
  await server.close();
});

test("modo simulado: el administrador inicia sesión y ve el dashboard", async ({ page }) => {
  await page.goto(`${server.url}/dashboard`);
  await expect(page).toHaveURL(/\/auth$/);
  await fillLogin(page, "admin", "admin123");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toContainText("Inicio de sesión exitoso");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Usuarios" })).toBeVisible();
  // The worker keeps the session across a reload, as the real server would.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});
