// The benchmark's catalogue: the demo seed plus BENCH_PRODUCTS generated products (names built from
// common part words, so one-letter and common-word searches match tens of thousands of rows) and
// vehicle models with fitment links. Shared by the BFF benchmark and the json-server peer's data.
import { openBenchDatabase, writableProductRow } from "./pg-engine";

const WORDS = [
  "Filtro",
  "Pastillas",
  "Bujía",
  "Amortiguador",
  "Correa",
  "Bomba",
  "Sensor",
  "Kit",
  "Disco",
  "Rótula",
];
const PARTS = [
  "de aceite",
  "de freno",
  "de iridio",
  "trasero",
  "de distribución",
  "de agua",
  "de oxígeno",
  "de embrague",
];

export function benchSku(i: number): string {
  return `BEN-CH-${String(i).padStart(6, "0")}`;
}

/**
 * The second shape (issue 45): about a thousand parts share each base name and differ by a variant
 * number, as suppliers' catalogues write them, so a one-letter search ('f') matches a third of it.
 */
const VARIANT_PARTS = [
  "Filtro de aceite",
  "Filtro de aire",
  "Faro delantero",
  "Balata delantera",
  "Amortiguador trasero",
  "Bujía de iridio",
  "Bomba de agua",
  "Sensor de oxígeno",
  "Disco de freno",
  "Kit de embrague",
];
const VARIANT_MAKERS = [
  "Gonher",
  "Bosch",
  "Monroe",
  "NGK",
  "Champion",
  "Brembo",
  "Wagner",
  "Moog",
  "Interfil",
  "LTH",
];

export type CatalogueShape = "generated" | "variants";

function productName(i: number, count: number, shape: CatalogueShape): string {
  if (shape === "generated") return `${WORDS[i % WORDS.length]} ${PARTS[(i * 7) % PARTS.length]} ${i}`;
  const bases = VARIANT_PARTS.length * VARIANT_MAKERS.length;
  const base = i % bases;
  const variant = Math.floor(i / bases);
  const digits = String(Math.ceil(count / bases)).length;
  return `${VARIANT_PARTS[base % VARIANT_PARTS.length]} ${VARIANT_MAKERS[Math.floor(base / VARIANT_PARTS.length)]} ${String(variant).padStart(digits, "0")}`;
}

export async function addProducts(
  databaseFile: string,
  count: number,
  shape: CatalogueShape = "generated",
): Promise<void> {
  const knex = openBenchDatabase(databaseFile);
  try {
    const first = await knex("products").first();
    if (!first) throw new Error("the demo seed has no products");
    const template = writableProductRow(first);
    const now = new Date().toISOString();
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      const rows: Record<string, unknown>[] = [];
      for (let i = start; i < Math.min(start + batch, count); i++) {
        rows.push({
          ...template,
          id: undefined,
          name: productName(i, count, shape),
          sku: benchSku(i),
          barcode: `${benchSku(i)}-${String(i % 999_999).padStart(6, "0")}`,
          notes: `Repuesto de prueba número ${i} para la medición`,
          stock: i % 40,
          created_at: now,
          updated_at: now,
        });
      }
      await knex.transaction((trx) => trx.batchInsert("products", rows, batch));
    }
    // Opening movements, so the stock ledger adds up on a bench database too (npm run check:ledger).
    await knex.raw(
      `INSERT INTO stock_movements (product_id, quantity, stock_after, kind, reason, user_id, created_at)
       SELECT id, stock, stock, 'created', 'Saldo inicial', NULL, created_at FROM products p
       WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id)`,
    );
  } finally {
    await knex.destroy();
  }
}

/** Adds vehicle models and fitment links over the bench products; answers one model's id. */
export async function addFitments(
  databaseFile: string,
  vehicleCount: number,
  fitmentCount: number,
): Promise<number> {
  const knex = openBenchDatabase(databaseFile);
  try {
    const make = await knex("vehicles").first<{ brand_id: number }>("brand_id");
    if (!make) throw new Error("the demo seed has no vehicles");
    const vehicleIds: number[] = [];
    for (let start = 0; start < vehicleCount; start += 400) {
      const rows = [];
      for (let i = start; i < Math.min(start + 400, vehicleCount); i++) {
        rows.push({ brand_id: make.brand_id, name: `Modelo de prueba ${i}`, year_from: 1995, year_to: 2024 });
      }
      const inserted = await knex("vehicles").insert(rows).returning<{ id: number }[]>("id");
      vehicleIds.push(...inserted.map((row) => row.id));
    }
    const products = (
      await knex("products").where("sku", "like", "BEN-CH-%").orderBy("id").select<{ id: number }[]>("id")
    ).map((row) => row.id);
    if (products.length === 0 || vehicleIds.length === 0) return vehicleIds[0] ?? 1;
    // SQLite allows 500 terms per compound SELECT, which is how Knex inserts several rows.
    const batch = 400;
    for (let start = 0; start < fitmentCount; start += batch) {
      const rows = [];
      for (let k = start; k < Math.min(start + batch, fitmentCount); k++) {
        const p = k % products.length;
        const j = Math.floor(k / products.length);
        // Distinct models per product (1667·j is never a multiple of the model count for small j).
        const vehicle = vehicleIds[(p * 31 + j * 1667) % vehicleIds.length]!;
        const from = k % 4 === 0 ? null : 2000 + (k % 15);
        rows.push({
          product_id: products[p],
          vehicle_id: vehicle,
          year_from: from,
          year_to: from === null ? null : from + 6,
          engine: k % 3 === 0 ? "1.6L" : null,
        });
      }
      await knex("product_vehicles").insert(rows);
    }
    return vehicleIds[Math.floor(vehicleIds.length / 2)]!;
  } finally {
    await knex.destroy();
  }
}
