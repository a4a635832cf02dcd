// What the SQLite BFF computed for a product list request, kept under the database's list version
// (migrations/20250101000600_product_list_version.ts):
// - product pages (ids and total): a repeated first page, deep page or broad search costs one
//   one-row read until a product is added, removed or has a column the page depends on changed;
// - the vehicle models a search's words name (rules/vehicle-search.ts plans with them).
// The product rows themselves are always loaded fresh, so a stock or price edit shows at once.
// One cache per Knex instance (one per database) and kind, least recently used entries dropped
// past LIST_CACHE_ENTRIES. PRODUCT_PAGE_CACHE=off computes everything every time (the benchmark
// runs that way to show the figures without the cache).
import type { Knex } from "knex";
import type { Vehicle } from "@contract/types";
import type { ProductFilter } from "../../../server/store/products-repository";
import { usesSqlitePages, type ProductPage } from "./sqlite-product-page";

/** Entries per database and kind; a page holds at most MAX_CACHED_LIMIT ids. */
const LIST_CACHE_ENTRIES = 500;
/** Pages larger than this (an export, a label run) are computed every time. */
const MAX_CACHED_LIMIT = 200;
const CACHE_OFF = process.env.PRODUCT_PAGE_CACHE === "off";

interface Entry {
  version: number;
  value: unknown;
}

const caches = new WeakMap<Knex, Map<string, Entry>>();

function cacheOf(db: Knex): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The list version as a column: read in the same statement (one snapshot) as a kept page's rows. */
export const LIST_VERSION_COLUMN = "(SELECT version FROM product_list_version) AS list_version";

async function listVersion(db: Knex): Promise<number> {
  const row = (await db("product_list_version").first("version")) as { version: number } | undefined;
  return Number(row?.version ?? 0);
}

/** `compute`'s answer, or the one kept under `key` when the list has not changed since. */
async function cached<T>(db: Knex, key: string, compute: () => Promise<T>): Promise<T> {
  if (CACHE_OFF || !usesSqlitePages(db)) return compute();
  // Read before computing: a write landing meanwhile leaves the entry under the older version,
  // which the next request (reading the newer one) does not use.
  const version = await listVersion(db);
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    cache.delete(key); // re-inserted below: Map order is the recency order
    cache.set(key, hit);
    return hit.value as T;
  }
  const value = await compute();
  cache.delete(key);
  cache.set(key, { version, value });
  if (cache.size > LIST_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

function pageKey(filter: ProductFilter): string | null {
  if (CACHE_OFF || filter.limit === undefined || filter.limit > MAX_CACHED_LIMIT) return null;
  const { search, searchPlan, categoryId, vehicleIds, year, engine, universal, limit, offset } = filter;
  return JSON.stringify([
    "page",
    search,
    searchPlan, // a corrected search is the same text with other words
    categoryId,
    vehicleIds,
    year,
    engine,
    universal,
    limit,
    offset ?? 0,
  ]);
}

/** A product page, kept while the list does not change. */
export function cachedPage(db: Knex, filter: ProductFilter, compute: () => Promise<ProductPage>) {
  const key = pageKey(filter);
  return key === null ? compute() : cached(db, key, compute);
}

/**
 * The page kept for `filter` and the list version it was computed under, whatever the version is
 * now: the caller reads the rows with LIST_VERSION_COLUMN and uses them only when the two agree (one
 * statement instead of a version read and then the rows).
 */
export function keptPage(db: Knex, filter: ProductFilter): { version: number; page: ProductPage } | null {
  const key = usesSqlitePages(db) ? pageKey(filter) : null;
  const cache = cacheOf(db);
  const hit = key === null ? undefined : cache.get(key);
  if (!hit || key === null) return null;
  cache.delete(key); // re-inserted: Map order is the recency order
  cache.set(key, hit);
  return { version: hit.version, page: hit.value as ProductPage };
}

/** The models whose names contain one of `words`, kept while no model or brand changes. */
export function cachedNamedVehicles(db: Knex, words: string[], compute: () => Promise<Vehicle[]>) {
  return cached(db, JSON.stringify(["vehicles", words]), compute);
}
