// Which product ids make one page of the list, and how many match, on SQLite; the repository then
// loads those rows with their names joined in.
// - Deep pages: the page's ids come from the covering index (name COLLATE NOCASE, id) alone, and a
//   page past the middle walks it from the end (DESC), so offset 99 980 costs what offset 0 does.
// - Searches: the total is the FTS5 index's count; the page is read tier by tier from the indexes
//   (search/sqlite-search-tiers.ts, the tiers of rules/search-rank.ts). A search with other filters
//   gathers its matches, usually few, into a temporary table and sorts them by tier.
import type { Knex } from "knex";
import { searchTerms, toFtsQuery } from "../../../rules/product-search";
import type { TermPlan } from "../../../rules/search-plan";
import type { ProductFilter } from "../../../server/store/products-repository";
import { withReadConnection } from "../db/sqlite-pool";
import { applyFitmentFilter } from "./fitment-filter";
import { lazy, searchTierSql, tieredPage, type Run, type Strategy } from "./search/sqlite-search-tiers";

export interface ProductPage {
  ids: number[];
  total: number;
}

/** True for the SQLite client, whose page and search SQL this file writes. */
export function usesSqlitePages(db: Knex): boolean {
  const client = (db.client as { config?: { client?: unknown } }).config?.client;
  return client === "sqlite3" || client === "better-sqlite3";
}

type Bindings = (string | number)[];

function hasFilters(filter: ProductFilter): boolean {
  return (
    filter.categoryId !== undefined ||
    filter.vehicleIds !== undefined ||
    filter.year !== undefined ||
    filter.universal === true ||
    (filter as { engine?: string }).engine !== undefined
  );
}

/** The ids of products `p` that pass the non-text filters (category, fitment). */
function filteredIds(db: Knex, filter: ProductFilter) {
  const query = db("products as p").select("p.id");
  if (filter.categoryId !== undefined) query.where("p.category_id", filter.categoryId);
  applyFitmentFilter(query, filter);
  return query;
}

async function rows<T>(query: Knex.Raw | Knex.QueryBuilder): Promise<T[]> {
  return (await query) as T[];
}

export async function sqliteProductPage(
  db: Knex,
  filter: ProductFilter,
  strategy?: Strategy,
): Promise<ProductPage> {
  const fts = filter.search ? toFtsQuery(filter.search, filter.searchPlan) : null;
  return fts && filter.search ? searchPage(db, filter, fts, filter.search, strategy) : listPage(db, filter);
}

async function listPage(db: Knex, filter: ProductFilter): Promise<ProductPage> {
  const counted = await rows<{ n: number }>(filteredIds(db, filter).clearSelect().count("* as n"));
  const total = Number(counted[0]?.n ?? 0);
  const offset = filter.offset ?? 0;
  if (offset >= total || filter.limit === 0) return { ids: [], total };
  const query = filteredIds(db, filter);
  const limit = filter.limit;
  const after = limit === undefined ? 0 : total - offset - limit;
  if (limit !== undefined && after < offset) {
    // Nearer the end: walk the index backwards and turn the page round.
    query
      .orderByRaw("p.name COLLATE NOCASE DESC, p.id DESC")
      .limit(Math.min(limit, total - offset))
      .offset(Math.max(after, 0));
    const ids = (await rows<{ id: number }>(query)).map((row) => row.id);
    return { ids: ids.reverse(), total };
  }
  query.orderByRaw("p.name COLLATE NOCASE, p.id").limit(limit ?? -1);
  if (offset > 0) query.offset(offset);
  return { ids: (await rows<{ id: number }>(query)).map((row) => row.id), total };
}

async function searchPage(
  db: Knex,
  filter: ProductFilter,
  fts: string,
  search: string,
  strategy: Strategy | undefined,
): Promise<ProductPage> {
  return withReadConnection(db, async (connection) => {
    const run: Run = <T>(sql: string, bindings: Bindings = []) =>
      rows<T>(db.raw(sql, bindings).connection(connection as never));
    const count = async (sql: string, bindings: Bindings = []) =>
      Number((await run<{ n: number | null }>(sql, bindings))[0]?.n ?? 0);
    const codeIds = filter.codeIds ?? [];
    const plan = filter.searchPlan ?? searchTerms(search).map((term) => ({ term, words: [] }));
    const offset = filter.offset ?? 0;
    if (hasFilters(filter)) return filteredSearchPage(run, count, db, filter, { fts, search, plan, codeIds });
    // The total: the full-text index's count plus the products only a code look-up found.
    let total = await count("SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH ?", [fts]);
    if (codeIds.length > 0) {
      total += await count(
        `SELECT count(*) AS n FROM products AS p WHERE p.id IN (${codeIds.map(() => "?").join(", ")})
         AND NOT EXISTS (SELECT 1 FROM products_fts WHERE products_fts MATCH ? AND rowid = p.id)`,
        [...codeIds, fts],
      );
    }
    if (total === 0 || offset >= total || filter.limit === 0) return { ids: [], total };
    const end = filter.limit === undefined ? total : Math.min(total, offset + filter.limit);
    const size = lazy(async () => Math.max(await count("SELECT max(id) AS n FROM products"), total));
    const ids = await tieredPage(run, { search, plan, fts, codeIds, size, strategy }, offset, end);
    return { ids, total };
  });
}

/**
 * A search with other filters (category, fitment): its matches, usually few, go into a temporary
 * table (FTS5 answers rowids in order: an append-only fill) and are sorted by tier.
 */
async function filteredSearchPage(
  run: Run,
  count: (sql: string, bindings?: Bindings) => Promise<number>,
  db: Knex,
  filter: ProductFilter,
  input: { fts: string; search: string; plan: TermPlan[]; codeIds: number[] },
): Promise<ProductPage> {
  const { fts, search, plan, codeIds } = input;
  await run("CREATE TEMP TABLE IF NOT EXISTS search_hits (id INTEGER PRIMARY KEY)");
  try {
    const matched = filteredIds(db, filter)
      .where((inner) => {
        inner.whereRaw("p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)", [fts]);
        if (codeIds.length > 0) inner.orWhereIn("p.id", codeIds);
      })
      .orderBy("p.id")
      .toSQL()
      .toNative();
    await run(`INSERT INTO temp.search_hits ${matched.sql}`, matched.bindings as Bindings);
    const total = await count("SELECT count(*) AS n FROM temp.search_hits");
    const offset = filter.offset ?? 0;
    if (total === 0 || offset >= total || filter.limit === 0) return { ids: [], total };
    const tier = searchTierSql(search, plan, codeIds);
    const found = await run<{ id: number }>(
      `SELECT p.id FROM temp.search_hits AS h CROSS JOIN products AS p ON p.id = h.id
       ORDER BY ${tier.sql}, (p.stock <= 0), p.name COLLATE NOCASE, p.id LIMIT ? OFFSET ?`,
      [...tier.bindings, filter.limit ?? -1, offset],
    );
    return { ids: found.map((row) => row.id), total };
  } finally {
    await run("DELETE FROM temp.search_hits");
  }
}
