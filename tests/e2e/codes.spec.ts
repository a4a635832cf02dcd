// Any number finds the part: a keyboard-wedge burst opens the product; an OEM number typed in
// another spelling finds the part and offers its equivalent in stock. Seed facts
// (fixtures/codes.ts): "Filtro de combustible" has no stock, OEM 16400-41B00, and an
// equivalent in stock. The camera's journey is camera-scan.spec.ts (its own browser flags).
import type { Page } from "@playwright/test";
import { buildSeed } from "../../fixtures/seed";
import { expect, test } from "./support/fixtures";
import { loginAs, waitForShell } from "./support/session";
import { scanCode } from "./support/scanner";

const oilFilter = buildSeed().products.find((product) => product.name === "Filtro de aceite")!;
const LABEL = oilFilter.barcode!;

const productDialog = (page: Page) => page.getByRole("dialog", { name: "Detalles del Producto" });

test("a keyboard-wedge scanner's burst opens the product from any screen", async ({ page }) => {
  await loginAs(page, "vendedor", { landing: "/customers" });
  // The HTML draws the screen's frame before the app runs; the scanner is heard once the shell is up.
  await waitForShell(page);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  // A scanner types the whole code at once and ends with Enter.
  await scanCode(page, LABEL.toLowerCase().replaceAll("-", " "));
  await expect(page).toHaveURL(new RegExp(`/inventory\\?product=${oilFilter.id}`));
  await expect(
    productDialog(page).getByRole("heading", { name: /^Filtro de aceite( -\d+%)?$/ }),
  ).toBeVisible();
});

test("a scan made while the screen is still loading opens its product once the app is up", async ({
  page,
}) => {
  await loginAs(page, "vendedor");
  // A slow network: every script arrives two seconds late, so the screen's HTML frame shows alone.
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/customers", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
  const userMenu = page.getByRole("button", { name: /^Menú de usuario/ });
  await scanCode(page, LABEL.toLowerCase().replaceAll("-", " "));
  // The whole scan came before the app ran: the shell was not up to hear it.
  await expect(userMenu).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/inventory\\?product=${oilFilter.id}`), { timeout: 20_000 });
  await expect(
    productDialog(page).getByRole("heading", { name: /^Filtro de aceite( -\d+%)?$/ }),
  ).toBeVisible();
});

test("an OEM number in another spelling finds the part and offers its equivalent in stock", async ({
  page,
}) => {
  await loginAs(page, "vendedor", { landing: "/inventory" });
  await page.getByLabel("Buscar productos").fill("16400 41b00");
  const offer = page.getByRole("list", { name: "Equivalentes con stock" });
  await expect(page.getByText("Filtro de combustible no tiene stock")).toBeVisible();
  await offer.getByRole("button", { name: "Filtro de combustible diésel con trampa de agua" }).click();
  const dialog = productDialog(page);
  await expect(dialog.getByRole("heading", { name: "Equivalentes" })).toBeVisible();
  await expect(
    dialog
      .getByRole("list", { name: "Productos equivalentes" })
      .getByText("Filtro de combustible", { exact: true }),
  ).toBeVisible();
});
