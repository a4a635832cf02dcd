// Categories, subcategories and brands, managed from the inventory page by an Administrador, with
// the specification's refusals for a category with subcategories and a brand with vehicles.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";
import { tick } from "./support/controls";

/** Unique names: the journeys share one database. */
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const CATEGORY = `Iluminación LED ${suffix}`;
const CATEGORY_RENAMED = `Iluminación ${suffix}`;
const SUBCATEGORY = `Bombillos H4 ${suffix}`;
const BRAND = `Osram ${suffix}`;

/** The inventory page's 'Categorías' / 'Marcas' switch (tabs or buttons). */
async function openPanel(page: Page, name: "Categorías" | "Marcas") {
  await page.goto("/inventory");
  const tab = page
    .getByRole("tab", { name, exact: true })
    .or(page.getByRole("button", { name, exact: true }));
  await tab.first().click();
}

/** Every DELETE sent to the given API collection from now on. */
function recordDeletes(page: Page, collection: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE" && new URL(request.url()).pathname.startsWith(`${collection}/`)) {
      seen.push(new URL(request.url()).pathname);
    }
  });
  return seen;
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

test.describe("categorías y subcategorías", () => {
  test("crear, editar, rechazo con subcategorías y borrado en orden", async ({ page }) => {
    await loginAs(page, "admin");
    await openPanel(page, "Categorías");
    await expect(card(page, "Motor")).toBeVisible();

    // The name is required: nothing is sent and the dialog stays open.
    await page.getByRole("button", { name: "Nueva Categoría" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nueva Categoría" });
    await dialog.getByRole("button", { name: "Crear categoría" }).click();
    await expect(dialog.getByText("El nombre de la categoría es obligatorio")).toBeVisible();

    // Enter submits.
    await dialog.getByLabel(/Nombre/).fill(`  ${CATEGORY}  `);
    await dialog.getByLabel(/Descripción/).fill("Bombillos y tiras LED");
    await dialog.getByLabel(/Nombre/).press("Enter");
    await expect(toast(page)).toContainText("Categoría creada");
    await expect(dialog).toBeHidden();
    await expect(card(page, CATEGORY)).toContainText("Bombillos y tiras LED");

    // A subcategory created from the card.
    await card(page, CATEGORY)
      .getByRole("button", { name: /Subcategorías/ })
      .click();
    await card(page, CATEGORY).getByRole("button", { name: "Nueva Subcategoría" }).click();
    const subDialog = page.getByRole("dialog", { name: "Nueva Subcategoría" });
    await subDialog.getByRole("button", { name: "Crear subcategoría" }).click();
    await expect(subDialog.getByText("El nombre de la subcategoría es obligatorio")).toBeVisible();
    await subDialog.getByLabel(/Nombre/).fill(SUBCATEGORY);
    await subDialog.getByRole("button", { name: "Crear subcategoría" }).click();
    await expect(toast(page)).toContainText("Subcategoría creada");
    await expect(card(page, CATEGORY).getByText(SUBCATEGORY)).toBeVisible();

    // Edit the category.
    await card(page, CATEGORY)
      .getByRole("button", { name: `Editar categoría ${CATEGORY}` })
      .click();
    const editDialog = page.getByRole("dialog", { name: "Editar Categoría" });
    await expect(editDialog.getByLabel(/Nombre/)).toHaveValue(CATEGORY);
    await editDialog.getByLabel(/Nombre/).fill(CATEGORY_RENAMED);
    await editDialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page)).toContainText("Categoría actualizada");
    await expect(card(page, CATEGORY_RENAMED)).toBeVisible();

    // A category with a subcategory is refused without asking the server.
    const deletes = recordDeletes(page, "/api/categories");
    await card(page, CATEGORY_RENAMED)
      .getByRole("button", { name: `Eliminar categoría ${CATEGORY_RENAMED}` })
      .click();
    await expect(toast(page)).toContainText("No se puede eliminar la categoría");
    await expect(toast(page)).toContainText("Primero debes eliminar todas las subcategorías asociadas");
    expect(deletes).toEqual([]);

    // Delete the subcategory (confirmation first), then the category.
    const renamed = card(page, CATEGORY_RENAMED);
    if ((await renamed.getByText(SUBCATEGORY).isVisible()) === false) {
      await renamed.getByRole("button", { name: /Subcategorías/ }).click();
    }
    await renamed.getByRole("button", { name: `Eliminar subcategoría ${SUBCATEGORY}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(SUBCATEGORY);
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(toast(page)).toContainText("Subcategoría eliminada");
    await expect(renamed.getByText(SUBCATEGORY)).toHaveCount(0);

    await renamed.getByRole("button", { name: `Eliminar categoría ${CATEGORY_RENAMED}` }).click();
    await expect(confirm).toContainText(CATEGORY_RENAMED);
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(toast(page)).toContainText("Categoría eliminada");
    await expect(card(page, CATEGORY_RENAMED)).toHaveCount(0);
    expect(deletes).toHaveLength(1);
  });

  test("la búsqueda filtra y avisa cuando nada coincide; 'Ver productos' lleva al filtro", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await openPanel(page, "Categorías");
    const search = page.getByRole("searchbox", { name: "Buscar categorías" });
    await search.fill("pastillas");
    await expect(card(page, "Frenos")).toBeVisible();
    await expect(card(page, "Motor")).toHaveCount(0);
    await search.fill("no-existe-xyz");
    await expect(page.getByText("No se encontraron categorías")).toBeVisible();
    await search.fill("frenos");
    await card(page, "Frenos").getByRole("link", { name: "Ver productos" }).click();
    await expect(page).toHaveURL(/\/inventory\?category=\d+$/);
  });
});

test.describe("marcas", () => {
  test("crear, editar, rechazo con vehículos y borrado", async ({ page }) => {
    await loginAs(page, "admin");
    await openPanel(page, "Marcas");
    await expect(card(page, "Chevrolet")).toBeVisible();
    await expect(card(page, "Chevrolet")).toContainText("Aveo");

    await page.getByRole("button", { name: "Nueva Marca" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nueva Marca" });
    await dialog.getByRole("button", { name: "Crear marca" }).click();
    await expect(dialog.getByText("El nombre de la marca es obligatorio")).toBeVisible();
    await dialog.getByLabel(/Nombre/).fill(BRAND);
    await dialog.getByLabel(/País/).fill("Alemania");
    await dialog.getByLabel(/Sitio web/).fill("https://www.osram.com");
    await tick(dialog.getByRole("checkbox", { name: "Eléctrico" }));
    await dialog.getByRole("button", { name: "Crear marca" }).click();
    await expect(toast(page)).toContainText("Marca creada");
    const brand = card(page, BRAND);
    await expect(brand).toContainText("Alemania");
    await expect(brand).toContainText("Eléctrico");
    const website = brand.getByRole("link", { name: "osram.com" });
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", /noopener/);
    // No logo: the initials badge (first letters of "Osram" and of the suffix).
    await expect(brand.getByRole("img", { name: `Logo de ${BRAND}` })).toHaveText(`O${suffix.charAt(0)}`);

    await brand.getByRole("button", { name: `Editar marca ${BRAND}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Editar Marca" });
    await expect(editDialog.getByRole("checkbox", { name: "Eléctrico" })).toBeChecked();
    await editDialog.getByLabel(/País/).fill("Alemania (Múnich)");
    await editDialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page)).toContainText("Marca actualizada");
    await expect(brand).toContainText("Alemania (Múnich)");

    // A brand with vehicles is refused without asking the server.
    const deletes = recordDeletes(page, "/api/brands");
    await card(page, "Chevrolet").getByRole("button", { name: "Eliminar marca Chevrolet" }).click();
    await expect(toast(page)).toContainText("No se puede eliminar la marca");
    await expect(toast(page)).toContainText(
      "Primero debes eliminar todos los vehículos asociados a esta marca",
    );
    expect(deletes).toEqual([]);

    await brand.getByRole("button", { name: `Eliminar marca ${BRAND}` }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(toast(page)).toContainText("Marca eliminada");
    await expect(card(page, BRAND)).toHaveCount(0);
    expect(deletes).toHaveLength(1);
  });

  test("a 375 px las tarjetas se apilan sin desbordar", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
    for (const panel of ["Marcas", "Categorías"] as const) {
      await openPanel(page, panel);
      const first = page.getByRole("article").first();
      await expect(first).toBeVisible();
      const [a, b] = await page
        .getByRole("article")
        .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
      expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
    }
  });
});
