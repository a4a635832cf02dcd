// Which product ids make one page of the list, and how many match, on SQLite; the repository then
// loads those rows with their names joined in. Two concerns decide the SQL:
// - Deep pages: the page's ids come from the covering index (name COLLATE NOCASE, id) alone, and a
//   page past the middle walks it from the end (DESC), so offset 99 980 costs what offset 0 does.
// - Searches: the FTS5 match runs once, into a temporary table of ids (per reader connection); the
//   total is its row count, and the ranked page (exact SKU or barcode, then names that start with
//   the search, then the rest, each by name) walks the name index probing that table when matches
//   are dense, or sorts the matches when they are few.
// - Broad first pages: a search of one ASCII word counts its matches in the index and, when the
//   exact codes and the names that start with it fill the first page, answers them without filling
//   the table.
import type { Knex } from "knex";
import { searchRankKey, toFtsQuery } from "../../../rules/product-search";
import type { ProductFilter } from "../../../server/store/products-repository";
import { withReadConnection } from "../db/sqlite-pool";
import { applyFitmentFilter } from "./fitment-filter";

export interface ProductPage {
  ids: number[];
  total: number;
}

/** True for the SQLite client, whose page and search SQL this file writes. */
export function usesSqlitePages(db: Knex): boolean {
  const client = (db.client as { config?: { client?: unknown } }).config?.client;
  return client === "sqlite3" || client === "better-sqlite3";
}

const NAME_INDEX = "products_name_nocase_id_index";
/** U+10FFFF sorts after every character a name can continue with, even under NOCASE. */
const AFTER_PREFIX = "\u{10FFFF}";

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
  searchHitCap = SEARCH_HIT_CAP,
): Promise<ProductPage> {
  const fts = filter.search ? toFtsQuery(filter.search, filter.searchPlan) : null;
  return fts && filter.search
    ? searchPage(db, filter, fts, filter.search, searchHitCap)
    : listPage(db, filter);
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

/**
 * Matches kept in the temporary table; past this many (a one-letter search over a large catalogue
 * can match nearly every product), the rest of the same match is only counted, in rowid order from
 * where the table stopped, and a page probes the FTS index by rowid for those later rows: dense
 * matches need only a few probes per page, and no 100 000-row table is filled and emptied.
 */
const SEARCH_HIT_CAP = 25_000;

async function searchPage(
  db: Knex,
  filter: ProductFilter,
  fts: string,
  search: string,
  cap = SEARCH_HIT_CAP,
): Promise<ProductPage> {
  return withReadConnection(db, async (connection) => {
    const run = <T>(sql: string, bindings: Bindings = []) =>
      rows<T>(db.raw(sql, bindings).connection(connection as never));
    const count = async (sql: string, bindings: Bindings = []) =>
      Number((await run<{ n: number | null }>(sql, bindings))[0]?.n ?? 0);
    if (canNameFirstPage(filter, search)) {
      const named = await namedFirstPage(run, count, filter, fts, search);
      if (named) return named;
    }
    await run("CREATE TEMP TABLE IF NOT EXISTS search_hits (id INTEGER PRIMARY KEY)");
    try {
      // The one full-text match of the request. FTS5 answers rowids in order: an append-only fill.
      let member: SqlPart = { sql: "p.id IN temp.search_hits", bindings: [] };
      let total: number;
      if (hasFilters(filter)) {
        const ids = filteredIds(db, filter)
          .whereRaw("p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)", [fts])
          .orderBy("p.id")
          .toSQL()
          .toNative();
        await run(`INSERT INTO temp.search_hits ${ids.sql}`, ids.bindings as Bindings);
        total = await count("SELECT count(*) AS n FROM temp.search_hits");
      } else {
        await run(
          "INSERT INTO temp.search_hits SELECT rowid FROM products_fts WHERE products_fts MATCH ? ORDER BY rowid LIMIT ?",
          [fts, cap],
        );
        total = await count("SELECT count(*) AS n FROM temp.search_hits");
        if (total >= cap) {
          // The same match goes on past the last kept rowid, counted only.
          const last = await count("SELECT max(id) AS n FROM temp.search_hits");
          total += await count(
            "SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH ? AND rowid > ?",
            [fts, last],
          );
          member = {
            sql: `(p.id IN temp.search_hits OR (p.id > ? AND EXISTS (SELECT 1 FROM products_fts
              WHERE products_fts MATCH ? AND rowid = p.id)))`,
            bindings: [last, fts],
          };
        }
      }
      total += await addCodeMatches(run, db, filter, fts);
      const offset = filter.offset ?? 0;
      if (total === 0 || offset >= total || filter.limit === 0) return { ids: [], total };
      const codeIds = filter.codeIds ?? [];
      const ranked = await rankedPage(run, { search, total, offset, limit: filter.limit, member, codeIds });
      return { ids: ranked, total };
    } finally {
      await run("DELETE FROM temp.search_hits");
    }
  });
}

/** The deepest row of the list a first page found by name (namedFirstPage) may reach. */
const NAMED_ROWS_MAX = 50;

/**
 * True when a search's first page may be found from the name ranks alone: no other filter, a first
 * page, and one word of ASCII letters and digits. Then a product whose SKU or barcode is the search,
 * or whose name starts with it, matches it (the FTS tokenizer starts a word there and folds ASCII
 * case as NOCASE does), so ranks 0 and 1 need no look at the full-text index. Such words are the
 * broad searches ("f", "filtro"): their matches are many, and the names that start with them
 * usually fill the first page.
 */
function canNameFirstPage(filter: ProductFilter, search: string): boolean {
  const end = (filter.offset ?? 0) + (filter.limit ?? Number.POSITIVE_INFINITY);
  return !hasFilters(filter) && end <= NAMED_ROWS_MAX && /^[a-z0-9]+$/i.test(search.trim());
}

/**
 * A first page found without filling the table of matches (canNameFirstPage): the total is the
 * full-text index's count plus the products only a code look-up found, and the page is ranks 0 and
 * 1. Null when those ranks do not fill it (the caller then fills the table).
 */
async function namedFirstPage(
  run: Run,
  count: (sql: string, bindings?: Bindings) => Promise<number>,
  filter: ProductFilter,
  fts: string,
  search: string,
): Promise<ProductPage | null> {
  const probe = "EXISTS (SELECT 1 FROM products_fts WHERE products_fts MATCH ? AND rowid = p.id)";
  const codeIds = filter.codeIds ?? [];
  const codeList = codeIds.map(() => "?").join(", ");
  let total = await count("SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH ?", [fts]);
  if (codeIds.length > 0) {
    total += await count(
      `SELECT count(*) AS n FROM products AS p WHERE p.id IN (${codeList}) AND NOT ${probe}`,
      [...codeIds, fts],
    );
  }
  const offset = filter.offset ?? 0;
  if (total === 0 || offset >= total || filter.limit === 0) return { ids: [], total };
  const ids = await rankedPage(run, {
    search,
    total,
    offset,
    limit: filter.limit,
    member: { sql: "1", bindings: [] },
    codeIds,
    namesOnly: true,
  });
  return ids && { ids, total };
}

/**
 * The products a code look-up found (filter.codeIds) that the full-text match did not, added to the
 * hits (when they pass the other filters); answers how many were added. Those the match found are
 * already in the table or in the count past the cap.
 */
async function addCodeMatches(run: Run, db: Knex, filter: ProductFilter, fts: string): Promise<number> {
  const ids = filter.codeIds ?? [];
  if (ids.length === 0) return 0;
  const extra = filteredIds(db, filter)
    .whereIn("p.id", ids)
    .whereRaw("p.id NOT IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)", [fts])
    .toSQL()
    .toNative();
  const before = await run<{ n: number }>("SELECT count(*) AS n FROM temp.search_hits");
  await run(`INSERT OR IGNORE INTO temp.search_hits ${extra.sql}`, extra.bindings as Bindings);
  const after = await run<{ n: number }>("SELECT count(*) AS n FROM temp.search_hits");
  return Number(after[0]?.n ?? 0) - Number(before[0]?.n ?? 0);
}

interface SqlPart {
  sql: string;
  bindings: Bindings;
}

interface RankedPageInput {
  search: string;
  total: number;
  offset: number;
  limit: number | undefined;
  /** True for the products `p` the search matched. */
  member: SqlPart;
  /** Products a code look-up found: ranked with the exact SKU and barcode. */
  codeIds: number[];
  /** Only ranks 0 and 1: the page when they fill it, else null. */
  namesOnly?: boolean;
}

type Run = <T>(sql: string, bindings?: Bindings) => Promise<T[]>;

/**
 * The page of temp.search_hits in rank order, one rank at a time, each asked only for the rows the
 * page still needs: 0, exact SKU or barcode (index lookups); 1, names that start with the search
 * (a walk of that name range, probing the hits); 2, the rest, only when ranks 0 and 1 do not fill
 * the page. Rank 2 walks the whole name index probing the hits when its matches are dense (few
 * entries read per row found), else starts from the hits and sorts them.
 */
async function rankedPage(run: Run, input: RankedPageInput & { namesOnly: true }): Promise<number[] | null>;
async function rankedPage(run: Run, input: RankedPageInput & { namesOnly?: false }): Promise<number[]>;
async function rankedPage(run: Run, input: RankedPageInput): Promise<number[] | null> {
  const { search, total, offset, limit, member, codeIds, namesOnly = false } = input;
  // Every match is in the table unless the match went past the cap.
  const capped = member.bindings.length > 0;
  const key = searchRankKey(search);
  const end = limit === undefined ? total : Math.min(total, offset + limit);
  const codeList = codeIds.length > 0 ? ` OR p.id IN (${codeIds.map(() => "?").join(", ")})` : "";
  const exact = `(lower(p.sku) = ? OR p.barcode IS ?${codeList})`;
  const exactBindings = [key.sku, search.trim(), ...codeIds];
  const prefix = "p.name COLLATE NOCASE >= ? AND p.name COLLATE NOCASE < ?";
  const prefixBindings = [key.prefix, key.prefix + AFTER_PREFIX];
  const order = "ORDER BY p.name COLLATE NOCASE, p.id";
  const ids = (found: { id: number }[]) => found.map((row) => row.id);

  const rank0 = ids(
    await run<{ id: number }>(`SELECT p.id FROM products AS p WHERE ${exact} AND ${member.sql} ${order}`, [
      ...exactBindings,
      ...member.bindings,
    ]),
  );
  const page = rank0.slice(offset, end);
  if (offset + page.length >= end) return page;

  // Rank 1: rows [from1, end) of the rank, where rank 0 took the first rank0.length places.
  const from1 = Math.max(0, offset - rank0.length);
  const rank1Where = `${prefix} AND NOT ${exact} AND ${member.sql}`;
  const rank1Bindings = [...prefixBindings, ...exactBindings, ...member.bindings];
  const rank1 = ids(
    await run<{ id: number }>(
      `SELECT p.id FROM products AS p INDEXED BY ${NAME_INDEX} WHERE ${rank1Where} ${order} LIMIT ? OFFSET ?`,
      [...rank1Bindings, end - rank0.length - from1, from1],
    ),
  );
  page.push(...rank1);
  if (offset + page.length >= end) return page;
  if (namesOnly) return null;

  const count1 = Number(
    (
      await run<{ n: number }>(
        `SELECT count(*) AS n FROM products AS p INDEXED BY ${NAME_INDEX} WHERE ${rank1Where}`,
        rank1Bindings,
      )
    )[0]?.n ?? 0,
  );
  const rest = total - rank0.length - count1;
  const from2 = Math.max(0, offset - rank0.length - count1);
  const wanted = end - rank0.length - count1 - from2;
  if (rest <= 0 || wanted <= 0) return page;
  const size = Number((await run<{ n: number | null }>("SELECT max(id) AS n FROM products"))[0]?.n ?? total);
  // Entries walked ≈ (from2 + wanted) · size / rest; rows sorted otherwise = rest.
  // Past the cap the matches are dense by definition, and not all in the table: walk.
  const walk = capped || (from2 + wanted) * size <= rest * rest;
  const from = walk
    ? `products AS p INDEXED BY ${NAME_INDEX} WHERE ${member.sql} AND`
    : "temp.search_hits AS h CROSS JOIN products AS p ON p.id = h.id WHERE";
  const rank2 = ids(
    await run<{ id: number }>(
      `SELECT p.id FROM ${from} NOT (${prefix}) AND NOT ${exact} ${order} LIMIT ? OFFSET ?`,
      [...(walk ? member.bindings : []), ...prefixBindings, ...exactBindings, wanted, from2],
    ),
  );
  page.push(...rank2);
  return page;
}
