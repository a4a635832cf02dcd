// Small display rules of the catalogue cards.
import type { Subcategory, Vehicle } from "@/lib/api/types";

/** A website typed without a scheme ("www.bosch.com") would otherwise open as a relative path. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The website as shown on a card: without scheme, "www." and trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "es");

export function groupSubcategoriesByCategory(
  subcategories: readonly Subcategory[],
): Map<number, Subcategory[]> {
  const groups = new Map<number, Subcategory[]>();
  for (const subcategory of subcategories) {
    const group = groups.get(subcategory.parts_category_id) ?? [];
    group.push(subcategory);
    groups.set(subcategory.parts_category_id, group);
  }
  for (const group of groups.values()) group.sort(byName);
  return groups;
}

export function vehiclesOfBrand(vehicles: readonly Vehicle[], brandId: number): Vehicle[] {
  return vehicles.filter((vehicle) => vehicle.brandId === brandId).sort(byName);
}

/**
 * The description under a refusal's title. The server answers "{title}: {reason}"; the title is
 * already shown, so only the reason is repeated (capitalised).
 */
export function refusalDescription(serverMessage: string, title: string): string {
  const prefix = `${title}:`;
  if (!serverMessage.startsWith(prefix)) return serverMessage;
  const reason = serverMessage.slice(prefix.length).trim();
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : serverMessage;
}

/**
 * Image path rules of section 7: absolute URLs (and data/blob URLs) as they are, paths on this host
 * ("/uploads/…") as they are (the API is served from the same origin), a bare file name under
 * /uploads/. Null for a blank value, so the initials badge shows instead.
 */
export function logoSrc(logoUrl: string | null | undefined): string | null {
  const trimmed = logoUrl?.trim() ?? "";
  if (!trimmed) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(trimmed) || trimmed.startsWith("/")) return trimmed;
  return `/uploads/${trimmed.replace(/^uploads\//, "")}`;
}
