// Global search rules: with no query the first 10 of each kind; with one,
// every name that contains it, ignoring case and accents. Products are searched by the server;
// brands, vehicles and categories are short lists filtered here.
import type { Brand, Category, Product, Vehicle } from "@/lib/api/types";
import { formatYearRange } from "@/lib/vehicle-years";

export const EMPTY_QUERY_LIMIT = 10;
/** The most products one search shows; the total says how many more matched. */
export const PRODUCT_RESULT_LIMIT = 50;
export const DESCRIPTION_MAX = 60;

export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

function matching<T>(items: readonly T[] | undefined, query: string, texts: (item: T) => string[]): T[] {
  const list = items ?? [];
  const q = fold(query);
  if (!q) return list.slice(0, EMPTY_QUERY_LIMIT);
  return list.filter((item) => texts(item).some((text) => fold(text).includes(q)));
}

export function matchBrands(brands: readonly Brand[] | undefined, query: string): Brand[] {
  return matching(brands, query, (brand) => [brand.name]);
}

export function matchCategories(categories: readonly Category[] | undefined, query: string): Category[] {
  return matching(categories, query, (category) => [category.name]);
}

/** By model name, also with its make in front ("toyota corolla"). */
export function matchVehicles(vehicles: readonly Vehicle[] | undefined, query: string): Vehicle[] {
  return matching(vehicles, query, (vehicle) => [vehicle.name, `${vehicle.brand.name} ${vehicle.name}`]);
}

/** The product's description (its notes) cut at 60 characters. */
export function productSnippet(product: Pick<Product, "notes">): string {
  const text = product.notes?.trim() ?? "";
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX).trimEnd()}...` : text;
}

export function yearRange(vehicle: Pick<Vehicle, "yearFrom" | "yearTo">): string {
  return formatYearRange(vehicle.yearFrom, vehicle.yearTo);
}

export const searchLinks = {
  product: (id: number) => `/inventory?product=${id}`,
  brand: (id: number) => `/vehicles?brand=${id}`,
  vehicle: (id: number) => `/vehicles?vehicle=${id}`,
  category: (id: number) => `/inventory?category=${id}`,
};
