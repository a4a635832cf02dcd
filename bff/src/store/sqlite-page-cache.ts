// The product pages the SQLite BFF has computed (ids and total), kept under the database's
// product list version (migrations/20250101000600_product_list_version.ts): a repeated first page,
// deep page or broad search costs one one-row read until a product is added, removed or has a
// column the page depends on changed. The rows themselves are always loaded fresh, so a stock or
// price edit shows at once. One cache per Knex instance (one per database), least recently used
// entries dropped past PAGE_CACHE_ENTRIES.
import type { Knex } from "knex";
import type { ProductFilter } from "../../../server/store";
import type { ProductPage } from "./sqlite-product-page";

/** Entries per database; each holds at most MAX_CACHED_LIMIT ids. */
export const PAGE_CACHE_ENTRIES = 500;
/** Pages larger than this (an export, a label run) are computed every time. */
const MAX_CACHED_LIMIT = 200;

interface Entry {
  version: number;
  page: ProductPage;
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

function keyOf(filter: ProductFilter): string {
  const { search, categoryId, vehicleIds, year, engine, universal, limit, offset } = filter;
  return JSON.stringify([search, categoryId, vehicleIds, year, engine, universal, limit, offset ?? 0]);
}

async function listVersion(db: Knex): Promise<number> {
  const row = (await db("product_list_version").first("version")) as { version: number } | undefined;
  return Number(row?.version ?? 0);
}

/** The page from the cache when the list has not changed since it was computed, else `compute`'s. */
export async function cachedPage(
  db: Knex,
  filter: ProductFilter,
  compute: () => Promise<ProductPage>,
): Promise<ProductPage> {
  if (filter.limit === undefined || filter.limit > MAX_CACHED_LIMIT) return compute();
  // Read before computing: a write landing meanwhile leaves the entry under the older version,
  // which the next request (reading the newer one) does not use.
  const version = await listVersion(db);
  const cache = cacheOf(db);
  const key = keyOf(filter);
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    cache.delete(key); // re-inserted below: Map order is the recency order
    cache.set(key, hit);
    return hit.page;
  }
  const page = await compute();
  cache.delete(key);
  cache.set(key, { version, page });
  if (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return page;
}
