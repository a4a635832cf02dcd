// A Vendedor walks every screen (every route of the app, and every tab of each) with 'Modo
// mostrador' on and is shown no action the server would refuse him: nothing he opens is answered
// 403, and no control of an Administrador's action (products edit and delete, stock adjustment,
// fitment, codes, import, users, backups, the shop's settings and words, registers, a register's
// reopening, a sale's cancel and return, a promotion's products, customers he did not create) is on
// screen. With the mode off the specification's product dialog keeps its 'Editar' for everyone.
import type { Locator, Page } from "@playwright/test";
import { SCREEN_NAMES } from "../../frontend/src/app/routes/route-titles";
import { expect, test } from "./support/fixtures";
import { DEMO_ACCOUNTS, loginAs, waitForShell } from "./support/session";
import { setCounterMode } from "./support/counter-setup";

/** Every screen of the app, by path (the Administrador's too: their routes stay open). */
const SCREENS = [
  "/dashboard",
  "/inventory",
  "/sales",
  "/customers",
  "/promotions",
  "/vehicles",
  "/suppliers",
  "/purchases",
  "/performance",
  "/users",
  "/reports",
  "/labels",
  "/search?q=filtro",
  "/cash-register",
  "/accounts",
  "/profile",
  "/settings",
];

/** Controls that start an Administrador's operation, wherever they would show. */
const ADMIN_ACTIONS: (string | RegExp)[] = [
  /^Editar .+/,
  /^Eliminar .+/,
  "Ajustar stock",
  "Modificar compatibilidad",
  "Importar productos",
  "Nuevo Usuario",
  "Crear copia ahora",
  "Guardar en el servidor",
  "Asignar productos",
  /^Asignar productos a /,
  "Anular",
  "Devolución",
  "Reabrir",
  "Agregar caja",
  /^Renombrar .+/,
  "Guardar sinónimos",
];

/** The visible controls among `names` in `scope`, by their accessible names. */
async function visibleActions(scope: Locator, names: (string | RegExp)[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of names) {
    const controls = scope.getByRole("button", { name, exact: typeof name === "string" });
    for (const control of await controls.all())
      if (await control.isVisible()) found.push((await control.getAttribute("aria-label")) ?? String(name));
  }
  return found;
}

/**
 * Visits every route of the app and every tab of each screen, failing on any control of an
 * Administrador's action on screen.
 */
async function walkEveryScreen(page: Page) {
  const walked: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // A record's own 'Editar X' / 'Eliminar X' is refused him on products only: his customers,
    // the promotions and the local suppliers are his to change (customers checked row by row below).
    const actions =
      path === "/inventory" ? ADMIN_ACTIONS : ADMIN_ACTIONS.filter((name) => typeof name === "string");
    expect(await visibleActions(page.locator("body"), actions), path).toEqual([]);
    // Every tab of the screen too ('Configuración' → 'Ventas', the sales' 'Pendientes', the
    // register's sessions): an Administrador's control hides in a tab as well as on the first one.
    const tabs = page.getByRole("tab");
    const count = await tabs.count();
    for (let index = 0; index < count; index += 1) {
      const tab = tabs.nth(index);
      if (!(await tab.isVisible()) || (await tab.getAttribute("aria-disabled")) === "true") continue;
      const name = (await tab.textContent())?.trim() ?? String(index);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      expect(await visibleActions(page.locator("body"), actions), `${path} → ${name}`).toEqual([]);
    }
    walked.push(path);
  }
  // A screen added later is walked too: every route of the app is in SCREENS.
  const segments = walked.map((path) => path.split(/[/?]/)[1]);
  for (const segment of Object.keys(SCREEN_NAMES).filter((name) => name !== "auth"))
    expect(segments, `the walk visits /${segment}`).toContain(segment);
}

test.describe("Vendedor", () => {
  test.describe.configure({ timeout: 180_000 });
  test.afterEach(async ({ browser }) => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginAs(admin, "admin");
    await setCounterMode(admin, false);
    await context.close();
  });

  test("con el modo mostrador recorre todas las pantallas sin ver acciones que el servidor le negaría", async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await loginAs(admin, "admin");
    await setCounterMode(admin, true);
    await context.close();

    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403)
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await loginAs(page, "vendedor");

    await walkEveryScreen(page);

    // A product's details: no 'Editar', 'Eliminar', stock, fitment or code changes.
    await page.goto("/inventory");
    await waitForShell(page);
    await page
      .getByRole("button", { name: /^Ver detalles de / })
      .first()
      .click();
    const product = page.getByRole("dialog", { name: "Detalles del Producto" });
    await expect(product.getByRole("button", { name: "Cerrar" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(
      await visibleActions(product, [...ADMIN_ACTIONS, "Editar", "Eliminar", /^Agregar código/, /^Quitar /]),
    ).toEqual([]);
    // Its 'Códigos del Producto': the code may be drawn and downloaded, not saved (the barcode's
    // update is an Administrador's).
    await product.getByRole("button", { name: "Códigos del Producto" }).click();
    const codes = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("button", { name: "Descargar PNG" }) });
    await expect(codes.getByRole("button", { name: "Descargar PNG" })).toBeVisible();
    expect(await visibleActions(codes, ["Guardar código"])).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(codes).toBeHidden();
    await page.keyboard.press("Escape");

    // A recorded sale: no 'Anular' nor 'Devolución'.
    const sale = await (
      await page.request.post("/api/sales", {
        data: {
          status: "completed",
          paymentMethod: "efectivo",
          lines: [{ productId: await productWithStock(page), quantity: 1, discount: 0 }],
        },
      })
    ).json();
    await page.goto("/sales");
    await waitForShell(page);
    await page
      .getByRole("button", { name: `Ver venta #${sale.id}` })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: `Venta #${sale.id}` });
    await expect(details.getByRole("button", { name: "Imprimir recibo" })).toBeVisible();
    expect(await visibleActions(details, ADMIN_ACTIONS)).toEqual([]);
    await page.keyboard.press("Escape");

    // Customers: only the ones he created carry 'Editar' and 'Eliminar'.
    await page.goto("/customers");
    await waitForShell(page);
    await page.waitForLoadState("networkidle");
    for (const row of await page.locator("tbody tr").all()) {
      if ((await row.getByRole("button", { name: /^Editar / }).count()) === 0) continue;
      await expect(row.locator('td[data-label="Creado por"]')).toHaveText(DEMO_ACCOUNTS.vendedor.name);
    }

    expect(refused, "answers 403 while a Vendedor walked the screens").toEqual([]);
  });

  test("con el modo apagado recorre todas las pantallas igual, y el diálogo del producto sigue la especificación ('Editar' → 'Permisos insuficientes')", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403)
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await loginAs(page, "vendedor");
    await walkEveryScreen(page);
    expect(refused, "answers 403 while a Vendedor walked the screens").toEqual([]);

    await page.goto("/inventory");
    await waitForShell(page);
    await page
      .getByRole("button", { name: /^Ver detalles de / })
      .first()
      .click();
    const product = page.getByRole("dialog", { name: "Detalles del Producto" });
    await product.getByRole("button", { name: "Editar", exact: true }).click();
    await expect(page.getByText("Permisos insuficientes").first()).toBeVisible();
  });
});

async function productWithStock(page: Page): Promise<number> {
  const products = (await (await page.request.get("/api/products?limit=50")).json()) as {
    id: number;
    stock: number;
  }[];
  const product = products.find((candidate) => candidate.stock > 5);
  expect(product, "a product with stock").toBeTruthy();
  return product!.id;
}
