// A seller's row of the recorded figures with every figure at zero unless given: the stories' and
// tests' samples of 'Modo mostrador'.
import type { SellerPerformanceRow } from "../api/use-seller-performance";

export function sellerRow(
  over: Partial<SellerPerformanceRow> & Pick<SellerPerformanceRow, "seller">,
): SellerPerformanceRow {
  return {
    netCents: 0,
    salesCount: 0,
    units: 0,
    averageTicketCents: 0,
    returnedCents: 0,
    marginCents: 0,
    previousNetCents: 0,
    trendPercent: null,
    commissionCents: 0,
    goal: null,
    progressPercent: null,
    ...over,
  };
}
