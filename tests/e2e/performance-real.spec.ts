// 'Rendimiento de Vendedores' with 'Modo mostrador' on, by visible text: two Vendedores sell a new
// part through the API, an Administrador returns one unit of one sale, and /performance shows each
// seller's figures grown by exactly those sales (what the shop sold before this journey read from
// the same API first); a goal set in 'Establecer Metas' is still there after a reload. The mode is
// turned off again at the end, so the specification's journeys keep their default.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const PRICE = 12_500;

interface Row {
  seller: { id: number | null; name: string };
  netCents: number;
  salesCount: number;
  units: number;
  returnedCents: number;
}

async function setCounterMode(page: Page, on: boolean) {
  const current = await (await page.request.get("/api/shop-settings")).json();
  const res = await page.request.put("/api/shop-settings", {
    data: { ...current, counterMode: on, requireOpenSession: false },
  });
  expect(res.status()).toBe(200);
}

async function monthRows(page: Page): Promise<Map<string, Row>> {
  const res = await page.request.get("/api/reports/performance?period=month");
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { sellers: Row[] }).sellers;
  return new Map(rows.map((row) => [row.seller.name, row]));
}

async function sellAs(
  api: APIRequestContext,
  username: string,
  productId: number,
  quantity: number,
): Promise<{ id: number; lines: { id: number }[] }> {
  expect((await api.post("/api/login", { data: { username, password: "vendedor123" } })).status()).toBe(200);
  const sale = await api.post("/api/sales", {
    data: {
      status: "completed",
      paymentMethod: "efectivo",
      lines: [{ productId, quantity, discount: 0 }],
    },
  });
  expect(sale.status(), `sale by ${username}`).toBe(201);
  return sale.json();
}

const cop = (cents: number) => `$ ${(cents / 100).toLocaleString("es-CO").replace(/,/g, ".")}`;

function card(page: Page, title: string) {
  return page.locator(".perf-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("rendimiento con el modo mostrador", () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ page }) => {
    await setCounterMode(page, false);
  });

  test("dos vendedores venden, se devuelve una línea, y cada uno ve sus cifras; la meta queda guardada", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true);
    const [ref] = (await (await page.request.get("/api/products?limit=1")).json()) as Array<{
      categoryId: number;
      brandId: number;
    }>;
    const created = await page.request.post("/api/products", {
      data: {
        name: `Pastilla rendimiento ${suffix}`,
        sku: `REND-${suffix}`,
        categoryId: ref!.categoryId,
        brandId: ref!.brandId,
        costPrice: 5_000,
        sellingPrice: PRICE,
        stock: 20,
        stockThreshold: 1,
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: number };
    const before = await monthRows(page);

    const api = await playwright.request.newContext({ baseURL });
    const carlosSale = await sellAs(api, "vendedor", product.id, 3);
    await api.post("/api/logout");
    await sellAs(api, "vendedor2", product.id, 2);
    await api.dispose();
    const returned = await page.request.post(`/api/sales/${carlosSale.id}/returns`, {
      data: { reason: "Defectuoso", lines: [{ lineId: carlosSale.lines[0]!.id, quantity: 1 }] },
    });
    expect(returned.status()).toBe(201);

    const was = (name: string) =>
      before.get(name) ?? { netCents: 0, salesCount: 0, units: 0, returnedCents: 0 };
    const carlos = was("Carlos Pérez");
    const maria = was("María González");
    await page.goto("/performance");
    await expect(page.getByRole("heading", { name: "Rendimiento de Vendedores", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Vendedores" }).click();
    const carlosCard = card(page, "Carlos Pérez");
    await expect(carlosCard).toContainText(`Ventas${carlos.salesCount + 1}`);
    await expect(carlosCard).toContainText(`Monto${cop(carlos.netCents + 2 * PRICE * 100)}`);
    await expect(carlosCard).toContainText(`Unidades${carlos.units + 2}`);
    await expect(carlosCard).toContainText(`Devoluciones${cop(carlos.returnedCents + PRICE * 100)}`);
    const mariaCard = card(page, "María González");
    await expect(mariaCard).toContainText(`Ventas${maria.salesCount + 1}`);
    await expect(mariaCard).toContainText(`Monto${cop(maria.netCents + 2 * PRICE * 100)}`);
    await expect(mariaCard).toContainText(`Unidades${maria.units + 2}`);

    // 'Establecer Metas': María's goal for this month, kept on the server.
    await page.getByRole("button", { name: "Establecer Metas" }).click();
    const dialog = page.getByRole("dialog", { name: "Establecer Metas" });
    await dialog.getByRole("textbox", { name: "Meta de ventas de María González" }).fill("2.345.600");
    await dialog.getByRole("spinbutton", { name: "Meta de unidades de María González" }).fill("40");
    await dialog.getByRole("button", { name: "Guardar Metas" }).click();
    await expect(dialog.getByRole("button", { name: "¡Metas guardadas!" })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    await page.reload();
    await page.getByRole("tab", { name: "Metas" }).click();
    const goal = card(page, "María González");
    await expect(goal).toContainText("Meta$ 2.345.600");
    await expect(goal).toContainText(`Unidades${maria.units + 2} de 40`);
  });
});
