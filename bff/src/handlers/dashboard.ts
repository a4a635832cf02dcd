// Dashboard figures: all read-only.
import { type HandlerContext, type Handlers } from "../http/handler-types";
import {
  dashboardStats,
  lowStockProducts,
  recentSales,
  topSellingProducts,
} from "../repositories/dashboard-repository";

const DEFAULT_LIMIT = 5;

function limitOf(query: unknown): number {
  return (query as { limit?: number }).limit ?? DEFAULT_LIMIT;
}

export function dashboardHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async getDashboardStats() {
      return dashboardStats(db);
    },
    async listLowStockProducts(request) {
      return lowStockProducts(db, limitOf(request.query));
    },
    async listRecentSales(request) {
      return recentSales(db, limitOf(request.query));
    },
    async listTopSellingProducts(request) {
      return topSellingProducts(db, limitOf(request.query));
    },
  };
}
