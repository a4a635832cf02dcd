// Stock set by a products import is an 'import' movement of the difference, by the importing user,
// and a changed price a price-history row; the ledger still adds up to every product's stock, and
// an import that changes nothing records nothing.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKnex } from "../db/knex";
import { ledgerDiscrepancies } from "../store/ledger-check";
import { ADMIN, as, createTestApp, login, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let reader: Knex;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ...ADMIN);
  reader = createKnex(t.options.databaseFile);
});
afterAll(async () => {
  await reader.destroy();
  await t.close();
});

async function importCsv(csv: string) {
  const boundary = "----import";
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const uploaded = await t.app.inject(
    as(admin, {
      method: "POST",
      url: "/api/product-imports",
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    }),
  );
  const job = uploaded.json();
  const body = { mapping: job.suggestedMapping, mode: "upsert", createMissing: false };
  await t.app.inject(
    as(admin, { method: "POST", url: `/api/product-imports/${job.id}/start`, payload: body }),
  );
  for (;;) {
    const state = (
      await t.app.inject(as(admin, { method: "GET", url: `/api/product-imports/${job.id}` }))
    ).json();
    if (state.state !== "running") return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const header = "SKU;Nombre;Categoría;Marca;Costo;Precio;Stock\n";
const productId = async (sku: string) => (await reader("products").where({ sku }).first("id")).id as number;

describe("products import and the stock ledger (BFF)", () => {
  it("records an import's stock as 'import' movements and its prices, once", async () => {
    expect(await importCsv(`${header}LEDGER-IMP-1;Bomba;Frenos;Bosch;100;150;8\n`)).toMatchObject({
      created: 1,
    });
    const id = await productId("LEDGER-IMP-1");
    expect(await reader("stock_movements").where({ product_id: id })).toMatchObject([
      { quantity: 8, stock_after: 8, kind: "import", user_id: 1 },
    ]);
    expect(await importCsv(`${header}LEDGER-IMP-1;Bomba;Frenos;Bosch;100;150;8\n`)).toMatchObject({
      unchanged: 1,
    });
    expect(await reader("stock_movements").where({ product_id: id })).toHaveLength(1);
    expect(await importCsv(`${header}ledger-imp-1;Bomba;Frenos;Bosch;100;175;5\n`)).toMatchObject({
      updated: 1,
    });
    expect(await reader("stock_movements").where({ product_id: id }).orderBy("id")).toMatchObject([
      { quantity: 8, kind: "import" },
      { quantity: -3, stock_after: 5, kind: "import", user_id: 1 },
    ]);
    expect(await reader("price_history").where({ product_id: id }).orderBy("id")).toMatchObject([
      { old_selling_price: null, new_selling_price: 150 },
      { old_selling_price: 150, new_selling_price: 175, user_id: 1 },
    ]);
    expect(await ledgerDiscrepancies(reader)).toEqual([]);
  });
});
