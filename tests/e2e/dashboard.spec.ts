// The dashboard by visible text: its figures are the API's, its lists open products in the
// inventory, and it holds at phone width for both roles.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

interface Stats {
  totalProducts: number;
  totalUsers: number;
  totalSales: number;
  activePromotions: number;
}

/** What the server answers right now, asked from the signed-in page itself. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: "include" });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

const CARD_OF: Record<keyof Stats, string> = {
  totalProducts: "Total Productos",
  totalUsers: "Total Usuarios",
  totalSales: "Total Ventas",
  activePromotions: "Promociones Activas",
};

async function expectFiguresOfApi(page: Page) {
  const stats = await apiGet<Stats>(page, "/api/dashboard/stats");
  for (const [key, title] of Object.entries(CARD_OF) as [keyof Stats, string][]) {
    const card = page.getByRole("group", { name: title });
    await expect(card).toContainText(new Intl.NumberFormat("es-CO").format(stats[key]));
    await expect(card).toContainText("desde ayer");
  }
}

test.describe("dashboard", () => {
  test("las cifras y las ventas recientes son las de la API; un producto abre el inventario", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await expect(page.getByText("Resumen de actividad y estadísticas")).toBeVisible();
    await expectFiguresOfApi(page);

    const recent = await apiGet<{ id: number }[]>(page, "/api/sales/recent?limit=5");
    const recentCard = page.getByRole("region", { name: "Ventas Recientes" });
    await expect(recentCard.getByRole("listitem")).toHaveCount(Math.min(5, recent.length));
    if (recent[0])
      await expect(recentCard.getByText(`Venta #${recent[0].id}`, { exact: true })).toBeVisible();

    const low = await apiGet<{ id: number; name: string }[]>(page, "/api/products/low-stock");
    const lowCard = page.getByRole("region", { name: "Productos con Bajo Stock" });
    const firstLow = low[0];
    if (!firstLow) {
      await expect(lowCard.getByText("No hay productos con bajo stock")).toBeVisible();
    } else {
      await lowCard
        .getByRole("link", { name: new RegExp(firstLow.name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/inventory\\?product=${firstLow.id}$`));
      const details = page.getByRole("dialog", { name: "Detalles del Producto" });
      await expect(details.getByRole("heading", { name: firstLow.name })).toBeVisible();
    }

    await page.goto("/");
    const top = await apiGet<{ id: number; name: string }[]>(page, "/api/products/top-selling");
    const topCard = page.getByRole("region", { name: "Productos Más Vendidos" });
    const best = top[0];
    if (!best) {
      await expect(topCard.getByText("No hay datos de productos más vendidos")).toBeVisible();
    } else {
      await topCard
        .getByRole("link", { name: new RegExp(best.name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/inventory\\?product=${best.id}$`));
      const details = page.getByRole("dialog", { name: "Detalles del Producto" });
      await expect(details.getByRole("heading", { name: best.name })).toBeVisible();
    }
  });

  test("el Vendedor ve las mismas cifras que la API le da", async ({ page }) => {
    await loginAs(page, "vendedor");
    await expectFiguresOfApi(page);
  });

  test.describe("en un teléfono", () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test("las tarjetas y las listas caben a 375 px", async ({ page }) => {
      await loginAs(page, "vendedor");
      await expectFiguresOfApi(page);
      await expect(page.getByRole("region", { name: "Ventas Recientes" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
