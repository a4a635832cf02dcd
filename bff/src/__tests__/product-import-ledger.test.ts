// Stock set by a products import is an 'import' movement of the difference, by the importing user,
// and a changed price a price-history row; the ledger still adds up to every product's stock, and
// an import that changes nothing records nothing.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerDiscrepancies } from "../store/ledger-check";
import { postFile } from "./post-file";
import { ADMIN, appSignedInAs, as, type TestApp } from "./test-app";

let t: TestApp;
let admin = "";
let reader: Knex;
beforeAll(async () => {
  [t, admin] = await appSignedInAs(ADMIN);
  reader = t.connect();
});
afterAll(() => t.close());

async function importCsv(csv: string) {
  const file = { filename: "p.csv", type: "text/csv", content: csv };
  const uploaded = await postFile(t, admin, "/api/product-imports", file);
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
