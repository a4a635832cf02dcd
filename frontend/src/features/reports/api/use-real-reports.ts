// 'Reportes' with 'Modo mostrador' on: the recorded-sales figures for the period and filters, the
// stock valuation and dead stock, each seller's figures, and the lists the filter bar offers.
import { useApiQuery } from "@/lib/api/client";
import type { SalesReportQuery } from "../lib/real-report-query";

export const useSalesReport = (query: SalesReportQuery) =>
  useApiQuery("/api/reports/sales", { params: { query } });

export const useStockReport = (days: 90 | 180) =>
  useApiQuery("/api/reports/stock", { params: { query: { days } } });

export const useSellersFigures = (from: string, to: string) =>
  useApiQuery("/api/reports/performance", { params: { query: { period: "custom", from, to } } });

export const useReportUsers = () => useApiQuery("/api/users");

export const useReportCustomers = () => useApiQuery("/api/customers");
