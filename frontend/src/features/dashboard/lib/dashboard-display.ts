// Small display rules of the dashboard's lists.
import type { RecentSale } from "@/lib/api/types";

export const NO_SELLER = "N/A";

export function sellerName(sale: RecentSale): string {
  return sale.user?.name?.trim() || NO_SELLER;
}

export function itemsLabel(count: number): string {
  return count === 1 ? "1 artículo" : `${count} artículos`;
}

export function unitsLabel(count: number): string {
  return count === 1 ? "1 unidad" : `${count} unidades`;
}

/** Where a product of the dashboard opens: the inventory, on that product. */
export function productLink(id: number): string {
  return `/inventory?product=${id}`;
}

/**
 * 'Total Ventas'' change with 'Modo mostrador' on: the last 24 hours' completed sales against the 24
 * before, in whole percent ("+25%", "-10%"); with none the day before there is no percent to give.
 */
export function salesChange(today: number, yesterday: number): { percent: string } | { text: string } {
  if (yesterday === 0) return today === 0 ? { percent: "+0%" } : { text: `${today} hoy, ninguna ayer` };
  const change = Math.round(((today - yesterday) / yesterday) * 100);
  return { percent: `${change >= 0 ? "+" : ""}${change}%` };
}
