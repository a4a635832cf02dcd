// Seller performance and reports by visible text: an Administrador sets goals and sees the
// celebration, then switches the report tabs and periods; both screens hold at 375 px. Both screens
// show fixed demo figures and must send nothing to the server.
import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, expect, test } from "./support/fixtures";
import { loginAs } from "./support/session";

/** Every /api request from now on (the screens are local-only: this must stay empty). */
/**
 * Records the API requests the page sends from now on. It first waits for the network to settle:
 * the shell's own reads (the two-factor state, the shop settings) go out once it mounts, which on a
 * busy machine is after the screen's heading is already drawn by the build's frame.
 */
async function apiRequests(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The card whose heading is `title`. */
function card(page: Page, title: string) {
  return page.locator(".perf-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** dd/MM/yyyy of the browser's today minus `days`. */
async function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((back) => {
    const d = new Date();
    d.setDate(d.getDate() - back);
    return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
  }, days);
}

async function hasNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("rendimiento de vendedores", () => {
  test("las cifras de demostración, el orden de los vendedores y la búsqueda", async ({ page }) => {
    await loginAs(page, "admin");
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Rendimiento" })
      .click();
    await expect(page.getByRole("heading", { name: "Rendimiento de Vendedores", level: 1 })).toBeVisible();

    const total = card(page, "Ventas Totales");
    await expect(total.getByText("$ 38.040")).toBeVisible();
    await expect(total.getByText("81%")).toBeVisible();
    await expect(total.getByText("de $ 47.000")).toBeVisible();
    await expect(total.getByText("+12.3%")).toBeVisible();
    await expect(total).toContainText("vs mes anterior ($ 33.870)");
    const stats = card(page, "Estadísticas Generales");
    await expect(stats).toContainText("Total de ventas111");
    await expect(stats).toContainText("Ticket promedio$ 342,70");
    await expect(stats).toContainText("Tasa de conversión68%");
    await expect(stats).toContainText("Días restantes20");
    await expect(stats).toContainText("Mes de la metaAbril 2025");

    // The top-3 card's link opens the sellers tab, highest amount first.
    await page.getByRole("button", { name: "Ver todos los vendedores" }).click();
    await expect(page.getByRole("tab", { name: "Vendedores" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".perf-seller-card h2")).toHaveText([
      "Carlos Pérez",
      "María González",
      "Jorge Ramírez",
    ]);
    const carlos = card(page, "Carlos Pérez");
    await expect(carlos).toContainText("Comisión estimada$ 792");
    await expect(carlos.getByText("106%")).toBeVisible();

    await page.getByRole("searchbox", { name: "Buscar vendedor" }).fill("ramirez");
    await expect(page.locator(".perf-seller-card h2")).toHaveText(["Jorge Ramírez"]);
    await page.getByRole("searchbox", { name: "Buscar vendedor" }).fill("nadie");
    await expect(page.getByText("No se encontraron vendedores")).toBeVisible();
  });

  test("establecer metas: guardar copia los montos y celebra", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await loginAs(page, "admin", { landing: "/performance" });
    await expect(page.getByRole("heading", { name: "Rendimiento de Vendedores", level: 1 })).toBeVisible();
    const sent = await apiRequests(page);

    // 'Cancelar' leaves the targets as they were.
    await page.getByRole("button", { name: "Establecer Metas" }).click();
    let dialog = page.getByRole("dialog", { name: "Establecer Metas" });
    await expect(dialog.getByRole("combobox", { name: "Mes" })).toHaveValue("4");
    await expect(dialog.getByRole("combobox", { name: "Año" })).toHaveValue("2025");
    await expect(dialog.getByRole("combobox", { name: "Año" }).locator("option")).toHaveText([
      "2024",
      "2025",
      "2026",
    ]);
    await dialog.getByRole("slider", { name: "Meta de ventas de Carlos Pérez" }).press("ArrowRight");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Establecer Metas" }).click();
    dialog = page.getByRole("dialog", { name: "Establecer Metas" });
    const amount = dialog.getByRole("slider", { name: "Meta de ventas de Carlos Pérez" });
    await expect(amount).toHaveAttribute("aria-valuenow", "15000");
    await amount.press("ArrowRight");
    await amount.press("ArrowRight");
    await amount.press("ArrowRight");
    await expect(amount).toHaveAttribute("aria-valuenow", "18000");
    await expect(dialog.getByText("Meta de ventas: $ 18.000")).toBeVisible();
    const units = dialog.getByRole("slider", { name: "Meta de unidades de Carlos Pérez" });
    await expect(units).toHaveAttribute("aria-valuenow", "55");
    await units.press("ArrowRight");
    await expect(units).toHaveAttribute("aria-valuenow", "60");

    // The celebration lasts 1.5 s: a watcher installed before the click records that the confetti
    // canvas came, that canvas-confetti painted pieces on it (looked for at every frame) and that
    // it went, however late a busy machine lets the test look.
    await page.evaluate(() => {
      const watched = window as unknown as { celebration?: Promise<{ shown: boolean; painted: boolean }> };
      watched.celebration = new Promise((resolve) => {
        const watch = (canvas: HTMLCanvasElement) => {
          let painted = false;
          const look = () => {
            if (!canvas.isConnected) return resolve({ shown: true, painted });
            if (!painted) {
              const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
              for (let i = 3; pixels && i < pixels.length; i += 4) if (pixels[i] !== 0) painted = true;
            }
            requestAnimationFrame(look);
          };
          look();
        };
        const observer = new MutationObserver(() => {
          const canvas = document.querySelector<HTMLCanvasElement>("canvas.perf-confetti");
          if (!canvas) return;
          observer.disconnect();
          watch(canvas);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        // No canvas within 10 s: there was no celebration.
        setTimeout(() => {
          if (!document.querySelector("canvas.perf-confetti")) resolve({ shown: false, painted: false });
        }, 10_000);
      });
    });
    await dialog.getByRole("button", { name: "Guardar Metas" }).click();
    await expect(dialog.getByRole("button", { name: "¡Metas guardadas!" })).toBeVisible();
    const celebration = await page.evaluate(
      () => (window as unknown as { celebration: Promise<{ shown: boolean; painted: boolean }> }).celebration,
    );
    expect(celebration).toEqual({ shown: true, painted: true });
    // After 1.5 s the celebration ends and the goals tab shows the new target.
    await expect(page.locator("canvas.perf-confetti")).toHaveCount(0);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("tab", { name: "Metas" })).toHaveAttribute("aria-selected", "true");
    const carlos = card(page, "Carlos Pérez");
    await expect(carlos).toContainText("Meta$ 18.000");
    await expect(carlos).toContainText("88%");
    // Units are not copied: the card still shows the 45 units sold.
    await expect(carlos).toContainText("Unidades45");
    for (const name of ["Histórico", "Editar Meta", "Nueva Meta"]) {
      await expect(carlos.getByRole("button", { name })).toBeVisible();
    }
    expect(sent).toEqual([]);
  });

  test("se lee en un teléfono de 375 px", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin", { landing: "/performance" });
    await expect(card(page, "Ventas Totales").getByText("$ 38.040")).toBeVisible();
    // Charts are drawn once their box comes on screen: scroll to the first one, as a reader would.
    await page.locator(".chart-when-seen").first().scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: "Gráfico de ventas contra meta por mes" })).toBeVisible();
    // A screen reader gets the charts' figures as tables, one row per month or category.
    const monthly = page.getByRole("table", { name: "Datos del gráfico de ventas contra meta por mes" });
    await expect(monthly.getByRole("row", { name: /^Ene/ })).toHaveText(/^Ene\s*\$\s28\.500\s*\$\s40\.000$/);
    const byCategory = page.getByRole("table", { name: "Datos del gráfico de ventas por categoría" });
    await expect(byCategory.getByRole("row", { name: /^Motor/ })).toHaveText(/^Motor\s*\$\s12\.500\s*35$/);
    await hasNoSidewaysScroll(page);
    await page.getByRole("tab", { name: "Vendedores" }).click();
    await expect(card(page, "Carlos Pérez").getByRole("button", { name: "Ver Detalle" })).toBeVisible();
    await hasNoSidewaysScroll(page);
  });
});

test.describe("reportes", () => {
  test("cambiar de pestaña y de periodo", async ({ page }) => {
    await loginAs(page, "admin");
    await page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("link", { name: "Reportes" })
      .click();
    await expect(page.getByRole("heading", { name: "Reportes", level: 1 })).toBeVisible();
    const sent = await apiRequests(page);
    await expect(page.getByRole("button", { name: "Filtrar por Fecha" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Exportar" })).toBeVisible();

    const today = await browserDate(page, 0);
    await expect(page.getByRole("radio", { name: "Mes" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(`Últimos 30 días (${await browserDate(page, 30)} - ${today})`)).toBeVisible();
    await page.getByRole("radio", { name: "Día" }).click();
    await expect(page.getByText(`Hoy (${today})`)).toBeVisible();
    await page.getByRole("radio", { name: "Semana" }).click();
    await expect(page.getByText(`Últimos 7 días (${await browserDate(page, 7)} - ${today})`)).toBeVisible();
    await page.getByRole("radio", { name: "Año" }).click();
    await expect(
      page.getByText(`Últimos 365 días (${await browserDate(page, 365)} - ${today})`),
    ).toBeVisible();

    // Sales: three charts, with a Spanish tooltip in COP.
    for (const title of ["Ventas por Producto", "Tendencia de Ventas", "Ventas por Categoría"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    // The chart is a canvas: the pointer goes down the bars, just right of the axis their values
    // start from (the chart's left margin), reading the tooltip at each step.
    const chart = page.getByRole("img", { name: "Gráfico de ventas por producto" }).locator("canvas");
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    const tips: string[] = [];
    for (let y = box.y + 12; y < box.y + box.height - 50; y += 4) {
      await page.mouse.move(box.x + 170, y);
      const tip = page.locator(".chart-tooltip");
      if ((await tip.count()) > 0) tips.push(((await tip.textContent()) ?? "").replace(/\s+/g, " "));
    }
    expect(tips).toContain("Pastillas de frenoVentas: $ 4.850.000");
    // The same figures as a table, for a screen reader.
    const figures = page.getByRole("table", { name: "Datos del gráfico de ventas por producto" });
    await expect(figures.getByRole("row", { name: /^Pastillas de freno/ })).toContainText("$ 4.850.000");

    await page.getByRole("tab", { name: "Inventario" }).click();
    await expect(page.getByRole("heading", { name: "Rotación de Inventario" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stock por Categoría" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ventas por Producto" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Usuarios" }).click();
    await expect(page.getByRole("heading", { name: "Actividad de Usuarios" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ventas por Usuario" })).toBeVisible();

    await page.getByRole("tab", { name: "Financiero" }).click();
    await expect(page.getByRole("heading", { name: "Ingresos, Costos y Ganancia" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Métodos de Pago" })).toBeVisible();
    for (const method of ["Tarjeta de crédito", "Efectivo", "Transferencia", "PayPal"]) {
      await expect(page.locator(".chart-legend").getByText(method, { exact: true })).toBeVisible();
    }
    // The period label stays as chosen across tabs.
    await expect(
      page.getByText(`Últimos 365 días (${await browserDate(page, 365)} - ${today})`),
    ).toBeVisible();

    // The inert buttons do nothing and nothing is sent.
    await page.getByRole("button", { name: "Exportar" }).click();
    await page.getByRole("button", { name: "Filtrar por Fecha" }).click();
    await expect(page.getByRole("heading", { name: "Métodos de Pago" })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("se lee en un teléfono de 375 px", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(page, "admin", { landing: "/reports" });
    await expect(page.getByRole("heading", { name: "Ventas por Producto" })).toBeVisible();
    await hasNoSidewaysScroll(page);
    await page.getByRole("tab", { name: "Financiero" }).click();
    await expect(page.getByRole("heading", { name: "Métodos de Pago" })).toBeVisible();
    await hasNoSidewaysScroll(page);
  });
});
