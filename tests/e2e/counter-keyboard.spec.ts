// The counter by keyboard and scanner alone ('Modo mostrador'): Alt+V opens a new sale from another
// screen with the focus in a text field, the product search has the focus, each part is scanned
// (support/scanner.ts) or typed and added with Enter, NumpadAdd / NumpadSubtract ('+' / '-') change
// the last line's quantity and a number then NumpadMultiply ('*') sets it, F9 completes the sale and F8 leaves it pending, and the focus is back in
// an empty search for the next customer. Ten sales; every key is counted: at most the codes, the
// quantities and one key per sale (plus the Alt+V that opened the counter).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { scanCode } from "./support/scanner";
import { loginAs, toast, waitForShell } from "./support/session";
import { setCounterMode } from "./support/counter-setup";

interface Part {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

async function asAdmin<T>(page: Page, work: (admin: Page) => Promise<T>): Promise<T> {
  const context = await page.context().browser()!.newContext();
  try {
    const admin = await context.newPage();
    await loginAs(admin, "admin");
    return await work(admin);
  } finally {
    await context.close();
  }
}

interface OpenSession {
  id: number;
  salesCount: number;
  lastSaleId: number | null;
  methods: { method: string; expectedCents: number }[];
}

/** Closes the seller's open register session, counting what was expected (no difference). */
async function closeOwnSession(page: Page) {
  const session = (await (await page.request.get("/api/register-sessions/current")).json())
    .session as OpenSession | null;
  if (!session) return;
  const counted = Object.fromEntries(session.methods.map((m) => [m.method, m.expectedCents]));
  expect(
    (await page.request.post(`/api/register-sessions/${session.id}/close`, { data: { counted } })).ok(),
  ).toBe(true);
}

/** Three fresh parts with 50 units each, so the journey's counts are its own. */
async function freshParts(admin: Page): Promise<Part[]> {
  const [ref] = await (await admin.request.get("/api/products?limit=1")).json();
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const parts: Part[] = [];
  for (const [index, name] of ["Bujía teclado", "Filtro teclado", "Correa teclado"].entries()) {
    const res = await admin.request.post("/api/products", {
      data: {
        name: `${name} ${tag}`,
        sku: `KB${tag}-${index}`,
        categoryId: ref.categoryId,
        brandId: ref.brandId,
        costPrice: 1000,
        sellingPrice: 2000 + index * 500,
        stock: 50,
      },
    });
    expect(res.status()).toBe(201);
    parts.push(await res.json());
  }
  return parts;
}

/**
 * One sale: each line's part, how it gets in (scanned or typed + Enter), the +/- keys after it and a
 * quantity typed then '*'.
 */
interface PlannedSale {
  lines: { part: number; typed?: boolean; keys?: ("NumpadAdd" | "NumpadSubtract")[]; times?: string }[];
  pending?: boolean;
}

const PLAN: PlannedSale[] = [
  { lines: [{ part: 0 }] },
  { lines: [{ part: 1, keys: ["NumpadAdd", "NumpadAdd"] }] },
  { lines: [{ part: 2 }, { part: 0 }] },
  { lines: [{ part: 1, typed: true }] },
  { lines: [{ part: 2, keys: ["NumpadAdd", "NumpadAdd", "NumpadSubtract"] }] },
  { lines: [{ part: 0 }], pending: true },
  { lines: [{ part: 0 }, { part: 0 }] },
  { lines: [{ part: 1 }, { part: 2, keys: ["NumpadAdd"] }] },
  { lines: [{ part: 2, times: "12" }] },
  {
    lines: [
      { part: 0, times: "3" },
      { part: 1, typed: true, keys: ["NumpadAdd"] },
    ],
  },
];

test.describe("mostrador con el teclado y el escáner", () => {
  test.describe.configure({ timeout: 300_000 });
  test.afterEach(async ({ page }) => {
    await asAdmin(page, (admin) => setCounterMode(admin, false));
  });

  test("diez ventas sin ratón: Alt+V, los códigos, las cantidades y una tecla por venta", async ({
    page,
  }) => {
    const parts = await asAdmin(page, async (admin) => {
      await setCounterMode(admin, true);
      return freshParts(admin);
    });
    await loginAs(page, "vendedor", { landing: "/inventory" });
    await waitForShell(page);
    // The clerk was typing in the inventory's search: Alt+V still opens the sale.
    await page.getByLabel("Buscar productos").focus();

    let presses = 0;
    let codeKeys = 0;
    let quantityKeys = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };

    await press("Alt+V");
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    const search = dialog.getByLabel("Buscar producto");
    await expect(search).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Completar Venta" })).toHaveAttribute(
      "aria-keyshortcuts",
      "F9",
    );
    await expect(dialog.getByRole("button", { name: "Venta Pendiente" })).toHaveAttribute(
      "aria-keyshortcuts",
      "F8",
    );
    const cart = dialog.getByRole("region", { name: "Productos en la venta" });

    const expected = new Map<number, number>();
    for (const sale of PLAN) {
      const quantities = new Map<number, number>();
      for (const line of sale.lines) {
        const part = parts[line.part]!;
        if (line.typed) {
          // Typed at a person's pace (a fast burst with Enter would read as a scan), then Enter.
          await page.keyboard.type(part.sku, { delay: 120 });
          codeKeys += part.sku.length;
          await expect(dialog.locator(".sale-product-highlighted")).toContainText(part.sku);
          await press("Enter");
        } else {
          await scanCode(page, part.sku);
          codeKeys += part.sku.length + 1;
        }
        quantities.set(part.id, (quantities.get(part.id) ?? 0) + 1);
        const quantity = dialog.getByLabel(`Cantidad de ${part.name}`);
        await expect(quantity).toHaveValue(String(quantities.get(part.id)));
        await expect(search).toHaveValue("");
        for (const key of line.keys ?? []) {
          await press(key);
          quantityKeys += 1;
          quantities.set(part.id, quantities.get(part.id)! + (key === "NumpadAdd" ? 1 : -1));
          await expect(quantity).toHaveValue(String(quantities.get(part.id)));
        }
        if (line.times) {
          // A quantity typed in the empty search, then '*': the digits and one key.
          for (const digit of line.times) await press(digit);
          await press("NumpadMultiply");
          quantityKeys += line.times.length + 1;
          quantities.set(part.id, Number(line.times));
          await expect(quantity).toHaveValue(line.times);
          await expect(search).toHaveValue("");
        }
      }
      await press(sale.pending ? "F8" : "F9");
      await expect(
        toast(page)
          .filter({ hasText: sale.pending ? "Venta pendiente creada" : "Venta registrada" })
          .first(),
      ).toBeVisible();
      // The next customer: an empty sale, the focus in its search.
      await expect(cart).toContainText("No hay productos en la venta");
      await expect(search).toBeFocused();
      await expect(search).toHaveValue("");
      if (!sale.pending)
        for (const [id, units] of quantities) expected.set(id, (expected.get(id) ?? 0) + units);
    }

    // Alt+V, the quantities and one key per sale; the typed codes' Enter is the code's own.
    const typedEnters = PLAN.flatMap((sale) => sale.lines).filter((line) => line.typed).length;
    expect(presses).toBe(1 + quantityKeys + PLAN.length + typedEnters);
    expect(quantityKeys).toBe(7 + 3 + 2);
    console.log(
      `keyboard counter: ${PLAN.length} sales, ${presses} keys besides codes (${quantityKeys} for quantities), ${codeKeys} code keys`,
    );

    // The server recorded them: the stock fell by the completed sales' units only.
    for (const part of parts) {
      const now = (await (await page.request.get(`/api/products/${part.id}`)).json()) as Part;
      expect(now.stock, part.name).toBe(50 - (expected.get(part.id) ?? 0));
    }
    const pending = (await (await page.request.get("/api/sales?status=pending&limit=5")).json()) as {
      lines: { productId: number }[];
    }[];
    expect(pending.some((sale) => sale.lines.some((line) => line.productId === parts[0]!.id))).toBe(true);

    // '?' lists the counter's keys (outside a text field).
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Atajos de teclado" });
    await expect(help.getByText("Completar la venta (modo mostrador)")).toBeVisible();
    await expect(help.getByText("Dejar la venta pendiente (modo mostrador)")).toBeVisible();
  });

  // The shop's default: a sale needs the seller's open register session. With it open, the same
  // keys sell, and each sale counts in that session.
  test("con la caja abierta (lo que la tienda exige por omisión) F9 vende y la venta cuenta en la caja", async ({
    page,
  }) => {
    const parts = await asAdmin(page, async (admin) => {
      await setCounterMode(admin, true, { requireOpenSession: true });
      const registers = (await (await admin.request.get("/api/registers")).json()) as { id: number }[];
      expect(registers.length).toBeGreaterThan(0);
      return freshParts(admin);
    });
    await loginAs(page, "vendedor");
    await closeOwnSession(page);
    const registers = (await (await page.request.get("/api/registers")).json()) as {
      id: number;
      openSession: unknown;
    }[];
    const free = registers.find((register) => !register.openSession);
    expect(free, "a register nobody has open").toBeTruthy();
    const opened = await page.request.post("/api/register-sessions", {
      data: { registerId: free!.id, openingFloatCents: 50_000_00 },
    });
    expect(opened.status()).toBe(201);
    const session = (await opened.json()) as OpenSession;

    try {
      await page.goto("/dashboard");
      await waitForShell(page);
      await page.keyboard.press("Alt+V");
      const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
      const search = dialog.getByLabel("Buscar producto");
      await expect(search).toBeFocused();
      const sold: number[] = [];
      for (const part of [parts[0]!, parts[1]!]) {
        await scanCode(page, part.sku);
        await expect(dialog.getByLabel(`Cantidad de ${part.name}`)).toHaveValue("1");
        await page.keyboard.press("F9");
        await expect(toast(page).filter({ hasText: "Venta registrada" }).first()).toBeVisible();
        await expect(search).toBeFocused();
        await expect(dialog.getByRole("region", { name: "Productos en la venta" })).toContainText(
          "No hay productos en la venta",
        );
        const now = (await (await page.request.get("/api/register-sessions/current")).json())
          .session as OpenSession;
        expect(now.id).toBe(session.id);
        expect(now.salesCount).toBe(sold.length + 1);
        sold.push(now.lastSaleId!);
      }
      for (const [index, part] of [parts[0]!, parts[1]!].entries()) {
        const now = (await (await page.request.get(`/api/products/${part.id}`)).json()) as Part;
        expect(now.stock, part.name).toBe(49);
        const sale = await (await page.request.get(`/api/sales/${sold[index]}`)).json();
        expect(sale.status).toBe("completed");
      }
    } finally {
      await closeOwnSession(page);
    }
  });
});
