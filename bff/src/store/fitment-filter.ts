// The product list's fitment conditions (ProductFilter of server/store/products-repository.ts) as
// SQL over products `p`, shared by the SQLite and the PostgreSQL page queries.
import { engineNoteCandidates } from "../../../rules/engine-key";

/** The part of a Knex or Objection query builder the filter needs. */
interface FilterableQuery {
  whereRaw(sql: string, bindings: readonly (number | string)[]): unknown;
}

/** A link without years takes the product's own range; open ends match any year. */
const LINK_FITS_YEAR = `(CASE WHEN pv.year_from IS NULL AND pv.year_to IS NULL
  THEN (p2.year_from IS NULL OR p2.year_from <= ?) AND (p2.year_to IS NULL OR p2.year_to >= ?)
  ELSE (pv.year_from IS NULL OR pv.year_from <= ?) AND (pv.year_to IS NULL OR pv.year_to >= ?) END)`;

/** A link without an engine note fits every engine; one with a note that engine (rules/engine-key.ts). */
const LINK_FITS_ENGINE = `(pv.engine IS NULL OR TRIM(pv.engine) = ''
  OR LOWER(TRIM(pv.engine)) IN (?, ?)
  OR LOWER(TRIM(pv.engine)) LIKE ? ESCAPE '\\' OR LOWER(TRIM(pv.engine)) LIKE ? ESCAPE '\\')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function engineBindings(engine: string): string[] {
  const { exact, prefixes } = engineNoteCandidates(engine);
  return [...exact, ...prefixes.map((prefix) => `${escapeLike(prefix)}%`)];
}

/**
 * The product filter's fitment conditions (ProductFilter of server/store/products-repository.ts), as SQL on products `p`:
 * uncorrelated IN sub-queries, so SQLite starts from the vehicle_id index instead of scanning.
 */
export function applyFitmentFilter(
  query: FilterableQuery,
  filter: { vehicleIds?: number[]; year?: number; engine?: string; universal?: boolean },
): void {
  const { vehicleIds, year, engine, universal } = filter;
  if (vehicleIds !== undefined) {
    const ids = vehicleIds.length > 0 ? vehicleIds : [0];
    const marks = ids.map(() => "?").join(", ");
    if (year === undefined && engine === undefined) {
      query.whereRaw(`p.id IN (SELECT product_id FROM product_vehicles WHERE vehicle_id IN (${marks}))`, ids);
    } else {
      const conditions = [`pv.vehicle_id IN (${marks})`];
      const bindings: (number | string)[] = [...ids];
      if (year !== undefined) {
        conditions.push(LINK_FITS_YEAR);
        bindings.push(year, year, year, year);
      }
      if (engine !== undefined) {
        conditions.push(LINK_FITS_ENGINE);
        bindings.push(...engineBindings(engine));
      }
      query.whereRaw(
        `p.id IN (SELECT pv.product_id FROM product_vehicles pv JOIN products p2 ON p2.id = pv.product_id
          WHERE ${conditions.join(" AND ")})`,
        bindings,
      );
    }
  } else if (year !== undefined) {
    query.whereRaw("(p.year_from IS NULL OR p.year_from <= ?) AND (p.year_to IS NULL OR p.year_to >= ?)", [
      year,
      year,
    ]);
  }
  if (universal) {
    query.whereRaw(
      "p.year_from IS NULL AND p.year_to IS NULL AND p.id NOT IN (SELECT product_id FROM product_vehicles)",
      [],
    );
  }
}
