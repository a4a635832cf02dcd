// The benchmark's cases: the same question to the BFF (/api/products, ordered by name, total in
// X-Total-Count) and to json-server (/products?_sort=name&_start&_limit, total in X-Total-Count),
// with the rows and total each must answer, computed here from the same products.
import { matchesSearch } from "../rules/product-search";
import { planSearch } from "../rules/search-plan";

export interface BenchProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  notes: string | null;
  categoryId: number;
  /** Its brand, category and subcategory names (the BFF searches them; json-server never sees them). */
  searchNames?: string;
  brandName?: string;
  [field: string]: unknown;
}

export interface Expected {
  rows: number;
  total: number;
}

export interface BenchCase {
  label: string;
  bff: string;
  peer: string | null;
  expectBff: Expected | null;
  expectPeer: Expected | null;
}

const PAGE = 20;

/** json-server 0.17's `q`: any field whose text contains the query, any case. */
function peerMatches(product: BenchProduct, q: string): boolean {
  const query = q.toLowerCase();
  // json-server's rows have no names (bench/api.ts strips them).
  const { searchNames: _names, brandName: _brand, ...columns } = product;
  return Object.values(columns).some(
    (value) => Boolean(value) && String(value).toLowerCase().includes(query),
  );
}

const page = (total: number, offset: number): Expected => ({
  rows: Math.max(0, Math.min(PAGE, total - offset)),
  total,
});

export function benchCases(products: BenchProduct[], vehicleId: number): BenchCase[] {
  const total = products.length;
  const search = (label: string, text: string): BenchCase => {
    const plan = planSearch(text);
    const bffTotal = products.filter((p) => matchesSearch({ ...p, names: p.searchNames }, text, plan)).length;
    const peerTotal = products.filter((p) => peerMatches(p, text)).length;
    const q = encodeURIComponent(text);
    return {
      label,
      bff: `/api/products?search=${q}&limit=${PAGE}`,
      peer: `/products?q=${q}&_sort=name&_start=0&_limit=${PAGE}`,
      expectBff: page(bffTotal, 0),
      expectPeer: page(peerTotal, 0),
    };
  };
  const listPage = (label: string, offset: number): BenchCase => ({
    label,
    bff: `/api/products?limit=${PAGE}&offset=${offset}`,
    peer: `/products?_sort=name&_start=${offset}&_limit=${PAGE}`,
    expectBff: page(total, offset),
    expectPeer: page(total, offset),
  });
  const inCategory = products.filter((p) => p.categoryId === 1).length;
  const brand = products.at(-1)?.brandName ?? "bosch";
  const bffOnly = (label: string, bff: string): BenchCase => ({
    label,
    bff,
    peer: null,
    expectBff: null,
    expectPeer: null,
  });
  return [
    listPage("first page", 0),
    listPage(`middle page (offset ${Math.floor(total / 2)})`, Math.floor(total / 2)),
    listPage(`last page (offset ${total - PAGE})`, total - PAGE),
    search("one letter 'f'", "f"),
    search("common word 'filtro'", "filtro"),
    search("SKU prefix 'BEN-CH-0421'", "BEN-CH-0421"),
    search("no match 'zzzzzz'", "zzzzzz"),
    {
      label: "category filter",
      bff: `/api/products?categoryId=1&limit=${PAGE}`,
      peer: `/products?categoryId=1&_sort=name&_start=0&_limit=${PAGE}`,
      expectBff: page(inCategory, 0),
      expectPeer: page(inCategory, 0),
    },
    // The global search page's own request (/search?q=): 50 products, accents ignored.
    bffOnly("global search 'bujia' (50 rows)", "/api/products?search=bujia&limit=50"),
    bffOnly("global search 'f' (50 rows)", "/api/products?search=f&limit=50"),
    // The 'Compatibles' tab and the vehicle-aware search (fitment).
    bffOnly("fitment: model + year", `/api/vehicles/${vehicleId}/products?year=2010&limit=20`),
    bffOnly("fitment: model, any year", `/api/vehicles/${vehicleId}/products?limit=20`),
    bffOnly("search 'spark 2012 pastillas'", "/api/products?search=spark%202012%20pastillas&limit=50"),
    // Issue 45: what a counter types (brands, plurals, typos); page cache off, 'alone' is the p50.
    bffOnly(`brand '${brand}'`, `/api/products?search=${encodeURIComponent(brand)}&limit=${PAGE}`),
    bffOnly("plural 'filtros'", `/api/products?search=filtros&limit=${PAGE}`),
    bffOnly("misspelling 'amortigador'", `/api/products?search=amortigador&limit=${PAGE}`),
    bffOnly("typo in 2 words 'pastillas frneo'", `/api/products?search=pastillas%20frneo&limit=${PAGE}`),
    bffOnly(
      "middle page of 'filtro'",
      `/api/products?search=filtro&limit=${PAGE}&offset=${Math.floor(products.filter((p) => /filtro/i.test(p.name)).length / 2)}`,
    ),
    bffOnly("inventory report (aggregates)", "/api/reports/inventory"),
    bffOnly("dashboard stats", "/api/dashboard/stats"),
  ];
}
