// 'Reportes' with 'Modo mostrador' on, by visible text: two sales to a new customer through the API,
// then the screen filtered by that customer shows their net total, and the trend's table downloads
// as CSV with those figures. The shop's settings are put back as they were at the end.
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

test.describe("reportes con modo mostrador", () => {
  let original: unknown = null;
  test.afterEach(async ({ page }) => {
    if (original) await page.request.put("/api/shop-settings", { data: original });
  });

  async function sell(page: Page, customerId: number, productId: number, quantity: number) {
    const res = await page.request.post("/api/sales", {
      data: {
        status: "completed",
        paymentMethod: "efectivo",
        customerId,
        lines: [{ productId, quantity, discount: 0 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  test("dos ventas a un cliente aparecen en Reportes y en el CSV", async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, "admin");
    original = await (await page.request.get("/api/shop-settings")).json();
    const on = { ...(original as object), counterMode: true, requireOpenSession: false };
    expect((await page.request.put("/api/shop-settings", { data: on })).status()).toBe(200);

    const [ref] = (await (await page.request.get("/api/products?limit=1")).json()) as Array<{
      categoryId: number;
      brandId: number;
    }>;
    const part = await page.request.post("/api/products", {
      data: {
        name: `Rótula reporte ${suffix}`,
        sku: `RR-${suffix}`,
        categoryId: ref!.categoryId,
        brandId: ref!.brandId,
        costPrice: 10000,
        sellingPrice: 12500,
        stock: 10,
        stockThreshold: 1,
      },
    });
    expect(part.status(), await part.text()).toBe(201);
    const productId = (await part.json()).id as number;
    const customer = await page.request.post("/api/customers", {
      data: {
        customer_type: "juridica",
        document_type: "rif",
        document_number: `J-${Date.now() % 100_000_000}`,
        business_name: `Taller Reportes ${suffix}`,
        state: "Zulia",
      },
    });
    expect(customer.status(), await customer.text()).toBe(201);
    const customerId = (await customer.json()).id as number;
    await sell(page, customerId, productId, 2);
    await sell(page, customerId, productId, 1);

    await page.goto("/reports");
    await expect(page.getByRole("heading", { name: "Reportes", level: 1 })).toBeVisible();
    await page
      .getByRole("combobox", { name: "Cliente" })
      .selectOption({ label: `Taller Reportes ${suffix}` });
    // Three units at $ 12.500 before IVA.
    const net = page.locator(".report-figures div").filter({ hasText: "Ventas netas" }).locator("dd");
    await expect(net).toHaveText("$\u00a037.500");
    await expect(
      page.locator(".report-figures div").filter({ hasText: "Unidades" }).locator("dd"),
    ).toHaveText("3");

    const trend = page.locator(".report-chart-card").filter({ hasText: "Tendencia de Ventas" });
    await trend.getByRole("button", { name: "Descargar" }).click();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV (.csv)" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^ventas-por-periodo-.*\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv).toContain('"Ventas netas (COP)"');
    expect(csv).toMatch(/"2";"3";"37500";"0";"37500";"30000";"7500"/);
  });
});
