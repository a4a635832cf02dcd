// After receipts (against an order, short, over and without one, both cost rules), a sale and a
// return to the supplier, every product's movements still add up to its stock: `npm run
// check:ledger` passes on the database file.
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN, appSignedInAs, as, type TestApp } from "./test-app";

let test: TestApp;
let cookie = "";
beforeAll(async () => {
  [test, cookie] = await appSignedInAs(ADMIN);
});
afterAll(() => test.close());

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  const res = await test.app.inject(as(cookie, { method, url, payload: payload as object }));
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

it("holds the ledger invariant after receipts, a sale and a supplier return", async () => {
  const settings = (await call("GET", "/api/shop-settings")).body;
  expect(
    (await call("PUT", "/api/shop-settings", { ...settings, counterMode: true, requireOpenSession: false }))
      .status,
  ).toBe(200);
  const supplier = await call("POST", "/api/suppliers", {
    name: "Proveedor del libro",
    contactPerson: null,
    email: null,
    phone: null,
    address: null,
    city: null,
    country: null,
    status: "active",
    rating: null,
  });
  const [a, b] = (await call("GET", "/api/products?limit=2")).body as Array<{ id: number; stock: number }>;
  const order = await call("POST", "/api/purchase-orders", {
    supplierId: supplier.body.id,
    lines: [
      { productId: a!.id, quantity: 3, unitCost: 7.5 },
      { productId: b!.id, quantity: 2 },
    ],
  });
  await call("POST", `/api/purchase-orders/${order.body.id}/status`, { status: "sent" });
  const short = await call("POST", "/api/purchase-receipts", {
    orderId: order.body.id,
    lines: [{ productId: a!.id, quantity: 1 }],
  });
  expect(short.status).toBe(201);
  await call("PUT", "/api/purchase-settings", { costRule: "average" });
  const over = await call("POST", "/api/purchase-receipts", {
    orderId: order.body.id,
    confirmOverReceipt: true,
    lines: [
      { productId: a!.id, quantity: 5 },
      { productId: b!.id, quantity: 2 },
    ],
  });
  expect(over.status).toBe(201);
  expect(
    (await call("POST", "/api/purchase-receipts", { lines: [{ productId: b!.id, quantity: 4 }] })).status,
  ).toBe(201);
  const sale = await call("POST", "/api/sales", {
    status: "completed",
    paymentMethod: "efectivo",
    lines: [{ productId: a!.id, quantity: 2, discount: 0 }],
  });
  expect(sale.status).toBe(201);
  const back = await call("POST", "/api/supplier-returns", {
    receiptId: over.body.id,
    lines: [{ productId: a!.id, quantity: 1 }],
  });
  expect(back.status).toBe(201);
  expect((await call("GET", `/api/products/${a!.id}`)).body.stock).toBe(a!.stock + 1 + 5 - 2 - 1);

  const result = spawnSync("npx", ["tsx", "scripts/check-ledger.ts", test.options.databaseFile], {
    encoding: "utf8",
    env: { ...process.env },
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toMatch(/all \d+ products add up/);
}, 60_000);
