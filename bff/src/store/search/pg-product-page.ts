// Which product ids make one page of the list, and how many match, on PostgreSQL (the twin of
// sqlite-product-page.ts; the repository loads the rows). Only ids are sorted and skipped, so a
// deep page does not compute the joined columns of every row before it, and a page past the middle
// walks the name order from the end. A search's matches come from the GIN index over the stored
// search_vector and are ordered as on SQLite: by the tiers of rules/search-rank.ts (each computed
// per match over its name's vector: the matches are sorted, not walked), stock state, name
// (NOCASE) and id.
import type { Knex } from "knex";
import type { ProductFilter } from "../../../../server/store/products-repository";
import { noCase } from "../../db/dialect";
import { applyFitmentFilter } from "../fitment-filter";
import { searchTerms } from "../../../../rules/product-search";
import { PG_SEARCH_SQL, pgSearchTier, toPgTsQuery } from "./pg-product-search";

export interface ProductIdPage {
  ids: number[];
  total: number;
}

export async function pgProductPage(db: Knex, filter: ProductFilter): Promise<ProductIdPage> {
  const tsquery = filter.search ? toPgTsQuery(filter.search, filter.searchPlan) : null;
  const matching = () => {
    const query = db("products as p");
    const codeIds = filter.codeIds ?? [];
    if (tsquery && codeIds.length > 0)
      query.where((inner) => inner.whereRaw(PG_SEARCH_SQL, [tsquery]).orWhereIn("p.id", codeIds));
    else if (tsquery) query.whereRaw(PG_SEARCH_SQL, [tsquery]);
    if (filter.categoryId !== undefined) query.where("p.category_id", filter.categoryId);
    applyFitmentFilter(query, filter);
    return query;
  };
  const total = Number((await matching().count<{ n: string }[]>("* as n"))[0]?.n ?? 0);
  const offset = filter.offset ?? 0;
  const limit = filter.limit;
  if (total === 0 || offset >= total || limit === 0) return { ids: [], total };

  const query = matching().select("p.id");
  const name = noCase(db, "p.name");
  const after = limit === undefined ? 0 : total - offset - limit;
  const backwards = !tsquery && limit !== undefined && after < offset;
  if (backwards) {
    // Nearer the end: walk the name order from the end and turn the page round.
    query
      .orderByRaw(`${name} DESC, p.id DESC`)
      .limit(Math.min(limit, total - offset))
      .offset(Math.max(after, 0));
  } else {
    if (tsquery && filter.search) {
      const plan = filter.searchPlan ?? searchTerms(filter.search).map((term) => ({ term, words: [] }));
      const tier = pgSearchTier(filter.search, plan, filter.codeIds);
      query.orderByRaw(`${tier.sql}, (p.stock <= 0)`, tier.bindings);
    }
    query.orderByRaw(`${name}, p.id`);
    if (limit !== undefined) query.limit(limit);
    if (offset > 0) query.offset(offset);
  }
  const ids = ((await query) as { id: number }[]).map((row) => row.id);
  return { ids: backwards ? ids.reverse() : ids, total };
}
