// The accounts' invariant in the database ('Crédito'): after a random mix of sales on account (whole
// and split), returns, cancellations, payments (some racing) and voids through the API, every
// customer's movements add up to his sales and payments recomputed independently, and no sale is
// settled beyond its debit. SQLite here; PostgreSQL in the PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../bff/src/db/open-database";
import {
  accountDiscrepancies,
  openSalesDrift,
  oversettledSales,
} from "../../bff/src/store/account-ledger-check";
import { creditCustomer, creditSaleBody } from "./support/accounts";
import { ContractSession } from "./support/client";
import { stockedProduct } from "./support/sales";
import { contextFor } from "./support/scenario";
import { createBffTarget } from "./targets/bff";

describe("accounts ledger on the database", () => {
  const bff = createBffTarget();
  const ctx = contextFor(new ContractSession(bff));
  beforeAll(() => bff.start());
  afterAll(() => bff.stop());

  it("balance = Σ movements = sales on account − returns − payments, after a random mix", async () => {
    const admin = await ctx.admin();
    const seller = await ctx.vendedor();
    const customers = [
      await creditCustomer(admin, seller, 5_000_000),
      await creditCustomer(admin, admin, 5_000_000),
    ];
    const product = await stockedProduct(admin, 500, 41);
    const sales: number[] = [];
    const payments: number[] = [];
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let step = 0; step < 30; step += 1) {
      const customer = customers[random(2)]!;
      const move = random(6);
      if (move <= 1 || sales.length === 0) {
        const quantity = 1 + random(3);
        const split = random(2) === 0;
        const body = split
          ? {
              status: "completed",
              customerId: customer.id,
              lines: [{ productId: product.id, quantity, discount: 0 }],
              payments: [
                { method: "efectivo", amountCents: 1_000 },
                { method: "credito", amountCents: quantity * 4_756 - 1_000 },
              ],
            }
          : creditSaleBody(product.id, customer.id, quantity);
        const sale = await seller.call("createSale", { body });
        expect(sale.status, sale.text).toBe(201);
        sales.push(sale.body.id);
      } else if (move === 2) {
        const sale = (await admin.call("getSale", { path: { id: sales[random(sales.length)]! } })).body;
        const line = sale.lines[0];
        if (sale.status === "completed" && line.quantity > line.returnedQuantity)
          await admin.call("createSaleReturn", {
            path: { id: sale.id },
            body: { reason: "Devolución", lines: [{ lineId: line.id, quantity: 1 }] },
          });
      } else if (move === 3) {
        const answers = await Promise.all(
          [0, 1].map(() =>
            seller.call("createCustomerPayment", {
              path: { id: customer.id },
              body: { amountCents: 1 + random(12_000), method: "transferencia" },
            }),
          ),
        );
        for (const paid of answers) if (paid.status === 201) payments.push(paid.body.id);
      } else if (move === 4 && payments.length > 0) {
        await admin.call("voidCustomerPayment", {
          path: { id: payments[random(payments.length)]! },
          body: { reason: "Error" },
        });
      } else if (move === 5 && random(3) === 0) {
        await admin.call("cancelSale", { path: { id: sales[random(sales.length)]! } });
      }
    }
    const knex = openDatabase({ databaseFile: bff.databaseFile, databaseUrl: bff.databaseUrl });
    try {
      expect(await accountDiscrepancies(knex)).toEqual([]);
      expect(await oversettledSales(knex)).toEqual([]);
      // The ageing's summary of open sales agrees with the ledger, and has some to agree on.
      expect(await openSalesDrift(knex)).toEqual([]);
      expect(
        Number((await knex("customer_open_sales").count<{ n: number }[]>("* as n"))[0]?.n),
      ).toBeGreaterThan(0);
      const movements = Number(
        (await knex("customer_account_movements").count<{ n: number }[]>("* as n"))[0]?.n ?? 0,
      );
      expect(movements).toBeGreaterThan(10);
      // The check sees a drift: a movement written behind the ledger's back.
      await knex("customer_account_movements").insert({
        customer_id: customers[0]!.id,
        kind: "payment",
        amount_cents: -1,
        occurred_on: "2026-01-01",
        created_at: new Date().toISOString(),
      });
      expect(await accountDiscrepancies(knex)).toHaveLength(1);
      const open = await knex("customer_open_sales").first<{ sale_id: number }>("sale_id");
      await knex("customer_open_sales").where({ sale_id: open!.sale_id }).update({ paid_cents: -5 });
      expect(await openSalesDrift(knex)).toEqual([Number(open!.sale_id)]);
    } finally {
      await knex.destroy();
    }
  });
});
