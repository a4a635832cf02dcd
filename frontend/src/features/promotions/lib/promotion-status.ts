// Promotion status as the specification defines it: the card badge, the three tabs
// (the name search applies on top) and the prices in the products dialog.
import type { Promotion } from "@/lib/api/types";

export type PromotionTab = "active" | "upcoming" | "inactive";
export type PromotionBadge = "Activa" | "Próxima" | "Desactivada";

export const PROMOTION_TABS: readonly { id: PromotionTab; title: string; empty: string }[] = [
  { id: "active", title: "Activas", empty: "No hay promociones activas" },
  { id: "upcoming", title: "Próximas", empty: "No hay promociones programadas" },
  { id: "inactive", title: "Desactivadas", empty: "No hay promociones desactivadas" },
];

function startsInFuture(promotion: Promotion, now: Date): boolean {
  const start = new Date(promotion.start_date).getTime();
  return Number.isFinite(start) && start > now.getTime();
}

/** 'Activa' if active; otherwise 'Próxima' if it starts in the future; otherwise 'Desactivada'. */
export function promotionBadge(promotion: Promotion, now: Date): PromotionBadge {
  if (promotion.is_active) return "Activa";
  return startsInFuture(promotion, now) ? "Próxima" : "Desactivada";
}

/** Activas: active. Próximas: active and starting in the future. Desactivadas: inactive. */
export function inTab(promotion: Promotion, tab: PromotionTab, now: Date): boolean {
  if (tab === "inactive") return !promotion.is_active;
  if (tab === "upcoming") return promotion.is_active && startsInFuture(promotion, now);
  return promotion.is_active;
}

export function filterPromotions(
  promotions: readonly Promotion[],
  tab: PromotionTab,
  search: string,
  now: Date,
): Promotion[] {
  const needle = search.trim().toLocaleLowerCase("es");
  return promotions.filter(
    (promotion) =>
      inTab(promotion, tab, now) && (!needle || promotion.name.toLocaleLowerCase("es").includes(needle)),
  );
}

/** Price minus price times the discount percentage. */
export function discountedPrice(price: number, discountPercentage: number): number {
  return price - (price * discountPercentage) / 100;
}

export const LOW_STOCK_LIMIT = 5;

export function isLowStock(stock: number): boolean {
  return stock <= LOW_STOCK_LIMIT;
}

export function productCountLabel(count: number): string {
  return count === 1 ? "1 producto" : `${count} productos`;
}

/**
 * Product image address: absolute ones as they are, '/uploads/…' on this server, any other value
 * as a file name under /uploads; null when there is none (the placeholder shows).
 */
export function productImageSrc(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith("//")) return value;
  if (value.startsWith("/uploads")) return value;
  return `/uploads/${value.replace(/^\/+/, "")}`;
}
