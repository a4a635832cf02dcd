// Parts fitment by visible text: an Administrador links a part to a vehicle model from the product
// dialog, then the counter finds it on the vehicles screen's 'Compatibles' tab by make, model and
// year; a Vendedor only reads the list; a model with parts linked cannot be deleted. The journeys
// share one database, so the part and the model are this run's own (unique names).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const MODEL = `Onix E2E ${suffix}`;
const PART = `Pastillas cerámicas E2E ${suffix}`;
const SKU = `FRE-E2E-${suffix}`;
const FITMENT = `Chevrolet ${MODEL} 2018 - 2022, 1.4L`;

interface Named {
  id: number;
  name: string;
}

async function idOf(request: APIRequestContext, path: string, name: string): Promise<number> {
  const rows = (await (await request.get(path)).json()) as Named[];
  const row = rows.find((candidate) => candidate.name === name);
  expect(row, `${name} in ${path}`).toBeDefined();
  return row!.id;
}

/** This run's model (Chevrolet, 2017 - 2024) and part (no years, stock 2): made through the API. */
async function createModelAndPart(page: Page): Promise<{ productId: number }> {
  const chevrolet = await idOf(page.request, "/api/brands", "Chevrolet");
  const brembo = await idOf(page.request, "/api/brands", "Brembo");
  const frenos = await idOf(page.request, "/api/categories", "Frenos");
  const model = await page.request.post("/api/vehicles", {
    data: { brandId: chevrolet, name: MODEL, yearFrom: 2017, yearTo: 2024, engine: "1.4L" },
  });
  expect(model.status()).toBe(201);
  const part = await page.request.post("/api/products", {
    data: {
      name: PART,
      sku: SKU,
      brandId: brembo,
      categoryId: frenos,
      costPrice: 50000,
      sellingPrice: 84500,
      stock: 2,
      stockThreshold: 5,
      yearFrom: null,
      yearTo: null,
    },
  });
  expect(part.status()).toBe(201);
  return { productId: ((await part.json()) as Named).id };
}

async function openCompatibles(page: Page) {
  await page.goto("/vehicles");
  await expect(page.getByRole("heading", { name: "Gestión de Vehículos", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Compatibles" }).click();
  await expect(page.getByText("Elige el vehículo del cliente")).toBeVisible();
}

async function chooseVehicle(page: Page, year: string) {
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Chevrolet" });
  await page.getByLabel("Modelo", { exact: true }).selectOption({ label: `${MODEL} (2017 - 2024)` });
  await page.getByLabel("Año", { exact: true }).selectOption(year);
}

let productId = 0;

test.describe.serial("compatibilidad de repuestos", () => {
  test("vincular un repuesto a un modelo y encontrarlo por marca, modelo y año", async ({ page }) => {
    await loginAs(page, "admin");
    ({ productId } = await createModelAndPart(page));

    // The product dialog: no model yet, then the Administrador adds one and saves.
    await page.goto(`/inventory?product=${productId}`);
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByRole("heading", { name: PART })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Compatible con" })).toBeVisible();
    await expect(details.getByText("Sin vehículos compatibles registrados.")).toBeVisible();
    await details.getByRole("button", { name: "Modificar compatibilidad" }).click();
    const form = details.getByRole("form", { name: "Añadir modelo compatible" });
    await form.getByLabel("Marca").selectOption({ label: "Chevrolet" });
    await form.getByLabel("Modelo").selectOption({ label: MODEL });
    await form.getByLabel("Año desde").selectOption("2018");
    await form.getByLabel("Año hasta").selectOption("2022");
    await form.getByLabel("Motor (opcional)").fill("1.4L");
    await form.getByRole("button", { name: "Añadir modelo" }).click();
    await expect(details.getByRole("button", { name: `Quitar ${FITMENT}` })).toBeVisible();
    const saved = page.waitForRequest(
      (request) =>
        request.method() === "PUT" && request.url().endsWith(`/api/products/${productId}/vehicles`),
    );
    await details.getByRole("button", { name: "Guardar compatibilidad" }).click();
    expect((await saved).postDataJSON()).toEqual([
      { vehicleId: expect.any(Number), yearFrom: 2018, yearTo: 2022, engine: "1.4L" },
    ]);
    await expect(toast(page)).toContainText("Compatibilidad actualizada");
    await expect(details.getByRole("list", { name: "Vehículos compatibles" })).toHaveText(FITMENT);
    await details.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(details).toBeHidden();

    // The counter: Chevrolet → the model → 2020 lists the part with its SKU, price and low stock.
    await openCompatibles(page);
    await chooseVehicle(page, "2020");
    await expect(
      page.getByRole("heading", { name: `Repuestos compatibles con Chevrolet ${MODEL} 2020` }),
    ).toBeVisible();
    const row = page
      .getByRole("table", { name: "Repuestos compatibles" })
      .getByRole("row", { name: new RegExp(PART) });
    await expect(row).toContainText(SKU);
    await expect(row).toContainText("Brembo");
    await expect(row).toContainText(/\$\s?84\.500/);
    await expect(row).toContainText("Stock bajo");
    await expect(page.getByText(/^Mostrando 1-1 de 1 repuestos$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Repuestos universales" })).toBeVisible();

    // The customer's engine: "1.4" fits the link noted "1.4L", "1.6" does not.
    const engine = page.getByLabel("Motor (opcional)");
    await engine.fill("1.6");
    await expect(
      page.getByRole("heading", { name: `Repuestos compatibles con Chevrolet ${MODEL} 2020, motor 1.6` }),
    ).toBeVisible();
    await expect(page.getByText("No hay repuestos compatibles registrados")).toBeVisible();
    await engine.fill("1.4");
    await expect(row).toContainText(SKU);

    // The question lives in the address: a reload asks it again.
    await expect(page).toHaveURL(/tab=compatibles&make=[^&]+&model=\d+&year=2020&engine=1\.4$/);
    await page.reload();
    await expect(page.getByLabel("Motor (opcional)")).toHaveValue("1.4");
    await expect(row).toContainText(SKU);
    await engine.fill("");

    // Outside the link's years (2023) the part does not fit.
    await page.getByLabel("Año", { exact: true }).selectOption("2023");
    await expect(page.getByText("No hay repuestos compatibles registrados")).toBeVisible();

    // Back to 2020, and the link opens the part in the inventory.
    await page.getByLabel("Año", { exact: true }).selectOption("2020");
    await row.getByRole("link", { name: `Ver ${PART} en inventario` }).click();
    await expect(page).toHaveURL(new RegExp(`/inventory\\?product=${productId}$`));
    await expect(details.getByRole("heading", { name: PART })).toBeVisible();
    await expect(details.getByRole("list", { name: "Vehículos compatibles" })).toHaveText(FITMENT);
  });

  test("un modelo con repuestos vinculados no se puede eliminar", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/vehicles" });
    await page.getByRole("tab", { name: "Todos los Modelos" }).click();
    await page.getByRole("searchbox", { name: "Buscar marcas o modelos" }).fill(MODEL);
    await page.getByRole("button", { name: `Eliminar modelo Chevrolet ${MODEL}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Chevrolet ${MODEL}`);
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page)).toContainText("Error al eliminar el modelo");
    await expect(toast(page)).toContainText(
      "No se puede eliminar el modelo: tiene repuestos compatibles asociados",
    );
    await expect(page.getByRole("table", { name: "Modelos" })).toContainText(MODEL);
  });

  test("un Vendedor ve la compatibilidad pero no la cambia", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: `/inventory?product=${productId}` });
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByRole("list", { name: "Vehículos compatibles" })).toHaveText(FITMENT);
    await expect(details.getByRole("button", { name: "Modificar compatibilidad" })).toHaveCount(0);
  });
});
