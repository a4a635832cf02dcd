// The inventory reports' aggregate operation: its totals and top-5 lists agree with the products the
// list operation answers, and follow a product that enters or leaves them.
import { expect } from "vitest";
import type { Product } from "@contract/types";
import { isLowStock, positive, productValue, shareOf, stockStatus } from "../../../rules/inventory-report";
import type { ApiClient } from "../support/client";
import { productBody } from "../support/bodies";
import { expectStatus } from "../support/expectations";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";
import { salesReportsScenarioList } from "./sales-reports.scenarios";
import { sellerGoalsScenarioList } from "./seller-goals.scenarios";
import { sellerPerformanceScenarioList } from "./seller-performance.scenarios";

interface ReportEntry {
  product: { id: number; stock: number; category: { name: string } | null };
  share: number;
}
interface Report {
  summary: { totalProducts: number; inventoryValue: number; totalUnits: number; lowStockCount: number };
  lowStock: (ReportEntry & { minimum: number; status: string })[];
  byValue: (ReportEntry & { value: number })[];
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const byName = (a: Product, b: Product) =>
  asciiLower(a.name) < asciiLower(b.name) ? -1 : asciiLower(a.name) > asciiLower(b.name) ? 1 : a.id - b.id;

/** The report as the rules say it must be, from every product the list answers. */
function expectedReport(products: Product[]) {
  const low = products
    .filter(isLowStock)
    .sort(
      (a, b) =>
        a.stock - b.stock || a.stock - a.stockThreshold - (b.stock - b.stockThreshold) || byName(a, b),
    );
  const valued = [...products].sort((a, b) => productValue(b) - productValue(a) || byName(a, b));
  return {
    totalProducts: products.length,
    inventoryValue: products.reduce((sum, p) => sum + productValue(p), 0),
    totalUnits: products.reduce((sum, p) => sum + positive(p.stock), 0),
    lowStockCount: low.length,
    lowStockIds: low.slice(0, 5).map((p) => p.id),
    byValueIds: valued.slice(0, 5).map((p) => p.id),
  };
}

async function check(client: ApiClient, admin: ApiClient): Promise<Report> {
  const res = await client.call("getInventoryReport");
  expectStatus(res, 200);
  const report = res.body as Report;
  const all = await admin.call("listProducts");
  const expected = expectedReport(all.body as Product[]);
  const { summary } = report;
  expect(summary.totalProducts).toBe(expected.totalProducts);
  expect(summary.totalUnits).toBe(expected.totalUnits);
  expect(summary.lowStockCount).toBe(expected.lowStockCount);
  expect(summary.inventoryValue).toBeCloseTo(expected.inventoryValue, 2);
  expect(report.lowStock.map((e) => e.product.id)).toEqual(expected.lowStockIds);
  expect(report.byValue.map((e) => e.product.id)).toEqual(expected.byValueIds);
  for (const entry of report.lowStock) {
    expect(entry.status).toBe(stockStatus(entry.product.stock, entry.minimum));
    expect(entry.share).toBe(shareOf(positive(entry.product.stock), summary.totalUnits));
  }
  for (const entry of report.byValue) {
    expect(entry.share).toBe(shareOf(entry.value, summary.inventoryValue));
    expect(entry.product.category?.name).toBeTruthy();
  }
  return report;
}

const inventoryScenarioList: Scenario[] = [
  {
    title: "getInventoryReport: totals and top-5 lists agree with every listed product",
    covers: [["getInventoryReport", "success"]],
    async run(ctx) {
      const report = await check(await ctx.vendedor(), await ctx.admin());
      expect(report.summary.totalProducts).toBeGreaterThan(50);
      expect(report.lowStock.length).toBe(5);
      expect(report.byValue.length).toBe(5);
    },
  },
  {
    title: "getInventoryReport: a product out of stock leads the low-stock list; a costly one the value list",
    covers: [["getInventoryReport", "success"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const before = await check(admin, admin);
      const [sample] = (await admin.call("listProducts", { query: { limit: 1 } })).body as Product[];
      const create = async (fields: Record<string, unknown>) => {
        const res = await admin.call("createProduct", { body: { ...productBody(sample!), ...fields } });
        expectStatus(res, 201);
        return res.body as Product;
      };
      const empty = await create({ stock: 0, stockThreshold: 900 });
      const costly = await create({ stock: 500, costPrice: 90_000_000, sellingPrice: 95_000_000 });
      try {
        const after = await check(admin, admin);
        expect(after.summary.totalProducts).toBe(before.summary.totalProducts + 2);
        expect(after.summary.totalUnits).toBe(before.summary.totalUnits + 500);
        expect(after.summary.lowStockCount).toBe(before.summary.lowStockCount + 1);
        expect(after.lowStock[0]).toMatchObject({
          product: { id: empty.id },
          minimum: 900,
          status: "Sin stock",
        });
        expect(after.byValue[0]).toMatchObject({ product: { id: costly.id }, value: 500 * 90_000_000 });
      } finally {
        await admin.call("deleteProduct", { path: { id: empty.id } });
        await admin.call("deleteProduct", { path: { id: costly.id } });
      }
      const restored = await check(admin, admin);
      expect(restored.summary).toEqual(before.summary);
    },
  },
];

export const reportsScenarioList: Scenario[] = [
  ...inventoryScenarioList,
  ...salesReportsScenarioList,
  ...sellerPerformanceScenarioList,
  ...sellerGoalsScenarioList,
];

export function defineReportsSuite(target: Target): void {
  runScenarios(target, "reports", reportsScenarioList);
}
