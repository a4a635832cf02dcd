// Dashboard figures: all read-only.
import { ok, type Operation } from "./types";

const DEFAULT_LIMIT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** With 'Modo mostrador' on, the sales of the last 24 hours and of the 24 before feed 'desde ayer'. */
const getDashboardStats: Operation<"getDashboardStats"> = async ({ store }) => {
  const stats = await store.dashboard.stats();
  if (!(await store.shopSettings.get()).counterMode) return ok(stats);
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  const [salesToday, salesYesterday] = await Promise.all([
    store.dashboard.completedSalesBetween(at(now - DAY_MS), at(now + 1)),
    store.dashboard.completedSalesBetween(at(now - 2 * DAY_MS), at(now - DAY_MS)),
  ]);
  return ok({ ...stats, salesToday, salesYesterday });
};

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
