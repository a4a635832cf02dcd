// The accounts' invariant in the database ('Crédito'): after a random mix of sales on account (whole
// and split), returns, cancellations, payments (some racing) and voids through the API, every
// customer's movements add up to his sales and payments recomputed independently, and no sale is
// settled beyond its debit. SQLite here; PostgreSQL in the PostgreSQL run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../bff/src/db/open-database";
import { creditSalesBy } from "../../bff/src/store/account-reads";
import { ageing, dueDateOf } from "../../rules/customer-credit";
import {
  accountDiscrepancies,
  balanceDrift,
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
      expect(await balanceDrift(knex)).toEqual([]);
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
      expect(await balanceDrift(knex)).toEqual([customers[0]!.id]);
      const open = await knex("customer_open_sales").first<{ sale_id: number }>("sale_id");
      await knex("customer_open_sales").where({ sale_id: open!.sale_id }).update({ paid_cents: -5 });
      expect(await openSalesDrift(knex)).toEqual([Number(open!.sale_id)]);
    } finally {
      await knex.destroy();
    }
  });
  it("the ageing report sums the open sales by age as the rules bucket them, at every bucket's edge", async () => {
    const admin = await ctx.admin();
    const seller = await ctx.vendedor();
    const edges = await creditCustomer(admin, seller, 50_000_000);
    const favoured = await creditCustomer(admin, seller, 50_000_000);
    const product = await stockedProduct(admin, 100, 41);
    const sell = async (customerId: number, quantity = 1) => {
      const sale = await seller.call("createSale", {
        body: creditSaleBody(product.id, customerId, quantity),
      });
      expect(sale.status, sale.text).toBe(201);
      return sale.body as { id: number; total: number };
    };
    const asOf = new Date().toISOString().slice(0, 10);
    const daysLate = [0, 1, 30, 31, 60, 61, 90, 91];
    const edgeSales = [];
    for (let i = 0; i < daysLate.length; i += 1) edgeSales.push(await sell(edges.id));
    // A credit in favour: the oldest sale (one unit) paid, then returned; the newest (two) still owes.
    const paidThenReturned = await sell(favoured.id);
    await sell(favoured.id, 2);
    const payment = await seller.call("createCustomerPayment", {
      path: { id: favoured.id },
      body: { amountCents: 4_756, method: "efectivo" },
    });
    expect(payment.status, payment.text).toBe(201);
    const sold = (await admin.call("getSale", { path: { id: paidThenReturned!.id } })).body;
    const returned = await admin.call("createSaleReturn", {
      path: { id: sold.id },
      body: { reason: "Devolución", lines: [{ lineId: sold.lines[0].id, quantity: 1 }] },
    });
    expect(returned.status, returned.text).toBe(201);
    const knex = openDatabase({ databaseFile: bff.databaseFile, databaseUrl: bff.databaseUrl });
    try {
      // Each edge sale falls due `daysLate` days ago, in the ledger and in the ageing's summary alike.
      for (const [i, sale] of edgeSales.entries()) {
        const due = dueDateOf(`${asOf}T00:00:00.000Z`, -daysLate[i]!);
        await knex("customer_account_movements")
          .where({ sale_id: sale.id, kind: "sale" })
          .update({ due_date: due });
        await knex("customer_open_sales").where({ sale_id: sale.id }).update({ due_date: due });
      }
      const report = await admin.call("getAccountsAgeing");
      expect(report.status, report.text).toBe(200);
      const rowOf = (id: number) =>
        report.body.rows.find((row: { customerId: number }) => row.customerId === id);
      const unit = 4_756;
      expect(rowOf(edges.id)).toMatchObject({
        balanceCents: 8 * unit,
        current: unit,
        d1to30: 2 * unit,
        d31to60: 2 * unit,
        d61to90: 2 * unit,
        over90: unit,
      });
      // The newest sale owes its two units less the unit the return left in favour.
      expect(rowOf(favoured.id)).toMatchObject({ balanceCents: unit, current: unit, over90: 0 });
      // Both rows as the rules age the ledger itself (not the summaries the report reads).
      const sales = await creditSalesBy(knex, null);
      for (const row of [rowOf(edges.id), rowOf(favoured.id)] as Array<Record<string, number>>) {
        const balance = Number(
          (
            await knex("customer_account_movements")
              .where({ customer_id: row.customerId })
              .first<{ cents: number | string | null }>(knex.raw("sum(amount_cents) as cents"))
          )?.cents ?? 0,
        );
        const { overdueCents: _overdue, ...expected } = ageing(
          sales.get(row.customerId!) ?? [],
          balance,
          asOf,
        );
        expect({ customerId: row.customerId, balanceCents: row.balanceCents, ...expected }).toEqual({
          customerId: row.customerId,
          balanceCents: balance,
          current: row.current,
          d1to30: row.d1to30,
          d31to60: row.d31to60,
          d61to90: row.d61to90,
          over90: row.over90,
        });
      }
    } finally {
      await knex.destroy();
    }
  });
});
