// The rough edges a new employee met, each checked at the width where it showed: nothing cut,
// nothing see-through, nothing out of reach, and one wording for the same thing on every screen.
import type { Locator, Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

/** Texts of the elements whose content is cut (wider than their box). */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent ?? ""),
  );
}

async function openPrinter(page: Page) {
  await page.goto("/inventory");
  await page.getByRole("button", { name: "Imprimir Etiquetas" }).click();
  const dialog = page.getByRole("dialog", { name: "Impresión Masiva de Etiquetas" });
  await expect(dialog.getByText(/^Mostrando 1-\d+ de \d+ productos$/)).toBeVisible();
  return dialog;
}

test.describe("a 375 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin");
  });

  test("la barra inferior, el asistente, los contadores de clientes y las promociones", async ({ page }) => {
    // 'Configuración' whole in the bottom bar's second page.
    await page.goto("/settings");
    const bar = page.getByRole("navigation", { name: "Navegación inferior" });
    await expect(bar.getByRole("link", { name: "Configuración" })).toBeVisible();
    expect(await cutTexts(bar.locator(".bottom-item-label"))).toEqual([]);

    // The assistant's panel hides what is under it.
    await page.goto("/customers");
    await page.getByRole("button", { name: "Abrir asistente" }).click();
    const panel = page.getByRole("dialog", { name: "Asistente WolfTracker" });
    await expect(panel).toBeVisible();
    const look = await panel.evaluate((node) => {
      const style = getComputedStyle(node);
      return { background: style.backgroundColor, filter: style.backdropFilter };
    });
    expect(look.background).toMatch(/^rgb\(/);
    await bar.getByRole("button", { name: "Cerrar asistente" }).click();

    // The three counters leave the customers' list in the first screen.
    const list = page.getByText("Lista de Clientes");
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(PHONE_VIEWPORT.height);

    // 'Activa' is never cut on a promotion card.
    await page.goto("/promotions");
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await cutTexts(page.locator(".promotion-card-badge"))).toEqual([]);
  });

  test("el botón de imprimir etiquetas se alcanza sin recorrer el diálogo", async ({ page }) => {
    const dialog = await openPrinter(page);
    const print = dialog.getByRole("button", { name: "Imprimir etiquetas" });
    await expect(print).toBeInViewport();
  });
});

test.describe("a 1366 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, "admin");
  });

  test("'Activa' entera, nombres enteros en el selector de etiquetas y 'Notas' sin monoespaciado", async ({
    page,
  }) => {
    await page.goto("/promotions");
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await cutTexts(page.locator(".promotion-card-badge"))).toEqual([]);

    const dialog = await openPrinter(page);
    await expect(dialog.locator(".lbl-cols-3")).toBeVisible();
    expect(await cutTexts(dialog.locator(".lbl-picker-name"))).toEqual([]);
    await dialog.getByRole("button", { name: "Cerrar diálogo" }).click();

    await page.goto("/customers");
    await page.getByRole("button", { name: "Nuevo Cliente" }).click();
    const notes = page.getByRole("dialog", { name: "Nuevo Cliente" }).getByLabel("Notas");
    const font = await notes.evaluate((node) => getComputedStyle(node).fontFamily);
    expect(font).not.toMatch(/monospace/);
  });

  test("la tarjeta de Chevrolet cuenta los mismos modelos que /vehicles, con la misma redacción", async ({
    page,
  }) => {
    await page.goto("/vehicles");
    const make = page.getByRole("article", { name: "Chevrolet" });
    const count = (await make.locator(".make-card-count").textContent())?.match(/\d+/)?.[0];
    expect(Number(count)).toBeGreaterThan(0);
    await expect(make.getByText("2007 - Actualidad").first()).toBeVisible();

    await page.goto("/inventory");
    await page.getByRole("button", { name: "Marcas" }).click();
    const card = page.getByRole("article", { name: "Chevrolet" });
    await expect(card.getByRole("heading", { name: `Vehículos (${count})` })).toBeVisible();
    await expect(card.getByText("(2007 - Actualidad)").first()).toBeVisible();
  });
});
