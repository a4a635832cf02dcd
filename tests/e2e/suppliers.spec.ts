// The suppliers screen by visible text, as an Administrador: create (with an address suggestion),
// find, edit and deactivate a supplier. The screen is local to the page: nothing is sent to a
// server, nothing is fetched from a maps service, and a reload starts again from the samples.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const SUPPLIER = `Lubricantes del Oriente E2E ${suffix}`;

async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

/** Requests that would show the screen is not local: API writes and any outside host. */
function watchForbiddenRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    const apiWrite = url.pathname.startsWith("/api/") && request.method() !== "GET";
    if (apiWrite || (url.origin !== origin && url.protocol.startsWith("http"))) {
      seen.push(`${request.method()} ${request.url()}`);
    }
  });
  return seen;
}

async function openSuppliers(page: Page) {
  await page.goto("/suppliers");
  await expect(page.getByRole("heading", { name: "Proveedores", level: 1 })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

test("crear, buscar, editar y desactivar un proveedor, sin enviar nada", async ({ page, baseURL }) => {
  await loginAs(page, "admin");
  const forbidden = watchForbiddenRequests(page, baseURL!);
  await openSuppliers(page);
  await expect(page.getByText("Gestiona tus proveedores y pedidos de mercancía")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(card(page, "Distribuidora Frenos y Más").getByText("Sin contacto asignado")).toBeVisible();
  await expect(card(page, "Distribuidora Frenos y Más").getByText("Sin valoración")).toBeVisible();

  // The name is required.
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const create = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await create.getByRole("button", { name: "Crear Proveedor" }).click();
  await expectToast(page, "El nombre del proveedor es obligatorio");
  await expect(create).toBeVisible();

  await create.getByLabel(/^Nombre/).fill(SUPPLIER);
  await create.getByLabel("Persona de contacto").fill("Luisa Márquez");
  await expect(create.getByLabel("Correo electrónico")).toHaveAttribute("type", "email");
  await create.getByLabel("Correo electrónico").fill("compras@lubrioriente.com");
  await create.getByLabel("Teléfono").fill("+58 281-555-0101");
  // Offline suggestions: the street is kept, the city and country are filled from the choice.
  await create.getByRole("combobox", { name: "Dirección" }).fill("Av. Municipal 18, Puerto La");
  await page.getByRole("option", { name: "Av. Municipal 18, Puerto La Cruz, Anzoátegui, Venezuela" }).click();
  await expect(create.getByRole("combobox", { name: "Dirección" })).toHaveValue("Av. Municipal 18");
  await expect(create.getByLabel("Ciudad")).toHaveValue("Puerto La Cruz");
  await expect(create.getByLabel("País")).toHaveValue("Venezuela");
  await create.getByLabel("Valoración").selectOption({ label: "3 estrellas" });
  await create.getByRole("button", { name: "Crear Proveedor" }).click();
  await expectToast(page, "Proveedor creado");
  await expectToast(page, "El proveedor ha sido registrado exitosamente.");
  await expect(create).toBeHidden();

  const created = card(page, SUPPLIER);
  await expect(created).toBeVisible();
  await expect(created.getByText("Luisa Márquez")).toBeVisible();
  await expect(created.getByText("Av. Municipal 18, Puerto La Cruz, Venezuela")).toBeVisible();
  await expect(created.getByRole("img", { name: "Valoración: 3 de 5 estrellas" })).toBeVisible();
  await expect(created.getByText("Activo", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(4);

  // Found by search (contact name, accents ignored).
  await page.getByRole("searchbox", { name: "Buscar proveedores" }).fill("luisa marquez");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(created).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar proveedores" }).fill("no-existe-xyz");
  await expect(page.getByText("No se encontraron proveedores")).toBeVisible();
  await expect(page.getByText("Intenta con otros términos de búsqueda.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar proveedores" }).fill("");
  await expect(page.getByRole("article")).toHaveCount(4);

  // Edit: prefilled, then saved.
  await page.getByRole("button", { name: `Editar ${SUPPLIER}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Proveedor" });
  await expect(edit.getByLabel(/^Nombre/)).toHaveValue(SUPPLIER);
  await edit.getByLabel("Persona de contacto").fill("Pedro Salazar");
  await edit.getByLabel("Valoración").selectOption({ label: "Sin valoración" });
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expectToast(page, "Proveedor actualizado");
  await expectToast(page, "El proveedor ha sido actualizado exitosamente.");
  await expect(created.getByText("Pedro Salazar")).toBeVisible();
  await expect(created.getByText("Sin valoración")).toBeVisible();

  // Deactivate: it moves from Activos to Inactivos.
  await created.getByRole("button", { name: `Desactivar ${SUPPLIER}` }).click();
  await expectToast(page, "Proveedor desactivado");
  await expect(created.getByText("Inactivo", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: /Activos/ }).click();
  await expect(card(page, SUPPLIER)).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByRole("tab", { name: /Inactivos/ }).click();
  await expect(card(page, SUPPLIER)).toBeVisible();
  await card(page, SUPPLIER)
    .getByRole("button", { name: `Activar ${SUPPLIER}` })
    .click();
  await expectToast(page, "Proveedor activado");
  await expect(card(page, SUPPLIER)).toHaveCount(0);

  expect(forbidden).toEqual([]);

  // Local to the page: a reload starts again from the three samples.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Proveedores", level: 1 })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(card(page, SUPPLIER)).toHaveCount(0);
});

test("a 375 px las tarjetas y el diálogo caben sin desplazamiento horizontal", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginAs(page, "admin");
  await openSuppliers(page);
  await expect(page.getByRole("article")).toHaveCount(3);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  // Keyboard: the suggestions are reachable with the arrows and Enter.
  await dialog.getByRole("combobox", { name: "Dirección" }).fill("Calle 10, Bucara");
  await expect(
    page.getByRole("option", { name: "Calle 10, Bucaramanga, Santander, Colombia" }),
  ).toBeVisible();
  await dialog.getByRole("combobox", { name: "Dirección" }).press("ArrowDown");
  await dialog.getByRole("combobox", { name: "Dirección" }).press("Enter");
  await expect(dialog.getByLabel("Ciudad")).toHaveValue("Bucaramanga");
  await expect(dialog.getByLabel("País")).toHaveValue("Colombia");
});
