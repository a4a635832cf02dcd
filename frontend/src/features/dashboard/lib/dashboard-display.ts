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
