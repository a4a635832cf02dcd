// The discount a product sells with: its own, or a running promotion's when that is larger.
// Shared by both stores (the BFF computes the promotion part in SQL, the mocks in memory).

export interface PromotionWindow {
  is_active: boolean;
  /** Full ISO timestamps, so text order is time order. */
  start_date: string;
  end_date: string;
}

/** A promotion applies while it is switched on and `nowIso` lies within its dates (both ends included). */
export function isPromotionRunning(promotion: PromotionWindow, nowIso: string): boolean {
  return promotion.is_active && promotion.start_date <= nowIso && nowIso <= promotion.end_date;
}

/** The larger of the product's own discount and the best running promotion's; null when neither. */
export function effectiveDiscount(own: number | null, promotion: number | null | undefined): number | null {
  if (promotion === null || promotion === undefined) return own;
  const best = Number(promotion);
  return own === null || best > own ? best : own;
}
