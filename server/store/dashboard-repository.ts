// The home dashboard's figures.
import type { DashboardStats, LowStockProduct, RecentSale, TopSellingProduct } from "@contract/types";

export interface DashboardRepository {
  stats(): Promise<DashboardStats>;
  /** Sales completed at or after `from` and before `to` (ISO times). */
  completedSalesBetween(from: string, to: string): Promise<number>;
  /** Furthest below the threshold first, then the emptiest, then by name. */
  lowStock(limit: number): Promise<LowStockProduct[]>;
  recentSales(limit: number): Promise<RecentSale[]>;
  topSelling(limit: number): Promise<TopSellingProduct[]>;
}
