// Backups from the settings screen: an Administrador makes a copy, sees it listed with what it
// holds, downloads it and changes the server's schedule; a Vendedor sees none of it and the
// download answers 403 to their session.
import { expect, test } from "./support/fixtures";
import { loginAs, logout, toast } from "./support/session";

test("copias de seguridad: crear, listar, descargar y programar; el Vendedor no ve nada", async ({
  page,
}) => {
  await loginAs(page, "admin", { landing: "/settings" });
  const panel = page.getByRole("region", { name: "Copias de seguridad" });
  await expect(panel.getByRole("heading", { name: "Copias de seguridad", exact: true })).toBeVisible();
  await expect(panel.getByText("Todavía no hay copias de seguridad")).toBeVisible();

  await panel.getByRole("button", { name: "Crear copia ahora" }).click();
  await expect(toast(page).filter({ hasText: "Copia de seguridad creada" }).first()).toBeVisible();
  const table = panel.getByRole("table", { name: "Copias de seguridad" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText(/productos · .* clientes · .* ventas · 3 usuarios/)).toBeVisible();

  const download = page.waitForEvent("download");
  await table.getByRole("button", { name: /Descargar la copia del/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^backup-\d{8}-\d{6}-\d{3}\.tar\.gz$/);
  const href = await table.getByRole("button", { name: /Descargar la copia del/ }).getAttribute("href");

  await page.getByLabel("Frecuencia de respaldo").selectOption("weekly");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page).filter({ hasText: "Configuración guardada" }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Frecuencia de respaldo")).toHaveValue("weekly");
  // The schedule lives on the server this worker's later journeys share: the default goes back.
  await page.getByLabel("Frecuencia de respaldo").selectOption("daily");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(toast(page).filter({ hasText: "Configuración guardada" }).first()).toBeVisible();

  await logout(page);
  await loginAs(page, "vendedor", { landing: "/settings" });
  await expect(page.getByRole("heading", { name: "Configuración del sistema" })).toBeVisible();
  await expect(page.getByText("Copias de seguridad")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Crear copia ahora" })).toHaveCount(0);
  const refused = await page.request.get(href!);
  expect(refused.status()).toBe(403);
});
