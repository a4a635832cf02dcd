// Promotions by visible text: a promotion is created after each of the five rules is broken in the
// specification's order, then deactivated and activated again; the products dialog shows the
// seeded promotion's products with struck-through and discounted prices; an Administrador gives a
// promotion a product, sees its discounted price, and takes it out again.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";

const stamp = Date.now().toString(36).slice(-6);
const PROMOTION = `Promo E2E ${stamp}`;

const cop = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

async function expectToast(page: Page, title: string, text?: string) {
  const current = toast(page).filter({ hasText: title }).first();
  await expect(current).toBeVisible();
  if (text) await expect(current).toContainText(text);
}

/** yyyy-MM-dd shifted by whole days (from the date input's own value, so the browser's zone). */
function shiftDate(value: string, days: number): string {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

test.describe("promociones", () => {
  test("crear con cada regla incumplida primero, desactivar y activar", async ({ page }) => {
    await loginAs(page, "admin", { landing: "/promotions" });
    await expect(page.getByRole("heading", { name: "Promociones", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Activas" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Nueva Promoción" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva Promoción" });
    const submit = dialog.getByRole("button", { name: "Crear Promoción" });
    await expect(dialog.getByLabel(/^Porcentaje de descuento/)).toHaveValue("10");
    const start = dialog.getByLabel(/^Fecha de inicio/);
    const today = await start.inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await submit.click();
    await expectToast(page, "Nombre requerido", "Por favor ingresa un nombre para la promoción");
    await dialog.getByLabel(/^Nombre/).fill(PROMOTION);

    await dialog.getByLabel(/^Porcentaje de descuento/).fill("0");
    await submit.click();
    await expectToast(page, "Descuento inválido", "El descuento debe estar entre 1% y 100%");
    await dialog.getByLabel(/^Porcentaje de descuento/).fill("20");

    await start.fill("");
    await submit.click();
    await expectToast(page, "Fecha de inicio requerida", "Por favor selecciona una fecha de inicio");
    await start.fill(today);

    await submit.click();
    await expectToast(page, "Fecha de fin requerida", "Por favor selecciona una fecha de finalización");

    const end = dialog.getByLabel(/^Fecha de fin/);
    await expect(end).toHaveAttribute("min", today);
    await end.fill(shiftDate(today, -1));
    await submit.click();
    await expectToast(
      page,
      "Fechas inválidas",
      "La fecha de finalización debe ser posterior a la fecha de inicio",
    );

    await end.fill(shiftDate(today, 14));
    await submit.click();
    await expectToast(page, "Promoción creada", "La promoción ha sido creada exitosamente");
    await expect(dialog).toBeHidden();

    const created = card(page, PROMOTION);
    await expect(created).toContainText("Activa");
    await expect(created).toContainText("20% de descuento");
    await expect(created).toContainText("0 productos");

    // The form starts over when opened again.
    await page.getByRole("button", { name: "Nueva Promoción" }).click();
    await expect(dialog.getByLabel(/^Nombre/)).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancelar" }).click();

    await created.getByRole("button", { name: "Ver Productos" }).click();
    const products = page.getByRole("dialog", { name: `Productos de ${PROMOTION}` });
    await expect(products.getByText("Esta promoción no tiene productos asignados.")).toBeVisible();
    await products.getByRole("button", { name: "Cerrar", exact: true }).click();

    // Deactivate: gone from Activas, listed under Desactivadas; then activate again.
    await created.getByRole("button", { name: `Desactivar ${PROMOTION}` }).click();
    await expectToast(page, "Promoción desactivada");
    await expect(created).toHaveCount(0);
    await page.getByRole("tab", { name: "Desactivadas" }).click();
    await expect(card(page, PROMOTION)).toContainText("Desactivada");
    await card(page, PROMOTION)
      .getByRole("button", { name: `Activar ${PROMOTION}` })
      .click();
    await expectToast(page, "Promoción activada");
    await expect(card(page, PROMOTION)).toHaveCount(0);
    await page.getByRole("tab", { name: "Activas" }).click();
    await expect(card(page, PROMOTION)).toContainText("Activa");
  });

  test("los productos de una promoción con precio tachado y precio con descuento", async ({ page }) => {
    await loginAs(page, "vendedor", { landing: "/promotions" });
    const promotions = (await (await page.request.get("/api/promotions")).json()) as {
      id: number;
      name: string;
      discount_percentage: number;
      products_count: number;
    }[];
    const seeded = promotions.find((p) => p.name === "Semana del frenado");
    if (!seeded) throw new Error("seeded promotion missing");
    const items = (await (await page.request.get(`/api/promotions/${seeded.id}/products`)).json()) as {
      name: string;
      sellingPrice: number;
    }[];
    expect(items.length).toBeGreaterThan(0);

    await page.getByLabel("Buscar promociones").fill("frenado");
    await card(page, seeded.name).getByRole("button", { name: "Ver Productos" }).click();
    const dialog = page.getByRole("dialog", { name: `Productos de ${seeded.name}` });
    await expect(dialog.getByRole("listitem")).toHaveCount(items.length);
    const first = items[0]!;
    const line = dialog.getByRole("listitem").filter({ hasText: first.name });
    const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    expect(normalise(await line.locator("s").textContent())).toBe(normalise(cop.format(first.sellingPrice)));
    const discounted = first.sellingPrice - (first.sellingPrice * seeded.discount_percentage) / 100;
    expect(normalise(await line.locator(".promotion-product-discounted").textContent())).toBe(
      normalise(cop.format(discounted)),
    );
  });

  test("un Administrador asigna un producto y ve su precio con descuento; luego lo quita", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    // This run's own promotion (running now, 25%) and product, so other journeys cannot interfere.
    const day = 24 * 60 * 60 * 1000;
    const name = `Promo asignar ${stamp}`;
    const promo = await page.request.post("/api/promotions", {
      data: {
        name,
        description: null,
        discountPercentage: 25,
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 7 * day).toISOString(),
        isActive: true,
      },
    });
    expect(promo.status()).toBe(201);
    const [ref] = (await (await page.request.get("/api/products?limit=1")).json()) as {
      categoryId: number;
      brandId: number;
    }[];
    const partName = `Filtro promo ${stamp}`;
    const part = await page.request.post("/api/products", {
      data: {
        name: partName,
        sku: `PRM-${stamp}`,
        categoryId: ref!.categoryId,
        brandId: ref!.brandId,
        costPrice: 30000,
        sellingPrice: 48000,
        stock: 9,
        stockThreshold: 5,
        discount: null,
      },
    });
    expect(part.status()).toBe(201);
    const product = (await part.json()) as { id: number };

    await page.goto("/promotions");
    await page.getByLabel("Buscar promociones").fill(stamp);
    const promotion = card(page, name);
    await expect(promotion).toContainText("0 productos");
    await promotion.getByRole("button", { name: `Asignar productos a ${name}` }).click();
    const assign = page.getByRole("dialog", { name: `Asignar productos a ${name}` });
    await assign.getByLabel("Buscar productos del inventario").fill(`PRM-${stamp}`);
    await assign.getByRole("button", { name: `Agregar ${partName}` }).click();
    await expectToast(page, "Producto asignado", partName);
    await expect(assign.getByRole("button", { name: "Asignado" })).toBeDisabled();
    await assign.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(promotion).toContainText("1 producto");

    // The products dialog: original price struck through, 25% off beside it.
    await promotion.getByRole("button", { name: "Ver Productos" }).click();
    const dialog = page.getByRole("dialog", { name: `Productos de ${name}` });
    const line = dialog.getByRole("listitem").filter({ hasText: partName });
    const normalise = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    await expect(line).toBeVisible();
    expect(normalise(await line.locator("s").textContent())).toBe(normalise(cop.format(48000)));
    expect(normalise(await line.locator(".promotion-product-discounted").textContent())).toBe(
      normalise(cop.format(36000)),
    );
    // The product now sells with the promotion's discount.
    const sold = (await (await page.request.get(`/api/products/${product.id}`)).json()) as {
      discount: number;
    };
    expect(sold.discount).toBe(25);

    // Taken out again: the dialog empties and the count follows.
    await line.getByRole("button", { name: `Quitar ${partName} de la promoción` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Quitar" }).click();
    await expectToast(page, "Producto quitado", partName);
    await expect(dialog.getByText("Esta promoción no tiene productos asignados.")).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar", exact: true }).click();
    await expect(promotion).toContainText("0 productos");
  });

  test("las tarjetas se leen en un teléfono", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "vendedor", { landing: "/promotions" });
    await expect(page.getByRole("button", { name: "Nueva Promoción" })).toBeVisible();
    await expect(card(page, "Semana del frenado")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
