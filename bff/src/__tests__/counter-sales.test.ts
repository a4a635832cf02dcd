// 'Modo mostrador' on the BFF over SQLite: the sale, its stock and its ledger rows commit together;
// concurrent counters selling the last unit; cancellation and returns put the units back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Knex } from "knex";
import { ledgerDiscrepancies } from "../store/ledger-check";
import { ADMIN, as, appSignedInAs, SELLER, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let seller = "";
let reader: Knex;

const call = (cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject(as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) }));

async function newProduct(sku: string, stock: number, sellingPrice = 45000): Promise<number> {
  const res = await call(admin, "POST", "/api/products", {
    name: `Filtro ${sku}`,
    sku,
    brandId: 1,
    categoryId: 2,
    costPrice: 30000,
    sellingPrice,
    stock,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const stockOf = async (id: number) =>
  (await call(admin, "GET", `/api/products/${id}`)).json().stock as number;
const sale = (productId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  status: "completed",
  paymentMethod: "efectivo",
  lines: [{ productId, quantity, discount: 0 }],
  ...extra,
});

beforeAll(async () => {
  [t, admin, seller] = await appSignedInAs(ADMIN, SELLER);
  reader = t.connect();
  const settings = (await call(admin, "GET", "/api/shop-settings")).json();
  expect(settings.counterMode).toBe(false);
  expect(
    (
      await call(admin, "PUT", "/api/shop-settings", {
        ...settings,
        counterMode: true,
        requireOpenSession: false,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe("counter sales (BFF, SQLite)", () => {
  it("records a sale, lowers the stock and writes one 'sale' movement per line by the seller", async () => {
    const a = await newProduct("COUNTER-A", 5, 10.5);
    const b = await newProduct("COUNTER-B", 3, 1999.99);
    const res = await call(seller, "POST", "/api/sales", {
      status: "completed",
      paymentMethod: "tarjeta",
      customerName: "  Taller El Pistón ",
      lines: [
        { productId: a, quantity: 2, discount: 5 },
        { productId: b, quantity: 1, discount: 0 },
        { productId: a, quantity: 1, discount: 10 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: "completed",
      customerName: "Taller El Pistón",
      itemsCount: 4,
      taxRate: 16,
    });
    // a: 3 × 10.50 = 31.50, 10 % = 3.15 → 28.35; b: 1 999.99. IVA 16 % of 2 028.34 = 324.53.
    expect(body.lines).toMatchObject([
      { productId: a, quantity: 3, discount: 10, subtotal: 28.35 },
      { productId: b, quantity: 1, subtotal: 1999.99 },
    ]);
    expect([body.subtotal, body.tax, body.total]).toEqual([2028.34, 324.53, 2352.87]);
    expect(await stockOf(a)).toBe(2);
    expect(await stockOf(b)).toBe(2);
    const movements = await reader("stock_movements")
      .where({ reference: String(body.id) })
      .orderBy("product_id");
    expect(movements).toMatchObject([
      { product_id: a, quantity: -3, stock_after: 2, kind: "sale", user_id: 2 },
      { product_id: b, quantity: -1, stock_after: 2, kind: "sale" },
    ]);
    expect(await ledgerDiscrepancies(reader)).toEqual([]);
  });

  it("two counters selling the last unit at once: one sale, one 'Cantidad excede stock' with the stock as it is", async () => {
    const id = await newProduct("COUNTER-LAST", 1);
    const [first, second] = await Promise.all([
      call(seller, "POST", "/api/sales", sale(id, 1)),
      call(admin, "POST", "/api/sales", sale(id, 1)),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(
      "Cantidad excede stock: Filtro COUNTER-LAST. Solo hay 0 unidades disponibles.",
    );
    expect(await stockOf(id)).toBe(0);
    expect(await reader("sale_lines").where({ product_id: id })).toHaveLength(1);
  });

  it("never records part of a sale: a short line leaves every stock and no sale behind", async () => {
    const plenty = await newProduct("COUNTER-PLENTY", 10);
    const scarce = await newProduct("COUNTER-SCARCE", 2);
    const before = Number((await reader("sales").count<{ n: number }[]>("* as n"))[0]!.n);
    const res = await call(seller, "POST", "/api/sales", {
      status: "completed",
      paymentMethod: "efectivo",
      lines: [
        { productId: plenty, quantity: 4, discount: 0 },
        { productId: scarce, quantity: 2, discount: 0 },
        { productId: scarce, quantity: 1, discount: 0 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Cantidad excede stock: Filtro COUNTER-SCARCE. Solo hay 2 unidades disponibles en total.",
    );
    expect([await stockOf(plenty), await stockOf(scarce)]).toEqual([10, 2]);
    expect(Number((await reader("sales").count<{ n: number }[]>("* as n"))[0]!.n)).toBe(before);
  });

  it("a pending sale holds no stock; completing it checks and lowers the stock then", async () => {
    const id = await newProduct("COUNTER-PEND", 2);
    const pending = (await call(seller, "POST", "/api/sales", sale(id, 2, { status: "pending" }))).json();
    expect(pending.status).toBe("pending");
    expect(await stockOf(id)).toBe(2);
    expect((await call(seller, "POST", "/api/sales", sale(id, 1))).statusCode).toBe(201);
    const refused = await call(seller, "POST", `/api/sales/${pending.id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Solo hay 1 unidades disponibles.");
    const another = (await call(seller, "POST", "/api/sales", sale(id, 1, { status: "pending" }))).json();
    const done = await call(seller, "POST", `/api/sales/${another.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("completed");
    expect(await stockOf(id)).toBe(0);
  });

  it("an Administrador's return and cancellation put the units back with 'return' and 'cancellation' movements", async () => {
    const id = await newProduct("COUNTER-RET", 6, 100);
    const sold = (await call(seller, "POST", "/api/sales", sale(id, 5))).json();
    const lineId = sold.lines[0].id as number;
    expect(
      (await call(seller, "POST", `/api/sales/${sold.id}/returns`, { reason: "x", lines: [] })).statusCode,
    ).toBe(403);
    const returned = await call(admin, "POST", `/api/sales/${sold.id}/returns`, {
      reason: "Pieza equivocada",
      lines: [{ lineId, quantity: 2 }],
    });
    expect(returned.statusCode).toBe(201);
    expect(returned.json().lines[0].returnedQuantity).toBe(2);
    expect(returned.json().returnedTotal).toBe(232);
    expect(await stockOf(id)).toBe(3);
    const tooMany = await call(admin, "POST", `/api/sales/${sold.id}/returns`, {
      reason: "Otra",
      lines: [{ lineId, quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(409);
    const canceled = await call(admin, "POST", `/api/sales/${sold.id}/cancel`);
    expect(canceled.json().status).toBe("canceled");
    expect(await stockOf(id)).toBe(6);
    const kinds = await reader("stock_movements")
      .where({ reference: String(sold.id) })
      .orderBy("id");
    expect(kinds.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity])).toEqual([
      ["sale", -5],
      ["return", 2],
      ["cancellation", 3],
    ]);
    expect(kinds[1]).toMatchObject({ reason: "Pieza equivocada", user_id: 1 });
    expect((await call(admin, "POST", `/api/sales/${sold.id}/cancel`)).statusCode).toBe(409);
    expect(await ledgerDiscrepancies(reader)).toEqual([]);
  });

  it("refuses a Vendedor's discount above the maximum; an Administrador may exceed it", async () => {
    const id = await newProduct("COUNTER-DISC", 5);
    const line = {
      status: "completed",
      paymentMethod: "efectivo",
      lines: [{ productId: id, quantity: 1, discount: 30 }],
    };
    const refused = await call(seller, "POST", "/api/sales", line);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Descuento no permitido: un vendedor puede aplicar como máximo un 25 % por línea.",
    );
    expect((await call(admin, "POST", "/api/sales", line)).statusCode).toBe(201);
  });

  it("lists sales newest first, searched and filtered, and the dashboard counts them", async () => {
    const stats = (await call(seller, "GET", "/api/dashboard/stats")).json();
    const list = await call(seller, "GET", "/api/sales?limit=3");
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<{ id: number; createdAt: string }>;
    expect(rows).toHaveLength(3);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    const completed = Number(
      (await call(seller, "GET", "/api/sales?status=completed&limit=1")).headers["x-total-count"],
    );
    expect(stats.totalSales).toBe(completed);
    const pistón = (await call(seller, "GET", `/api/sales?search=${encodeURIComponent("el pistón")}`)).json();
    expect(pistón.some((s: { customerName: string }) => s.customerName === "Taller El Pistón")).toBe(true);
    const recent = (await call(seller, "GET", "/api/sales/recent?limit=1")).json();
    expect(recent[0].id).toBe(
      (await call(seller, "GET", "/api/sales?status=completed&limit=1")).json()[0].id,
    );
  });
});

describe("the cost kept on each line", () => {
  const costsOf = async (saleId: number) =>
    (await reader("sale_lines").where({ sale_id: saleId }).orderBy("id").select("unit_cost_cents")).map(
      (row: { unit_cost_cents: number | string }) => Number(row.unit_cost_cents),
    );
  const setCost = async (id: number, costPrice: number) => {
    // Straight to the row: what matters here is the cost the line read, not how it changed.
    await reader("products").where({ id }).update({ cost_price: costPrice });
  };

  it("is the cost at the moment of the sale: a later cost change leaves it", async () => {
    const id = await newProduct("COST-1", 5);
    const res = await call(seller, "POST", "/api/sales", sale(id, 2));
    expect(res.statusCode).toBe(201);
    await setCost(id, 41000.5);
    expect(await costsOf(res.json().id)).toEqual([3000000]);
  });

  it("is written when a pending sale is completed, at the cost of that moment", async () => {
    const id = await newProduct("COST-2", 5);
    const pending = await call(seller, "POST", "/api/sales", { ...sale(id, 1), status: "pending" });
    expect(pending.statusCode).toBe(201);
    expect(await costsOf(pending.json().id)).toEqual([0]);
    await setCost(id, 31000);
    const done = await call(seller, "POST", `/api/sales/${pending.json().id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(await costsOf(pending.json().id)).toEqual([3100000]);
  });
});
