// Dashboard figures: all read-only.
import { ok, type Operation } from "./types";

const DEFAULT_LIMIT = 5;

const getDashboardStats: Operation<"getDashboardStats"> = async ({ store }) =>
  ok(await store.dashboard.stats());

const listLowStockProducts: Operation<"listLowStockProducts"> = async ({ store }, { query }) =>
  ok(await store.dashboard.lowStock(query.limit ?? DEFAULT_LIMIT));

const listRecentSales: Operation<"listRecentSales"> = async ({ store }, { query }) =>
  ok(await store.dashboard.recentSales(query.limit ?? DEFAULT_LIMIT));

const listTopSellingProducts: Operation<"listTopSellingProducts"> = async ({ store }, { query }) =>
  ok(await store.dashboard.topSelling(query.limit ?? DEFAULT_LIMIT));

export const dashboardOperations = {
  getDashboardStats,
  listLowStockProducts,
  listRecentSales,
  listTopSellingProducts,
};
