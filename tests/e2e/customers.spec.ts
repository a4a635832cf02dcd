// Customers by visible text: a Vendedor creates, edits and deletes their own customers, sees only
// theirs, cannot change vendedor2's (the server refuses too), a duplicate document is refused next
// to its field; an Administrador sees every customer.
import type { Browser, Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { fillLogin, loginAs, toast } from "./support/session";

/** Unique data: the journeys share one database. */
const stamp = Date.now().toString().slice(-7);
const MINE = { document: `V-7${stamp}`, first: "Ramón", last: `Prueba${stamp}` };
const OTHERS = { document: `V-8${stamp}`, first: "Elena", last: `Ajena${stamp}` };

async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

async function openCustomers(page: Page) {
  await page.goto("/customers");
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
}

/** How many customers the server lets the signed-in user see right now. */
async function visibleCount(page: Page): Promise<number> {
  const response = await page.request.get("/api/customers");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

async function createNatural(page: Page, person: { document: string; first: string; last: string }) {
  await page.getByRole("button", { name: "Nuevo Cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Cliente" });
  await dialog.getByLabel(/^Número de Documento/).fill(person.document);
  await dialog.getByLabel(/^Nombre/).fill(person.first);
  await dialog.getByLabel(/^Apellido/).fill(person.last);
  await dialog.getByLabel(/^Teléfono/).fill("+58 412-555-0000");
  await dialog.getByLabel(/^Estado/).selectOption("Zulia");
  await dialog.getByRole("button", { name: "Crear Cliente" }).click();
  return dialog;
}

/** vendedor2 signs in in a separate browser and creates a customer of their own; returns its id. */
async function vendedor2CreatesCustomer(browser: Browser, baseURL: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await fillLogin(page, "vendedor2", "vendedor123");
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openCustomers(page);
  const dialog = await createNatural(page, OTHERS);
  await expectToast(page, "Cliente creado");
  await expect(dialog).toBeHidden();
  const response = await page.request.get("/api/customers");
  const { data } = (await response.json()) as { data: { id: number; document_number: string }[] };
  await context.close();
  const created = data.find((c) => c.document_number === OTHERS.document);
  if (!created) throw new Error("vendedor2's customer was not listed");
  return created.id;
}

test.describe("clientes", () => {
  test("un Vendedor gestiona solo sus clientes y no puede tocar los de vendedor2", async ({
    page,
    browser,
    baseURL,
  }) => {
    const othersId = await vendedor2CreatesCustomer(browser, baseURL!);

    await loginAs(page, "vendedor");
    await openCustomers(page);
    await expect(page.getByText("(Solo puedes ver los clientes que has creado)")).toBeVisible();
    const before = await visibleCount(page);
    await expect(page.getByText(`${before} de ${before} clientes`)).toBeVisible();
    await expect(page.getByText(`${OTHERS.first} ${OTHERS.last}`)).toHaveCount(0);

    // Required fields first, then the customer is created and the list refreshed.
    await page.getByRole("button", { name: "Nuevo Cliente" }).click();
    const empty = page.getByRole("dialog", { name: "Nuevo Cliente" });
    await empty.getByRole("button", { name: "Crear Cliente" }).click();
    await expect(empty.getByText("El número de documento es obligatorio")).toBeVisible();
    await expect(empty.getByText("El apellido es obligatorio")).toBeVisible();
    await empty.getByRole("button", { name: "Cancelar" }).click();
    await expect(empty).toBeHidden();

    const created = await createNatural(page, MINE);
    await expectToast(page, "Cliente creado");
    await expect(created).toBeHidden();
    const fullName = `${MINE.first} ${MINE.last}`;
    await expect(page.getByRole("cell", { name: fullName, exact: true })).toBeVisible();
    await expect(page.getByText(`${before + 1} de ${before + 1} clientes`)).toBeVisible();

    // The same document again: the server's 409, in Spanish, next to the document field.
    const duplicate = await createNatural(page, { ...MINE, first: "Otro" });
    await expect(
      duplicate.getByText("Ya existe un cliente con ese tipo y número de documento"),
    ).toBeVisible();
    await duplicate.getByRole("button", { name: "Cancelar" }).click();

    // Search and filters.
    await page.getByLabel("Buscar clientes").fill(MINE.document);
    await expect(page.getByText(`1 de ${before + 1} clientes`)).toBeVisible();
    await page.getByLabel("Tipo de cliente").selectOption("juridica");
    await expect(page.getByText("No se encontraron clientes con los filtros aplicados")).toBeVisible();
    await page.getByRole("button", { name: "Limpiar", exact: true }).first().click();
    await expect(page.getByText(`${before + 1} de ${before + 1} clientes`)).toBeVisible();

    // Details, then edit from the details dialog.
    await page.getByRole("button", { name: `Ver detalles de ${fullName}` }).click();
    const details = page.getByRole("dialog", { name: "Detalles del Cliente" });
    await expect(details.getByText(MINE.document)).toBeVisible();
    await details.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Cliente" });
    await edit.getByLabel(/^Email/).fill(`ramon${stamp}@correo.com`);
    await edit.getByRole("button", { name: "Actualizar Cliente" }).click();
    await expectToast(page, "Cliente actualizado");
    await expect(page.getByText(`ramon${stamp}@correo.com`)).toBeVisible();

    // vendedor2's customer: not listed, and the server refuses a change sent anyway.
    await expect(page.getByText(`${OTHERS.first} ${OTHERS.last}`)).toHaveCount(0);
    const refused = await page.request.put(`/api/customers/${othersId}`, {
      data: {
        customer_type: "natural",
        document_type: "cedula",
        document_number: OTHERS.document,
        first_name: "X",
        last_name: "Y",
      },
    });
    expect(refused.status()).toBe(403);

    // Delete with the specification's question.
    await page.getByRole("button", { name: `Eliminar ${fullName}` }).click();
    await expect(page.getByText(`¿Está seguro que desea eliminar al cliente ${fullName}?`)).toBeVisible();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expectToast(page, "Cliente eliminado");
    await expect(page.getByRole("cell", { name: fullName, exact: true })).toHaveCount(0);
  });

  test("un Administrador ve todos los clientes y puede editar los de cualquiera", async ({ page }) => {
    await loginAs(page, "admin");
    await openCustomers(page);
    await expect(page.getByText("(Solo puedes ver los clientes que has creado)")).toHaveCount(0);
    const total = await visibleCount(page);
    await expect(page.getByText(`${total} de ${total} clientes`)).toBeVisible();
    await expect(page.getByRole("group", { name: "Total Clientes" })).toContainText(String(total));
    // Seeded customers of both sellers are listed, with edit for each.
    await expect(page.getByRole("button", { name: "Editar José Rodríguez" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Editar Luis Hernández" })).toBeVisible();
    await expect(page.getByText("RIF: J-40123456-7")).toBeVisible();
  });

  test("la lista se lee en un teléfono", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "vendedor");
    await openCustomers(page);
    await expect(page.getByRole("button", { name: "Nuevo Cliente" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ver detalles de José Rodríguez" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
