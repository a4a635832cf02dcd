// Global search from the top bar by visible text: it reaches a product, a brand, a vehicle and a
// category; accents and case are ignored; the '/' key focuses the box; a phone has its own way in.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

async function searchFromTopBar(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Buscar en el sistema" });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(text)}$`));
  await expect(page.getByText(`Resultados para "${text}"`)).toBeVisible();
}

function group(page: Page, name: string) {
  return page.getByRole("region", { name: new RegExp(`^${name}`) });
}

test.describe("búsqueda global", () => {
  test("desde la barra superior llega a un producto, una marca, un vehículo y una categoría", async ({
    page,
  }) => {
    await loginAs(page, "admin");

    // '/' focuses the box when no field has the keyboard.
    await page.locator("body").click({ position: { x: 5, y: 400 } });
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: "Buscar en el sistema" })).toBeFocused();

    // "bujia" finds "Bujía ..." (accents and case ignored), and opens it in the inventory.
    await searchFromTopBar(page, "bujia");
    const product = group(page, "Productos").getByRole("link", { name: /Bujía de iridio/ });
    await expect(product).toBeVisible();
    await product.click();
    await expect(page).toHaveURL(/\/inventory\?product=\d+$/);
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(details.getByRole("heading", { name: "Bujía de iridio" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/inventory$/);

    await searchFromTopBar(page, "TOYOTA");
    await group(page, "Marcas")
      .getByRole("link", { name: /Toyota/ })
      .click();
    await expect(page).toHaveURL(/\/vehicles\?brand=\d+$/);

    await searchFromTopBar(page, "corolla");
    const vehicle = group(page, "Vehículos").getByRole("link", { name: /Corolla/ });
    await expect(vehicle).toContainText("2003 - 2019");
    await vehicle.click();
    await expect(page).toHaveURL(/\/vehicles\?vehicle=\d+$/);

    await searchFromTopBar(page, "suspension");
    await group(page, "Categorías")
      .getByRole("link", { name: /Suspensión/ })
      .click();
    await expect(page).toHaveURL(/\/inventory\?category=\d+$/);
    await expect(page.getByText("Categoría: Suspensión")).toBeVisible();
  });

  test("sin q lista 10 de cada tipo; sin coincidencias muestra el aviso", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: "/search" });
    for (const name of ["Productos", "Marcas", "Vehículos"]) {
      await expect(group(page, name).getByRole("link")).toHaveCount(10);
    }
    await searchFromTopBar(page, "zzzqqxx");
    await expect(page.getByText("No se encontraron resultados para tu búsqueda")).toBeVisible();
  });

  test("'/' no roba el teclado a otro campo", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/sales" });
    const salesSearch = page.getByRole("searchbox", { name: "Buscar ventas" });
    await salesSearch.fill("a/b");
    await expect(salesSearch).toHaveValue("a/b");
    await expect(salesSearch).toBeFocused();
  });

  test.describe("en un teléfono", () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test("el botón Buscar abre la página con su propia caja", async ({ page }) => {
      await loginAs(page, "vendedor");
      await page.getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(/\/search$/);
      const box = page.getByRole("searchbox", { name: "Buscar", exact: true });
      await box.fill("filtro");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=filtro$/);
      await expect(group(page, "Productos").getByRole("link").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
