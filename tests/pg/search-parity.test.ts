// Product search answers the same on both engines: FTS5 on SQLite and the tsvector GIN index on
// PostgreSQL get the demo products plus awkward ones (accents, ñ, punctuation inside SKUs, decimal
// sizes, letter case) and the same searches; the ids, their order and the totals must be equal.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, prepareDatabase } from "../../bff/src/db/open-database";
import { createKnexStore } from "../../bff/src/store/knex-store";
import { correctSearch, planSearch } from "../../rules/search-plan";
import type { Store } from "../../server/store/store";
import { createDatabaseFromTemplate, dropDatabase } from "../contract/targets/bff-postgres";

const AWKWARD = [
  {
    name: "Ñandú ÁBC-123/XY filtro",
    sku: "ÑB-0071",
    barcode: "7701234567890",
    notes: "Pieza de prueba; 1.6L, 60.000 km",
  },
  { name: "FILTRO de Aceite ÉLITE", sku: "fa_9001", barcode: null, notes: "Acción rápida — núcleo café" },
  { name: "Amortiguador Straße pingüino", sku: "AM.2047.X", barcode: "A-B-C", notes: "über façade naïve" },
  { name: "Tornillo M8x1.25", sku: "TOR-M8X125", barcode: null, notes: null },
  { name: "Ørsted łódź æble œuvre", sku: "ØR-1", barcode: null, notes: "Ağır İstanbul đá" },
];

let dir = "";
let pgUrl = "";
let sqlite: Knex;
let postgres: Knex;
let stores: [Store, Store];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "search-parity-"));
  sqlite = openDatabase({ databaseFile: join(dir, "app.db") });
  await prepareDatabase(sqlite, "demo");
  pgUrl = await createDatabaseFromTemplate("parity");
  postgres = openDatabase({ databaseFile: "", databaseUrl: pgUrl });
  await prepareDatabase(postgres, "demo");
  stores = [
    createKnexStore(sqlite, { uploadsDir: join(dir, "uploads") }),
    createKnexStore(postgres, { uploadsDir: join(dir, "uploads") }),
  ];
  const [category] = await stores[0].categories.list();
  const [brand] = await stores[0].brands.list();
  for (const store of stores) {
    for (const product of AWKWARD) {
      await store.products.create(
        {
          ...product,
          categoryId: category!.id,
          brandId: brand!.id,
          costPrice: 1000,
          sellingPrice: 2000,
          stock: 1,
        },
        null,
      );
    }
  }
}, 120_000);

afterAll(async () => {
  await sqlite?.destroy();
  await postgres?.destroy();
  if (pgUrl) await dropDatabase(pgUrl);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Searches built from the products' own words (prefixes of 1 to 4 letters and whole words). */
async function searchesFromProducts(store: Store): Promise<string[]> {
  const { items } = await store.products.list({});
  const words = new Set<string>();
  for (const p of items) {
    for (const text of [p.name, p.sku, p.barcode ?? "", p.notes ?? ""]) {
      for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
        words.add(word);
        for (let n = 1; n <= 4 && n < word.length; n++) words.add(word.slice(0, n));
      }
    }
  }
  // Every third one keeps the test short and still covers each kind of word.
  return [...words].filter((_, i) => i % 3 === 0);
}

const HAND_PICKED = [
  "filtro aceite",
  "FILTRO ACEITE",
  "fíltro",
  "nandu",
  "ñandú abc",
  "abc-123",
  "abc123",
  "1.6",
  "60.000",
  "m8x1",
  "m8x1.25",
  "strasse",
  "straße",
  "pinguino",
  "orsted",
  "ørsted",
  "lodz",
  "łódź",
  "aeble",
  "æble",
  "oeuvre",
  "istanbul",
  "agir",
  "da",
  "uber facade naive",
  "cafe",
  "fa_9001",
  "am.2047",
  "2047",
  '"pastillas" OR freno*',
  "NEAR(a b)",
  "freno -trasero",
  "zzzz",
  "a b c d e f g h i j k l m n",
];

describe("product search on SQLite and on PostgreSQL", () => {
  it("answers every search with the same products in the same order and the same total", async () => {
    const searches = [...HAND_PICKED, ...(await searchesFromProducts(stores[0]))];
    const differences: string[] = [];
    for (const search of searches) {
      const [onSqlite, onPostgres] = await Promise.all(
        stores.map((store) => store.products.list({ search, limit: 50 })),
      );
      const a = { total: onSqlite!.total, ids: onSqlite!.items.map((p) => p.id) };
      const b = { total: onPostgres!.total, ids: onPostgres!.items.map((p) => p.id) };
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        differences.push(
          `${JSON.stringify(search)}: SQLite ${JSON.stringify(a)} PostgreSQL ${JSON.stringify(b)}`,
        );
      }
    }
    expect(searches.length).toBeGreaterThan(300);
    expect(differences).toEqual([]);
  }, 120_000);

  it("finds accent-free and accented spellings, SKU pieces and decimal sizes on PostgreSQL", async () => {
    const names = async (search: string) =>
      (await stores[1].products.list({ search })).items.map((p) => p.name);
    expect(await names("nandu abc")).toEqual(["Ñandú ÁBC-123/XY filtro"]);
    expect(await names("ÑANDÚ 123")).toEqual(["Ñandú ÁBC-123/XY filtro"]);
    expect(await names("cafe nucleo")).toEqual(["FILTRO de Aceite ÉLITE"]);
    expect(await names("m8x1 25")).toEqual(["Tornillo M8x1.25"]);
    expect(await names("fa_9001")).toEqual(["FILTRO de Aceite ÉLITE"]);
  });

  it("pages the same way: every page of a broad search and of the whole list", async () => {
    for (const search of [undefined, "a", "de"]) {
      for (const offset of [0, 7, 40]) {
        const [onSqlite, onPostgres] = await Promise.all(
          stores.map((store) => store.products.list({ ...(search ? { search } : {}), limit: 7, offset })),
        );
        expect(onPostgres!.items.map((p) => p.id)).toEqual(onSqlite!.items.map((p) => p.id));
        expect(onPostgres!.total).toBe(onSqlite!.total);
      }
    }
  });

  it("plans plurals, typos and brand names alike from each engine's vocabulary, with the same answers", async () => {
    const [brand] = await stores[0].brands.list();
    const [category] = await stores[0].categories.list();
    const searches = [
      "filtros",
      "FILTROS ACEITES",
      "amortiguadores",
      "amortigador",
      "amortiguadro",
      "flitro",
      "filtro aciete",
      "tornilos",
      "pastilas de freno",
      "bujias",
      "luz",
      brand!.name,
      `filtro ${brand!.name}`,
      category!.name,
      `${category!.name.slice(0, -1)}s`,
    ];
    const differences: string[] = [];
    for (const search of searches) {
      const plans = await Promise.all(
        stores.map(async (store) => {
          const plan = planSearch(search);
          const lookups = { matches: store.products.searchMatches, words: store.products.searchWords };
          return (await correctSearch(plan, lookups)) ?? { terms: plan, corrected: null };
        }),
      );
      expect(plans[1]).toEqual(plans[0]);
      const [onSqlite, onPostgres] = await Promise.all(
        stores.map((store) => store.products.list({ search, searchPlan: plans[0]!.terms, limit: 50 })),
      );
      const a = { total: onSqlite!.total, ids: onSqlite!.items.map((p) => p.id) };
      const b = { total: onPostgres!.total, ids: onPostgres!.items.map((p) => p.id) };
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${search}: ${JSON.stringify([a, b])}`);
    }
    expect(differences).toEqual([]);
    const corrected = await correctSearch(planSearch("amortigador"), {
      matches: stores[1].products.searchMatches,
      words: stores[1].products.searchWords,
    });
    expect(corrected?.corrected).toBe("amortiguador");
  });
});
