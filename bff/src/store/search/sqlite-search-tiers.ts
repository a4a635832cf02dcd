// The tiers of a search (rules/search-rank.ts) on SQLite, each answered from an index for the page
// asked, without sorting the matches: a tier is counted only when the page starts past it, and its
// rows are read in the order of products_search_order_index ((stock <= 0), name NOCASE, id).
// - Name ranges (tiers 1 and 5): the index itself, a range of names per stock state.
// - Full-text tiers (2, 3, 4: exact words, FTS5 column filters): counted in the FTS index; a page
//   walks the order index probing the FTS index per row when the tier is dense, walks it against
//   the tier's rowids gathered once when it is middling, or sorts the gathered rows when it is few.
// - The rest (6): gathered (its prefixes make per-row probes dear), then walked or sorted.
import { searchRankKey, toFtsTierQueries } from "../../../../rules/product-search";
import type { TermPlan } from "../../../../rules/search-plan";
import { startImpliesWords } from "../../../../rules/search-rank";

type Bindings = (string | number)[];
export type Run = <T>(sql: string, bindings?: Bindings) => Promise<T[]>;

interface SqlPart {
  sql: string;
  bindings: Bindings;
}

export const SEARCH_ORDER_INDEX = "products_search_order_index";
/** A full-text match's rows joined to their products, to be sorted (the match is bound first). */
const GATHERED_ROWS =
  "(SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ?) AS h CROSS JOIN products AS p ON p.id = h.id";
const ORDER = "ORDER BY (p.stock <= 0), p.name COLLATE NOCASE, p.id";
const SEGMENT_ORDER = "ORDER BY p.name COLLATE NOCASE, p.id";
/** U+10FFFF sorts after every character a name can continue with, even under NOCASE. */
const AFTER_PREFIX = "\u{10FFFF}";
/**
 * A tier is read by walking the order index only when it is dense (DENSE of the catalogue or
 * more): a sparse tier's rows may all sit late in the name order ('filtro' after every
 * 'Amortiguador'), whatever its count says, so it is gathered and sorted. A walk probes the FTS
 * index row by row (dear: only over a first page's reach) or checks the tier's rowids gathered once.
 */
const DENSE = 0.2;
const PROBE_REACH = 4;

const probe = (query: string): SqlPart => ({
  sql: "EXISTS (SELECT 1 FROM products_fts WHERE products_fts MATCH ? AND rowid = p.id)",
  bindings: [query],
});
const gathered = (query: string, not = false): SqlPart => ({
  sql: `p.id ${not ? "NOT " : ""}IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)`,
  bindings: [query],
});
const and = (...parts: (SqlPart | null)[]): SqlPart => {
  const kept = parts.filter((part): part is SqlPart => part !== null && part.sql !== "");
  return {
    sql: kept.map((part) => `(${part.sql})`).join(" AND ") || "1",
    bindings: kept.flatMap((part) => part.bindings),
  };
};
const not = (part: SqlPart): SqlPart => ({ sql: `NOT (${part.sql})`, bindings: part.bindings });
const nameRange = (from: string, to: string): SqlPart => ({
  sql: "p.name COLLATE NOCASE >= ? AND p.name COLLATE NOCASE < ?",
  bindings: [from, to],
});
const stockState = (out: 0 | 1): SqlPart => ({ sql: `(p.stock <= 0) = ${out}`, bindings: [] });

interface Tier {
  count(): Promise<number>;
  /** Rows [from, from + want) of the tier, in order. */
  slice(from: number, want: number): Promise<number[]>;
}

export interface TierInput {
  search: string;
  plan: TermPlan[];
  /** The full match (rules/product-search.ts toFtsQuery). */
  fts: string;
  codeIds: number[];
  /** How many products the catalogue holds (max id): the density of a tier is its count over it. */
  size: () => Promise<number>;
  /** Tests: one way to read every full-text tier's page instead of the cheapest. */
  strategy?: Strategy;
}

export type Strategy = "probe" | "gather" | "sort";

/** The page [offset, end) of a search's matches, tier after tier. */
export async function tieredPage(run: Run, input: TierInput, offset: number, end: number): Promise<number[]> {
  const tiers = searchTiers(run, input);
  const page: number[] = [];
  let skip = offset;
  for (const tier of await tiers) {
    const want = end - offset - page.length;
    if (want <= 0) break;
    if (skip > 0) {
      const count = await tier.count();
      if (skip >= count) {
        skip -= count;
        continue;
      }
    }
    page.push(...(await tier.slice(skip, want)));
    skip = 0;
  }
  return page;
}

async function searchTiers(run: Run, input: TierInput): Promise<Tier[]> {
  const { search, plan, fts, codeIds } = input;
  const key = searchRankKey(search);
  const ids = (found: { id: number }[]) => found.map((row) => row.id);
  const number = async (sql: string, bindings: Bindings) =>
    Number((await run<{ n: number | null }>(sql, bindings))[0]?.n ?? 0);
  const ftsCount = (query: string) =>
    number("SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH ?", [query]);
  const list = async (from: string, where: SqlPart, slice?: { from: number; want: number }, order = ORDER) =>
    ids(
      await run<{ id: number }>(
        `SELECT p.id FROM ${from} WHERE ${where.sql} ${order}${slice ? " LIMIT ? OFFSET ?" : ""}`,
        [...where.bindings, ...(slice ? [slice.want, slice.from] : [])],
      ),
    );
  const walking = `products AS p INDEXED BY ${SEARCH_ORDER_INDEX}`;

  // Tier 0: the exact SKU or barcode (matching the search) and what a code look-up found.
  const codeList = codeIds.map(() => "?").join(", ");
  const exact: SqlPart = {
    sql: `lower(p.sku) = ? OR p.barcode IS ?${codeIds.length > 0 ? ` OR p.id IN (${codeList})` : ""}`,
    bindings: [key.sku, search.trim(), ...codeIds],
  };
  const member =
    codeIds.length > 0
      ? { sql: `p.id IN (${codeList}) OR ${probe(fts).sql}`, bindings: [...codeIds, fts] }
      : probe(fts);
  const first = await list("products AS p", and(exact, member));
  const notFirst: SqlPart | null =
    first.length > 0 ? { sql: `p.id NOT IN (${first.map(() => "?").join(", ")})`, bindings: first } : null;
  const inFirst = (query: string) =>
    first.length === 0
      ? Promise.resolve(0)
      : number(
          `SELECT count(*) AS n FROM products AS p WHERE p.id IN (${first.map(() => "?").join(", ")}) AND ${probe(query).sql}`,
          [...first, query],
        );

  const queries = toFtsTierQueries(plan);
  const hasForms = plan.some(({ words, synonyms = [] }) => words.length > 0 || synonyms.length > 0);
  const oneTerm = startImpliesWords(search);
  const prefix = key.prefix;
  // Names that start with the search and where a word ends: the next character is not an ASCII
  // letter or digit (NOCASE folds A-Z into a-z), or there is none.
  const wordStarts = [
    nameRange(prefix, `${prefix}0`),
    nameRange(`${prefix}:`, `${prefix}a`),
    nameRange(`${prefix}{`, `${prefix}\u0080`),
  ];
  const starts = nameRange(prefix, prefix + AFTER_PREFIX);
  const wordStartsAny: SqlPart = {
    sql: wordStarts.map((part) => `(${part.sql})`).join(" OR "),
    bindings: wordStarts.flatMap((part) => part.bindings),
  };

  /** A tier made of index ranges, walked in order, each per stock state. */
  const rangesTier = (ranges: SqlPart[], extra: SqlPart | null): Tier => {
    const segments = ([0, 1] as const).flatMap((out) =>
      ranges.map((range) => and(stockState(out), range, notFirst, extra)),
    );
    const counts = segments.map((segment) =>
      lazy(async () => number(`SELECT count(*) AS n FROM ${walking} WHERE ${segment.sql}`, segment.bindings)),
    );
    // Which segments hold a row, asked at once: most are empty.
    const present = lazy(async () => {
      const [row] = await run<Record<string, number>>(
        `SELECT ${segments.map((s, i) => `EXISTS (SELECT 1 FROM ${walking} WHERE ${s.sql}) AS e${i}`).join(", ")}`,
        segments.flatMap((s) => s.bindings),
      );
      return segments.map((_, i) => Number(row?.[`e${i}`] ?? 0) === 1);
    });
    let exhausted: number | null = null;
    return {
      count: async () => {
        if (exhausted !== null) return exhausted;
        let sum = 0;
        for (const count of counts) sum += await count();
        return sum;
      },
      async slice(from, want) {
        const out: number[] = [];
        let skip = from;
        for (const [i, segment] of segments.entries()) {
          const left = want - out.length;
          if (left <= 0) break;
          if (!(await present())[i]) continue;
          // A segment is counted only to be skipped past.
          if (skip > 0) {
            const size = await counts[i]!();
            if (skip >= size) {
              skip -= size;
              continue;
            }
          }
          // The stock state is fixed in a segment: SQLite walks the index only when not told to
          // order by it.
          const found = await list(walking, segment, { from: skip, want: left }, SEGMENT_ORDER);
          out.push(...found);
          skip = 0;
        }
        // Read from its start and not filling the page: that was the whole tier.
        if (from === 0 && out.length < want) exhausted = out.length;
        return out;
      },
    };
  };

  /** A tier of full-text matches (`query`, exact words only), less tier 0 and `except`. */
  const ftsTier = (query: string, count: () => Promise<number>, except: SqlPart | null): Tier => {
    let known: number | null = null;
    const counted = async () => (known ??= await count());
    return {
      count: counted,
      async slice(from, want) {
        const rows = await counted();
        if (rows <= 0) return [];
        const size = await input.size();
        const dense = rows >= size * DENSE;
        const slice = { from, want };
        const kept = and(notFirst, except);
        if (input.strategy === "probe") return list(walking, and(probe(query), kept), slice);
        if (!input.strategy && dense && from === 0) {
          // A first page of a dense tier: probe the first entries of the order, as many as the
          // tier's density says hold the page several times over; a cluster of other rows there
          // leaves the page short, and the rowids are gathered instead.
          const reach = Math.ceil((PROBE_REACH * want * size) / rows);
          const found = await list(
            `(SELECT p.id, p.stock, p.name FROM ${walking} ${ORDER} LIMIT ${reach}) AS p`,
            and(probe(query), kept),
            { from: 0, want },
          );
          if (found.length === want || reach >= size) return found;
        }
        if (input.strategy ? input.strategy === "gather" : dense)
          return list(walking, and(gathered(query), kept), slice);
        return list(GATHERED_ROWS, { sql: kept.sql, bindings: [query, ...kept.bindings] }, slice);
      },
    };
  };

  // Tier 1: the name starts with the search, a word ending there, and holds every term whole.
  const nameWords = oneTerm ? null : probe(queries.inName);
  const tier1 = rangesTier(wordStarts, nameWords);
  // Tier 2: every term a whole word of the name, elsewhere in it.
  const inName = lazy(() => ftsCount(queries.inName));
  const tier2 = ftsTier(
    queries.inName,
    async () => (await inName()) - (await tier1.count()) - (await inFirst(queries.inName)),
    // Its matches that start so are tier 1.
    not(wordStartsAny),
  );
  // Tier 3: in the brand, category or subcategory names too; tier 4: with other forms.
  const namedOnly = `(${queries.inNamed}) NOT (${queries.inName})`;
  const namedCount = lazy(() => ftsCount(namedOnly));
  const tier3 = ftsTier(namedOnly, async () => (await namedCount()) - (await inFirst(namedOnly)), null);
  const formsOnly = `(${queries.withForms}) NOT (${queries.inNamed})`;
  const formsCount = lazy(async () => (hasForms ? ftsCount(formsOnly) : 0));
  const tier4 = hasForms
    ? ftsTier(formsOnly, async () => (await formsCount()) - (await inFirst(formsOnly)), null)
    : null;
  // Every match of tiers 1 to 4 (tier 0's too, when they match so).
  const widest = hasForms ? queries.withForms : queries.inNamed;
  const anyWidest = lazy(async () => (await inName()) + (await namedCount()) + (await formsCount()) > 0);
  // Tier 5: the name starts with the search (which then matches, for one term) and no tier above.
  const tier5Ranges = lazy(async () =>
    rangesTier(
      [starts],
      and((await anyWidest()) ? gathered(widest, true) : null, oneTerm ? null : gathered(fts)),
    ),
  );
  const tier5: Tier = {
    count: async () => (await tier5Ranges()).count(),
    slice: async (from, want) => (await tier5Ranges()).slice(from, want),
  };
  // Tier 6: the rest of the match. Its rows hold prefixes: never probed one by one.
  const restQuery = lazy(async () => ((await anyWidest()) ? `(${fts}) NOT (${widest})` : fts));
  const restCount = lazy(async () => ftsCount(await restQuery()));
  const restTier: Tier = {
    count: restCount,
    async slice(from, want) {
      const [rest, rows] = [await restQuery(), await restCount()];
      const walk = input.strategy ? input.strategy !== "sort" : rows >= (await input.size()) * DENSE;
      const except = and(notFirst, not(starts));
      const slice = { from, want };
      if (walk) return list(walking, and(gathered(rest), except), slice);
      return list(GATHERED_ROWS, { sql: except.sql, bindings: [rest, ...except.bindings] }, slice);
    },
  };
  const tier0: Tier = {
    count: async () => first.length,
    slice: async (from, want) => first.slice(from, from + want),
  };
  return [tier0, tier1, tier2, tier3, ...(tier4 ? [tier4] : []), tier5, restTier];
}

/** A value computed once, when first asked. */
export function lazy<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= compute());
}

/**
 * The tier of products `p` as one SQL expression, for matches already gathered (a search with other
 * filters): each full-text set is gathered once by SQLite for the statement.
 */
export function searchTierSql(search: string, plan: TermPlan[], codeIds: number[]): SqlPart {
  const key = searchRankKey(search);
  const queries = toFtsTierQueries(plan);
  const prefix = key.prefix;
  const codes = codeIds.length > 0 ? ` OR p.id IN (${codeIds.map(() => "?").join(", ")})` : "";
  const wordStart = [
    nameRange(prefix, `${prefix}0`),
    nameRange(`${prefix}:`, `${prefix}a`),
    nameRange(`${prefix}{`, `${prefix}\u0080`),
  ];
  const starts = nameRange(prefix, prefix + AFTER_PREFIX);
  const inSet = "p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)";
  return {
    sql: `CASE WHEN lower(p.sku) = ? OR p.barcode IS ?${codes} THEN 0
      WHEN ${inSet} THEN CASE WHEN ${wordStart.map((part) => `(${part.sql})`).join(" OR ")} THEN 1 ELSE 2 END
      WHEN ${inSet} THEN 3 WHEN ${inSet} THEN 4 WHEN ${starts.sql} THEN 5 ELSE 6 END`,
    bindings: [
      key.sku,
      search.trim(),
      ...codeIds,
      queries.inName,
      ...wordStart.flatMap((part) => part.bindings),
      queries.inNamed,
      queries.withForms,
      ...starts.bindings,
    ],
  };
}
