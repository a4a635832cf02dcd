// Dashboard figures: stats, low stock, recent sales, top sellers.
import { expect } from "vitest";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus } from "../support/expectations";
import { recordedSale } from "../support/sales";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

export const dashboardScenarioList: Scenario[] = [
  {
    title:
      "getDashboardStats: with 'Modo mostrador' on, the sales of the last 24 hours and of the 24 before (for 'desde ayer'); off, the specification's four figures",
    covers: [["getDashboardStats", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const seller = await ctx.vendedor();
      const off = await seller.call("getDashboardStats");
      expectStatus(off, 200);
      expect(Object.keys(off.body).sort()).toEqual(
        ["activePromotions", "totalProducts", "totalSales", "totalUsers"].sort(),
      );
      const before = (await admin.call("getShopSettings")).body;
      try {
        await recordedSale(admin, seller);
        const on = (await seller.call("getDashboardStats")).body;
        expect(on.salesToday).toBeGreaterThanOrEqual(1);
        expect(on.salesYesterday).toBeGreaterThanOrEqual(0);
        await recordedSale(admin, seller, "pending");
        await recordedSale(admin, seller);
        const later = (await seller.call("getDashboardStats")).body;
        // A pending sale is not a sale yet.
        expect(later.salesToday).toBe(on.salesToday + 1);
        expect(later.salesYesterday).toBe(on.salesYesterday);
      } finally {
        await admin.call("updateShopSettings", { body: before });
      }
    },
  },
  {
    title: "getDashboardStats: figures agree with the lists",
    covers: [["getDashboardStats", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const res = await (await ctx.vendedor()).call("getDashboardStats");
      expectStatus(res, 200);
      const products = await admin.call("listProducts", { query: { limit: 1 } });
      expect(res.body.totalProducts).toBe(Number(products.headers.get("x-total-count")));
      expect(res.body.totalUsers).toBe((await admin.call("listUsers")).body.length);
      const promotions = (await admin.call("listPromotions")).body as Array<{ is_active: boolean }>;
      expect(res.body.activePromotions).toBeGreaterThan(0);
      expect(res.body.activePromotions).toBeLessThanOrEqual(promotions.filter((p) => p.is_active).length);
      expect(res.body.totalSales).toBeGreaterThan(0);
      const recent = await admin.call("listRecentSales", { query: { limit: 100 } });
      expect(recent.body.length).toBe(Math.min(100, res.body.totalSales));
    },
  },
  {
    title: "listLowStockProducts: only at or below threshold, most urgent first, limit honoured",
    covers: [["listLowStockProducts", "success"]],
    async run(ctx) {
      const client = await ctx.vendedor();
      const res = await client.call("listLowStockProducts", { query: { limit: 100 } });
      expectStatus(res, 200);
      const rows = res.body as Array<{ stockQuantity: number; stockThreshold: number }>;
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.stockQuantity).toBeLessThanOrEqual(r.stockThreshold);
      const gaps = rows.map((r) => r.stockThreshold - r.stockQuantity);
      expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
      const fallback = await client.call("listLowStockProducts");
      expect(fallback.body.length).toBeLessThanOrEqual(5);
      expect(
        (await client.call("listLowStockProducts", { query: { limit: 2 } })).body.length,
      ).toBeLessThanOrEqual(2);
    },
  },
  {
    title: "listLowStockProducts / listTopSellingProducts / listRecentSales: limit 0, 101 or text → 400",
    covers: [
      ["listLowStockProducts", "validation"],
      ["listTopSellingProducts", "validation"],
      ["listRecentSales", "validation"],
    ],
    async run(ctx) {
      const client = await ctx.vendedor();
      for (const op of ["listLowStockProducts", "listTopSellingProducts", "listRecentSales"]) {
        expectError(await client.call(op, { query: { limit: 0 } }), 400);
        expectError(await client.call(op, { query: { limit: 101 } }), 400);
        expectError(await client.call(op, { query: { limit: "cinco" } }), 400);
      }
    },
  },
  {
    title: "listRecentSales: 5 by default, newest first, with the seller's name",
    covers: [["listRecentSales", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listRecentSales");
      expectStatus(res, 200);
      const rows = res.body as Array<{
        createdAt: string;
        itemsCount: number;
        user: { name: string } | null;
      }>;
      expect(rows).toHaveLength(5);
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(rows.some((r) => r.user?.name)).toBe(true);
      for (const r of rows) expect(r.itemsCount).toBeGreaterThan(0);
    },
  },
  {
    title: "listTopSellingProducts: highest amount sold first",
    covers: [["listTopSellingProducts", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("listTopSellingProducts", { query: { limit: 10 } });
      expectStatus(res, 200);
      const totals = (res.body as Array<{ totalSales: number; unitsSold: number }>).map((r) => r.totalSales);
      expect(totals.length).toBeGreaterThan(0);
      expect(totals.length).toBeLessThanOrEqual(10);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
    },
  },
  ...authScenarios("dashboard"),
];

export function defineDashboardSuite(target: Target): void {
  runScenarios(target, "dashboard", dashboardScenarioList);
}
