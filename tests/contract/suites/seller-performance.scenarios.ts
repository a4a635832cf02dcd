// 'Rendimiento de Vendedores' from the recorded sales: two sellers' sales and a return placed in a
// custom period and the one before it (the process clock set for each write), each seller's figures
// recomputed here from the sales as getSale answers them; a Vendedor sees only his own row.
import { expect, vi } from "vitest";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { counterModeOn, stockedProduct } from "../support/sales";
import type { Scenario } from "../support/scenario";
import { REPORT_MESSAGES } from "../../../rules/report-messages";

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const cents = (amount: number) => Math.round(amount * 100);

export const sellerPerformanceScenarioList: Scenario[] = [
  {
    title:
      "getSellerPerformance: per seller net, sales, units, ticket, returns, trend and 5 % commission; a Vendedor sees only his own",
    covers: [["getSellerPerformance", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const one = await ctx.vendedor();
      const two = await ctx.vendedor2();
      await counterModeOn(admin);
      const product = await stockedProduct(admin, 40, 80);
      const sell = async (iso: string, client: ApiClient, quantity: number): Promise<Json> => {
        const res = await at(iso, () =>
          client.call("createSale", {
            body: {
              status: "completed",
              paymentMethod: "efectivo",
              lines: [{ productId: product.id, quantity, discount: 0 }],
            },
          }),
        );
        expectStatus(res, 201);
        return res.body;
      };
      // The period: 1–10 June 2024 (Bogotá); the one before: 22–31 May.
      await sell("2024-05-25T15:00:00.000Z", one, 1);
      const s1 = await sell("2024-06-02T15:00:00.000Z", one, 3);
      await sell("2024-06-11T04:59:00.000Z", one, 2); // 10 June 23:59 local
      await sell("2024-06-11T05:00:00.000Z", one, 5); // 11 June: outside
      await sell("2024-06-05T15:00:00.000Z", two, 1);
      const giveBack = await at("2024-06-06T15:00:00.000Z", () =>
        admin.call("createSaleReturn", {
          path: { id: s1.id },
          body: { reason: "Defectuoso", lines: [{ lineId: s1.lines[0].id, quantity: 1 }] },
        }),
      );
      expectStatus(giveBack, 201);

      const meFirst = (await one.call("getCurrentUser")).body;
      expectStatus(
        await admin.call("saveSellerGoals", {
          body: { month: "2024-06", goals: [{ userId: meFirst.id, amountCents: 64000, units: 10 }] },
        }),
        200,
      );
      const query = { period: "custom", from: "2024-06-01", to: "2024-06-10" } as const;
      const res = await admin.call("getSellerPerformance", { query });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ previousFrom: "2024-05-22", previousTo: "2024-05-31" });
      const price = cents(80);
      const rowOf = (body: Json, user: Json) => body.sellers.find((row: Json) => row.seller.id === user.id);
      const me = (await one.call("getCurrentUser")).body;
      const other = (await two.call("getCurrentUser")).body;
      // One: 3 + 2 units sold, 1 returned; 2 sales; the previous period sold 1.
      expect(rowOf(res.body, me)).toEqual({
        seller: { id: me.id, name: me.name },
        netCents: 4 * price,
        salesCount: 2,
        units: 4,
        averageTicketCents: Math.round((4 * price) / 2),
        returnedCents: price,
        marginCents: 4 * price - 4 * cents(product.costPrice),
        previousNetCents: price,
        trendPercent: 300,
        commissionCents: Math.round(4 * price * 0.05),
        goal: { amountCents: 64000, units: 10 },
        progressPercent: Math.round(((4 * price) / 64000) * 1000) / 10,
      });
      expect(rowOf(res.body, other)).toMatchObject({
        netCents: price,
        salesCount: 1,
        trendPercent: null,
        goal: null,
        progressPercent: null,
      });
      expect(res.body.monthly).toEqual([
        { month: "2024-06", netCents: 5 * price, marginCents: 5 * price - 5 * cents(product.costPrice) },
      ]);

      const own = await one.call("getSellerPerformance", { query });
      expectStatus(own, 200);
      expect(own.body.sellers.map((row: Json) => row.seller.id)).toEqual([me.id]);
      expect(own.body.sellers[0]).toEqual(rowOf(res.body, me));

      // A period over two months measures against both months' goals added up; a seller with a
      // goal and no sale there shows at zero.
      const adminUser = (await admin.call("getCurrentUser")).body;
      expectStatus(
        await admin.call("saveSellerGoals", {
          body: {
            month: "2024-05",
            goals: [
              { userId: me.id, amountCents: 36000, units: 5 },
              { userId: adminUser.id, amountCents: 10000, units: 1 },
            ],
          },
        }),
        200,
      );
      const across = await admin.call("getSellerPerformance", {
        query: { period: "custom", from: "2024-05-20", to: "2024-06-10" },
      });
      expectStatus(across, 200);
      expect(rowOf(across.body, me)).toMatchObject({
        netCents: 5 * price,
        goal: { amountCents: 100000, units: 15 },
        progressPercent: Math.round(((5 * price) / 100000) * 1000) / 10,
      });
      expect(rowOf(across.body, adminUser)).toMatchObject({
        seller: { id: adminUser.id, name: adminUser.name },
        netCents: 0,
        salesCount: 0,
        goal: { amountCents: 10000, units: 1 },
        progressPercent: 0,
      });
      expect((await one.call("getSellerPerformance", { query })).body.sellers).toHaveLength(1);

      for (const period of ["today", "week", "month", "quarter", "year"] as const)
        expectStatus(await admin.call("getSellerPerformance", { query: { period } }), 200);
    },
  },
  {
    title: "getSellerPerformance: a custom period without its dates or backwards → 400; signed out → 401",
    covers: [
      ["getSellerPerformance", "validation"],
      ["getSellerPerformance", "unauthenticated"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("getSellerPerformance", { query: { period: "custom", from: "2024-06-01" } }),
        400,
        REPORT_MESSAGES.invalidPeriod,
      );
      expectError(
        await admin.call("getSellerPerformance", {
          query: { period: "custom", from: "2024-06-10", to: "2024-06-01" },
        }),
        400,
        REPORT_MESSAGES.invalidPeriod,
      );
      expectError(await ctx.anon().call("getSellerPerformance"), 401);
    },
  },
];
