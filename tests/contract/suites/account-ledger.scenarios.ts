// 'Crédito' invariants on both engines: after any mix of sales on account, returns, cancellations,
// payments and voids, a customer's balance equals the sum of his movements and what is recomputed
// independently from the recorded sales and payments; two payments racing for one sale never settle
// it twice.
import { expect } from "vitest";
import { CREDIT_MESSAGES } from "../../../rules/credit-messages";
import { account, creditCustomer, creditSale, creditSaleBody } from "../support/accounts";
import type { ApiClient, Json } from "../support/client";
import { stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";

/** The balance recomputed from the sales and payments as their own operations answer them. */
async function recomputed(client: ApiClient, admin: ApiClient, customerId: number, saleIds: number[]) {
  let owed = 0;
  for (const id of saleIds) {
    const sale = (await admin.call("getSale", { path: { id } })).body;
    const onAccount = sale.payments
      .filter((p: Json) => p.method === "credito")
      .reduce((sum: number, p: Json) => sum + p.amountCents, 0);
    const given = Math.round(sale.returnedTotal * 100);
    owed += sale.status === "canceled" ? 0 : onAccount - given;
  }
  const payments = (await account(client, customerId)).payments as Json[];
  return owed - payments.filter((p) => p.voidedAt === null).reduce((sum, p) => sum + p.amountCents, 0);
}

export const accountLedgerScenarios: Scenario[] = [
  {
    title: "ledger: balance = Σ movements = sales − returns − payments + voids, after a random mix",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller, 10_000_000, 30);
      const product = await stockedProduct(admin, 200, 37);
      const saleIds: number[] = [];
      const payments: number[] = [];
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed % n;
      };
      for (let step = 0; step < 24; step += 1) {
        const move = random(5);
        if (move === 0 || saleIds.length === 0) {
          const sale = await seller.call("createSale", {
            body: creditSaleBody(product.id, customer.id, 1 + random(3)),
          });
          expect(sale.status).toBe(201);
          saleIds.push(sale.body.id);
        } else if (move === 1) {
          const sale = (await admin.call("getSale", { path: { id: saleIds[random(saleIds.length)]! } })).body;
          const line = sale.lines[0];
          if (sale.status === "completed" && line.quantity > line.returnedQuantity)
            expect(
              (
                await admin.call("createSaleReturn", {
                  path: { id: sale.id },
                  body: { reason: "Devolución", lines: [{ lineId: line.id, quantity: 1 }] },
                })
              ).status,
            ).toBe(201);
        } else if (move === 2) {
          const paid = await seller.call("createCustomerPayment", {
            path: { id: customer.id },
            body: { amountCents: 1 + random(9_000), method: random(2) === 0 ? "tarjeta" : "transferencia" },
          });
          expect(paid.status).toBe(201);
          payments.push(paid.body.id);
        } else if (move === 3 && payments.length > 0) {
          await admin.call("voidCustomerPayment", {
            path: { id: payments[random(payments.length)]! },
            body: { reason: "Error" },
          });
        } else if (move === 4 && random(3) === 0) {
          await admin.call("cancelSale", { path: { id: saleIds[random(saleIds.length)]! } });
        }
      }
      const seen = await account(seller, customer.id);
      const sum = seen.movements.reduce((total: number, m: Json) => total + m.amountCents, 0);
      expect(seen.balanceCents).toBe(sum);
      expect(seen.movements[0]?.balanceCents ?? 0).toBe(sum);
      expect(seen.balanceCents).toBe(await recomputed(seller, admin, customer.id, saleIds));
      for (const sale of seen.sales as Json[]) {
        expect(sale.paidCents).toBeLessThanOrEqual(Math.max(sale.chargedCents, 0) + sale.paidCents);
        expect(sale.openCents).toBe(Math.max(0, sale.chargedCents - sale.paidCents));
      }
      const ageing = (await admin.call("getAccountsAgeing")).body.rows.find(
        (r: Json) => r.customerId === customer.id,
      );
      expect(ageing.balanceCents).toBe(seen.balanceCents);
    },
  },
  {
    title: "ledger: two payments racing for the same sale never settle it twice",
    covers: [],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const customer = await creditCustomer(admin, seller);
      const sale = await creditSale(admin, seller, customer.id, 100);
      const path = { id: customer.id };
      const picked = await Promise.all(
        [0, 1, 2].map(() =>
          seller.call("createCustomerPayment", {
            path,
            body: { amountCents: 11_600, method: "tarjeta", saleIds: [sale.id] },
          }),
        ),
      );
      expect(picked.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const refused of picked.filter((r) => r.status === 409))
        expect(refused.body.message).toBe(CREDIT_MESSAGES.pickedSaleNotOpen);
      const other = await creditSale(admin, seller, customer.id, 100);
      const oldestFirst = await Promise.all(
        [0, 1].map(() =>
          seller.call("createCustomerPayment", {
            path,
            body: { amountCents: 11_600, method: "transferencia" },
          }),
        ),
      );
      expect(oldestFirst.map((r) => r.status)).toEqual([201, 201]);
      const settled = oldestFirst.flatMap((r) => r.body.allocations as Json[]);
      expect(settled).toEqual([{ saleId: other.id, amountCents: 11_600 }]);
      const seen = await account(seller, customer.id);
      expect(seen.sales.map((s: Json) => [s.saleId, s.paidCents, s.status])).toEqual([
        [other.id, 11_600, "paid"],
        [sale.id, 11_600, "paid"],
      ]);
      expect(seen.balanceCents).toBe(-11_600);
    },
  },
];
