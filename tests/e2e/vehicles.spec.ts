// The vehicles screen ('Gestión de Vehículos') by visible text: a make and its models created from
// the screen, the models list filtered and paged, and the search's deep links. The journeys share
// one database with every other area, so totals are read from the screen, never assumed.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const MAKE = `Great Wall ${suffix}`;
const MODEL = `Wingle ${suffix}`;
const MODEL_NO_YEARS = `Haval ${suffix}`;

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

/** 'Mostrando X de Y modelos' as numbers. */
async function shownCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/^Mostrando \d+ de \d+ modelos$/).textContent();
  const [, shown, total] = /Mostrando (\d+) de (\d+) modelos/.exec(text ?? "") ?? [];
  return { shown: Number(shown), total: Number(total) };
}

async function openModels(page: Page) {
  await page.getByRole("tab", { name: "Todos los Modelos" }).click();
  await expect(page.getByText(/^Mostrando \d+ de \d+ modelos$/)).toBeVisible();
}

test.describe.serial("vehículos", () => {
  test("crear una marca y sus modelos desde la pantalla", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/vehicles" });
    await expect(page.getByRole("heading", { name: "Gestión de Vehículos", level: 1 })).toBeVisible();
    await expect(page.getByText("Administra marcas y modelos compatibles")).toBeVisible();
    // The reference list and the server's models, all cards expanded.
    await expect(card(page, "Chevrolet").getByText("Spark")).toBeVisible();
    await expect(card(page, "Peugeot")).toBeVisible();
    // A make folds away and opens again; folded, its models are out of sight and out of reach.
    const chevrolet = card(page, "Chevrolet").getByRole("button", { name: /Chevrolet/ });
    await chevrolet.click();
    await expect(chevrolet).toHaveAttribute("aria-expanded", "false");
    await expect(card(page, "Chevrolet").getByText("Spark")).not.toBeInViewport();
    await expect(page.getByRole("list", { name: "Modelos de Chevrolet" })).toHaveCount(0);
    await chevrolet.click();
    await expect(card(page, "Chevrolet").getByText("Spark")).toBeVisible();

    await page.getByRole("button", { name: "Nueva Marca" }).click();
    const brandDialog = page.getByRole("dialog", { name: "Añadir Nueva Marca" });
    await brandDialog.getByRole("button", { name: "Guardar marca" }).click();
    await expect(brandDialog.getByText("El nombre de la marca es obligatorio")).toBeVisible();
    await brandDialog.getByLabel(/Nombre/).fill(MAKE);
    await brandDialog.getByLabel(/Descripción/).fill("Camionetas chinas ensambladas en Ecuador");
    await brandDialog.getByRole("button", { name: "Guardar marca" }).click();
    await expect(toast(page)).toContainText("Marca creada");
    await expect(brandDialog).toBeHidden();
    await expect(card(page, MAKE)).toContainText("Sin modelos registrados");

    await page.getByRole("button", { name: "Nuevo Modelo" }).click();
    const modelDialog = page.getByRole("dialog", { name: "Añadir Nuevo Modelo" });
    await modelDialog.getByLabel("Marca").selectOption({ label: MAKE });
    await modelDialog.getByLabel(/^Modelo/).fill(MODEL);
    await modelDialog.getByLabel("Año desde").selectOption("2015");
    await modelDialog.getByLabel("Año hasta").selectOption("2020");
    await modelDialog.getByLabel(/Motor/).fill("2.0L Diésel");
    await modelDialog.getByRole("button", { name: "Guardar modelo" }).click();
    await expect(toast(page)).toContainText("Modelo creado");
    await expect(modelDialog).toBeHidden();
    await expect(card(page, MAKE)).toContainText(MODEL);
    await expect(card(page, MAKE)).toContainText("2015 - 2020");
    await expect(card(page, MAKE)).toContainText("2.0L Diésel");

    // No years and no engine: sent as null, shown as 'Años no especificados'.
    await page.getByRole("button", { name: "Nuevo Modelo" }).click();
    await modelDialog.getByLabel("Marca").selectOption({ label: MAKE });
    await modelDialog.getByLabel(/^Modelo/).fill(MODEL_NO_YEARS);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/vehicles"));
    await modelDialog.getByRole("button", { name: "Guardar modelo" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      name: MODEL_NO_YEARS,
      yearFrom: null,
      yearTo: null,
      engine: null,
    });
    await expect(toast(page)).toContainText("Modelo creado");
    await expect(card(page, MAKE)).toContainText("Años no especificados");

    // The search narrows the cards to the match.
    await page.getByRole("searchbox", { name: "Buscar marcas o modelos" }).fill(MODEL_NO_YEARS.toLowerCase());
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Buscar marcas o modelos" }).fill(`zz${suffix}zz`);
    await expect(page.getByText("No se encontraron marcas de vehículos")).toBeVisible();
  });

  test("filtrar, ordenar y paginar los modelos", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/vehicles" });
    await openModels(page);
    const { total } = await shownCount(page);
    expect(total).toBeGreaterThan(50);
    expect(await shownCount(page)).toEqual({ shown: 20, total });
    await expect(page.getByRole("button", { name: "20 por página" })).toHaveAttribute("aria-pressed", "true");

    // 10 per page, then the last page: first, last and current ±1 with ellipses.
    await page.getByRole("button", { name: "10 por página" }).click();
    expect(await shownCount(page)).toEqual({ shown: 10, total });
    const pages = Math.ceil(total / 10);
    await page.getByRole("button", { name: "Última página" }).click();
    await expect(page.getByRole("button", { name: `Página ${pages}` })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect((await shownCount(page)).shown).toBe(total - (pages - 1) * 10);
    await expect(page.getByRole("button", { name: "Página 3", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Página anterior" }).click();
    await expect(page.getByRole("button", { name: `Página ${pages - 1}` })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // A page-size change goes back to page 1.
    await page.getByRole("button", { name: "50 por página" }).click();
    await expect(page.getByRole("button", { name: "Página 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Filters: the make created by the first journey, then a year.
    await page.getByLabel("Marca", { exact: true }).selectOption({ label: MAKE });
    expect(await shownCount(page)).toEqual({ shown: 2, total: 2 });
    await page.getByLabel("Año", { exact: true }).selectOption("2016");
    expect(await shownCount(page)).toEqual({ shown: 1, total: 1 });
    await expect(page.getByRole("table", { name: "Modelos" })).toContainText(MODEL);
    await page.getByLabel("Año", { exact: true }).selectOption("2022");
    await expect(page.getByText("No se encontraron modelos")).toBeVisible();

    // Reset brings every model back.
    await page.getByRole("button", { name: "Restablecer filtros" }).click();
    expect(await shownCount(page)).toEqual({ shown: 50, total });

    // Sorting by make, descending: the first row's make is the last of the make filter's list.
    const makeNames = await page.getByLabel("Marca", { exact: true }).locator("option").allTextContents();
    await page.getByLabel("Ordenar por").selectOption("Marca");
    await page.getByRole("button", { name: "Orden ascendente" }).click();
    await expect(page.getByRole("button", { name: "Orden descendente" })).toBeVisible();
    const firstRow = page.getByRole("table", { name: "Modelos" }).locator("tbody tr").first();
    await expect(firstRow.locator("td").nth(1)).toHaveText(makeNames.at(-1)!);
  });

  test("enlaces directos a una marca y a un modelo", async ({ page }) => {
    await loginAs(page, "admin");
    const brands = (await (await page.request.get("/api/brands")).json()) as { id: number; name: string }[];
    const make = brands.find((brand) => brand.name === MAKE);
    expect(make).toBeDefined();
    await page.goto(`/vehicles?brand=${make!.id}`);
    await expect(card(page, MAKE)).toHaveAttribute("aria-current", "true");
    await expect(card(page, MAKE)).toBeInViewport();

    const vehicles = (await (await page.request.get("/api/vehicles")).json()) as {
      id: number;
      name: string;
    }[];
    const yaris = vehicles.find((vehicle) => vehicle.name === "Yaris");
    expect(yaris).toBeDefined();
    await page.goto(`/vehicles?vehicle=${yaris!.id}`);
    await expect(page.getByRole("tab", { name: "Todos los Modelos" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const row = page.locator("tr[aria-current=true]");
    await expect(row).toContainText("Yaris");
    await expect(row).toBeInViewport();
    // Yaris sorts late by name, so the link opened a later page.
    await expect(page.getByRole("button", { name: "Página 1", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goto("/vehicles?vehicle=999999");
    await expect(page.getByText("No se encontró el modelo solicitado.")).toBeVisible();
  });

  test("a 375 px la pantalla no se desborda", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "vendedor", { landing: "/vehicles" });
    await expect(card(page, "Chevrolet")).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openModels(page);
    await expect(page.getByRole("list", { name: "Modelos" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test("editar y eliminar un modelo", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/vehicles" });
    await openModels(page);
    await page.getByLabel("Marca", { exact: true }).selectOption({ label: MAKE });
    await page.getByRole("button", { name: `Editar modelo ${MAKE} ${MODEL}` }).click();
    const dialog = page.getByRole("dialog", { name: "Editar Modelo" });
    await dialog.getByLabel(/Motor/).fill("2.4L");
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page)).toContainText("Modelo actualizado");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "Modelos" })).toContainText("2.4L");
    await page.getByRole("button", { name: `Eliminar modelo ${MAKE} ${MODEL_NO_YEARS}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`${MAKE} ${MODEL_NO_YEARS}`);
    await confirm.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page).filter({ hasText: "Modelo eliminado" })).toBeVisible();
    expect(await shownCount(page)).toEqual({ shown: 1, total: 1 });
  });
});
