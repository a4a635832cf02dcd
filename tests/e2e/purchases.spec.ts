// 'Compras' by visible text, with 'Modo mostrador' on: an Administrador orders three parts under
// their minimum from the supplier's group in 'Sugerencias' (the draft then edited to the quantities
// and a cost agreed), sends the order, receives two in a first delivery counted by scanning
// each box ('Contar desde cero'; the third left at 0: a short delivery), sees the order 'Recibida
// parcialmente', receives the third later, and checks
// the receipts' costs, a part's stock and its 'Compra' movement and cost change in 'Historial'.
// The mode is turned off again at the end, so the specification's journeys keep their default.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAs, toast } from "./support/session";
import { scanCode } from "./support/scanner";
import { postPart, setCounterMode } from "./support/counter-setup";

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

const newPart = (page: Page, name: string, stock: number, costPrice: number) =>
  postPart(page, {
    name,
    sku: `OC-${name.slice(0, 3)}-${suffix}`.toUpperCase(),
    costPrice,
    sellingPrice: costPrice * 2,
    stock,
    stockThreshold: 1,
  });

test.describe("compras", () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ page }) => {
    await setCounterMode(page, false, {});
  });

  test("ordenar desde 'Sugerencias' tres partes, recibir dos y luego la tercera; stock, movimiento y costo", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true, {});
    const supplier = `Repuestos Andinos ${suffix}`;
    const created = await page.request.post("/api/suppliers", {
      data: {
        name: supplier,
        contactPerson: null,
        email: null,
        phone: null,
        address: null,
        city: null,
        country: null,
        status: "active",
        rating: null,
        leadTimeDays: 5,
      },
    });
    expect(created.status()).toBe(201);
    // Three parts at their minimum (1), each with this supplier as its 'Proveedor preferido'.
    const parts = [
      await newPart(page, `Amortiguador compra ${suffix}`, 1, 10),
      await newPart(page, `Bomba compra ${suffix}`, 0, 20),
      await newPart(page, `Correa compra ${suffix}`, 1, 5),
    ];
    const supplierId = (await created.json()).id as number;
    for (const part of parts) {
      const preferred = await page.request.put(`/api/products/${part.id}/preferred-supplier`, {
        data: { supplierId },
      });
      expect(preferred.status()).toBe(200);
    }

    await page.goto("/purchases");
    await expect(page.getByRole("heading", { name: "Compras", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Sugerencias" }).click();
    const group = page
      .locator(".pur-suggestion-group")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^${supplier}`) }) });
    for (const part of parts)
      await expect(group.getByRole("row").filter({ hasText: part.name })).toBeVisible();
    await group.getByRole("button", { name: "Crear orden en borrador" }).click();
    await expect(toast(page).filter({ hasText: "guardada como borrador" }).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "Órdenes", selected: true })).toBeVisible();

    // The draft holds the three parts; the quantities and the first part's cost are agreed with the
    // supplier before it is sent.
    const card = page.getByRole("listitem").filter({ hasText: supplier }).first();
    await expect(card).toContainText("Borrador");
    await card.getByRole("button", { name: "Editar" }).click();
    const dialog = page.getByRole("dialog", { name: /^Editar orden OC-/ });
    for (const part of parts) await expect(dialog.getByLabel(`Cantidad de ${part.name}`)).toBeVisible();
    await dialog.getByLabel(`Cantidad de ${parts[0]!.name}`).fill("2");
    await dialog.getByLabel(`Costo unitario de ${parts[0]!.name}`).fill("12");
    await dialog.getByLabel(`Cantidad de ${parts[1]!.name}`).fill("3");
    await dialog.getByLabel(`Cantidad de ${parts[2]!.name}`).fill("1");
    await dialog.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Borrador");
    await card.getByRole("button", { name: "Enviar" }).click();
    await expect(card).toContainText("Enviada");

    await card.getByRole("button", { name: "Recibir mercancía" }).click();
    let receive = page.getByRole("dialog", { name: /^Recibir mercancía · OC-/ });
    await expect(receive.getByLabel(`Cantidad de ${parts[0]!.name}`)).toHaveValue("2");
    // The first delivery is counted box by box: every line from 0, then each box's label scanned
    // (two of the first part, three of the second; the third part has not come).
    await receive.getByRole("button", { name: "Contar desde cero" }).click();
    await expect(receive.getByLabel(`Cantidad de ${parts[0]!.name}`)).toHaveValue("0");
    for (const [part, count] of [
      [parts[0]!, 2],
      [parts[1]!, 3],
    ] as const) {
      for (let box = 1; box <= count; box++) {
        await scanCode(page, part.sku);
        await expect(receive.getByLabel(`Cantidad de ${part.name}`)).toHaveValue(String(box));
      }
    }
    await expect(receive.getByLabel(`Cantidad de ${parts[2]!.name}`)).toHaveValue("0");
    await receive.getByRole("button", { name: "Confirmar recepción" }).click();
    await expect(toast(page).filter({ hasText: "Mercancía recibida" }).first()).toBeVisible();
    await expect(card).toContainText("Recibida parcialmente");
    await expect(card).toContainText("Pendiente: 1 u.");

    await card.getByRole("button", { name: "Recibir mercancía" }).click();
    receive = page.getByRole("dialog", { name: /^Recibir mercancía · OC-/ });
    await expect(receive.getByLabel(`Cantidad de ${parts[2]!.name}`)).toHaveValue("1");
    await expect(receive.getByLabel(`Cantidad de ${parts[0]!.name}`)).toHaveCount(0);
    await receive.getByRole("button", { name: "Confirmar recepción" }).click();
    await expect(card).toContainText("Recibida", { timeout: 10_000 });
    await expect(card).not.toContainText("Recibida parcialmente");

    await page.getByRole("tab", { name: "Recepciones" }).click();
    const firstReceipt = page.getByRole("listitem").filter({ hasText: parts[0]!.name }).first();
    await expect(firstReceipt).toContainText(/\+2 \(stock 3\) · costo \$\s?10,00 → \$\s?12,00/);

    await page.goto(`/inventory?product=${parts[0]!.id}`);
    const details = page.getByRole("dialog", { name: "Detalles del Producto" });
    await details.getByRole("button", { name: "Historial" }).click();
    const movements = details.getByRole("region", { name: "Movimientos de stock" });
    const newest = movements.getByRole("row").nth(1);
    await expect(newest).toContainText("Compra");
    await expect(newest).toContainText("3");
    const prices = details.getByRole("region", { name: "Historial de precios" });
    await expect(prices).toContainText(/12[.,]00|12$/m);
  });

  test("'Sugerencias': una parte bajo su mínimo, por su proveedor, a una orden en borrador", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true, {});
    const supplier = `Frenos Unidos ${suffix}`;
    const created = await page.request.post("/api/suppliers", {
      data: {
        name: supplier,
        contactPerson: null,
        email: null,
        phone: null,
        address: null,
        city: null,
        country: null,
        status: "active",
        rating: null,
        leadTimeDays: 3,
      },
    });
    const part = await newPart(page, `Disco sugerido ${suffix}`, 0, 30);
    // An earlier order names the supplier the part comes from.
    const earlier = await page.request.post("/api/purchase-orders", {
      data: { supplierId: (await created.json()).id, lines: [{ productId: part.id, quantity: 1 }] },
    });
    expect(earlier.status()).toBe(201);

    await page.goto("/purchases");
    await page.getByRole("tab", { name: "Sugerencias" }).click();
    // By its heading: every group's 'Proveedor preferido' lists all the suppliers' names.
    const group = page
      .locator(".pur-suggestion-group")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^${supplier}`) }) });
    await expect(group.getByRole("row").filter({ hasText: part.name })).toBeVisible();
    await group.getByRole("button", { name: "Crear orden en borrador" }).click();
    await expect(toast(page).filter({ hasText: "guardada como borrador" }).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: "Órdenes", selected: true })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: supplier })).toHaveCount(2);
  });

  test("'Proveedor preferido' lleva la parte a su grupo; la orden se descarga en CSV para el proveedor", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true, {});
    const supplierBody = (name: string) => ({
      name,
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      city: null,
      country: null,
      status: "active",
      rating: null,
      leadTimeDays: 2,
    });
    const first = `Lubricantes Norte ${suffix}`;
    const second = `Distribuidora Sur ${suffix}`;
    const firstId = (await (await page.request.post("/api/suppliers", { data: supplierBody(first) })).json())
      .id;
    expect((await page.request.post("/api/suppliers", { data: supplierBody(second) })).status()).toBe(201);
    const part = await newPart(page, `Aceite preferido ${suffix}`, 0, 12.5);
    const order = await page.request.post("/api/purchase-orders", {
      data: { supplierId: firstId, lines: [{ productId: part.id, quantity: 4 }] },
    });
    expect(order.status()).toBe(201);
    const number = (await order.json()).number as string;

    await page.goto("/purchases");
    await page.getByRole("tab", { name: "Sugerencias" }).click();
    const groupOf = (supplier: string) =>
      page
        .locator(".pur-suggestion-group")
        .filter({ has: page.getByRole("heading", { name: new RegExp(`^${supplier}`) }) });
    await expect(groupOf(first).getByRole("row").filter({ hasText: part.name })).toBeVisible();
    await groupOf(first).getByLabel(`Proveedor preferido de ${part.name}`).selectOption({ label: second });
    await expect(toast(page).filter({ hasText: "Proveedor preferido guardado" }).first()).toBeVisible();
    await expect(groupOf(second).getByRole("row").filter({ hasText: part.name })).toBeVisible();
    await expect(groupOf(first)).toHaveCount(0);

    await page.getByRole("tab", { name: "Órdenes" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `Descargar CSV de ${number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`orden-${number}.csv`);
    const text = (await import("node:fs")).readFileSync((await file.path())!, "utf8");
    expect(text).toContain(`"${part.name}";"4";"12,50";"50,00"`);
    expect(text).toContain("Total");
  });

  test("una lista de precios del proveedor actualiza el costo de una parte por el código del proveedor", async ({
    page,
  }) => {
    await loginAs(page, "admin");
    await setCounterMode(page, true, {});
    const part = await newPart(page, `Filtro lista ${suffix}`, 2, 100);
    const supplierCode = `AND-${suffix}`;
    const code = await page.request.post(`/api/products/${part.id}/codes`, {
      data: { code: supplierCode, kind: "Proveedor" },
    });
    expect(code.status()).toBe(201);

    await page.goto("/purchases");
    await page.getByRole("button", { name: "Importar lista de precios" }).click();
    const dialog = page.getByRole("dialog", { name: "Importar lista de precios" });
    await dialog.getByLabel("Archivo de la lista de precios").setInputFiles({
      name: "lista.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Código;Descripción;Precio ($)\n${supplierCode};Filtro;125,50\nNO-${suffix};Otro;9\n`,
      ),
    });
    await expect(dialog.getByLabel("Columna del costo")).toHaveValue("2");
    await dialog.getByRole("button", { name: "Revisar" }).click();
    await expect(dialog.getByText("2 filas en la lista")).toBeVisible();
    await expect(dialog.getByText(`NO-${suffix} (fila 3)`)).toBeVisible();
    await dialog.getByRole("button", { name: "Aplicar precios" }).click();
    await expect(toast(page).filter({ hasText: "1 productos actualizados." }).first()).toBeVisible();

    const after = await (await page.request.get(`/api/products/${part.id}`)).json();
    expect(after.costPrice).toBe(125.5);
    const history = await (await page.request.get(`/api/products/${part.id}/price-history`)).json();
    expect(history.at(-1)).toMatchObject({ oldCostPrice: 100, newCostPrice: 125.5 });
  });
});
