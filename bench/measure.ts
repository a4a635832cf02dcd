// What the benchmarks share: the products as json-server gets them, signing in, and one case
// measured from outside (asked once and checked, then loaded with that answer as the only
// acceptable one) and printed as a table cell.
import type { BenchProduct, Expected } from "./cases";
import { ask, load, type Figures, type LoadRequest, type Running } from "./load";
import { openBenchDatabase, writableProductRow } from "./pg-engine";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** How long each case is asked by one client alone (the "alone" p50 of the cache-off server). */
const ALONE_SECONDS = 2;

export async function readProducts(databaseFile: string): Promise<BenchProduct[]> {
  const knex = openBenchDatabase(databaseFile);
  try {
    const rows = await knex("products").orderBy("id").select<Record<string, unknown>[]>("*");
    const names = new Map(
      (
        await knex("products as p")
          .join("brands as b", "b.id", "p.brand_id")
          .join("categories as c", "c.id", "p.category_id")
          .leftJoin("subcategories as s", "s.id", "p.subcategory_id")
          .select<{ id: number; brand: string; category: string; subcategory: string | null }[]>(
            "p.id",
            "b.name as brand",
            "c.name as category",
            "s.name as subcategory",
          )
      ).map((row) => [
        row.id,
        { brand: row.brand, names: [row.brand, row.category, row.subcategory ?? ""].join(" ") },
      ]),
    );
    // The peer's rows: the product columns in the API's camelCase names.
    return rows.map((row) => {
      const product: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(writableProductRow(row))) {
        product[key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
      }
      const named = names.get(Number(row.id));
      return { ...product, searchNames: named?.names, brandName: named?.brand } as BenchProduct;
    });
  } finally {
    await knex.destroy();
  }
}

export async function signIn(bff: Running): Promise<string> {
  const started = performance.now();
  const response = await fetch(`${bff.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  console.log(`login (scrypt) ${(performance.now() - started).toFixed(0)} ms, status ${response.status}`);
  if (response.status !== 200) throw new Error("the benchmark could not sign in");
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** Asks once, checks the answer, then loads with that answer as the only acceptable one. */
export async function measure(
  url: string,
  expected: Expected | null,
  headers: Record<string, string>,
  connections = CONNECTIONS,
): Promise<Figures | string> {
  const first = await ask(url, headers);
  if (first.status !== 200) return `status ${first.status}`;
  if (expected && (first.rows !== expected.rows || first.total !== expected.total)) {
    return `rows ${first.rows}/${expected.rows}, total ${first.total}/${expected.total}`;
  }
  const request: LoadRequest = { path: new URL(url).pathname + new URL(url).search };
  return load(new URL(url).origin, [request], {
    connections,
    seconds: connections === 1 ? ALONE_SECONDS : SECONDS,
    expectBody: first.body,
    headers,
  });
}

export const cell = (f: Figures | string | null) =>
  f === null
    ? "n/a".padStart(26)
    : typeof f === "string"
      ? `WRONG: ${f}`.padStart(26)
      : `${f.perSecond.toFixed(0).padStart(7)} ${f.p50.toFixed(0).padStart(5)} ${f.p99.toFixed(0).padStart(5)}${f.bad ? ` !${f.bad}` : ""}`.padStart(
          26,
        );
