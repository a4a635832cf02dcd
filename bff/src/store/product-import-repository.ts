// The products import's reads and writes over Knex: the names a row may refer to, the products a
// batch of SKUs names, and every write of one import inside one transaction.
import type { Knex } from "knex";
import type { FitmentFields } from "../../../server/store/fitments-repository";
import type {
  ImportCatalogue,
  ImportProductRow,
  ProductImportRepository,
  ProductImportWriter,
} from "../../../server/store/product-import-repository";
import type { ProductFields } from "../../../server/store/products-repository";
import { createFitmentsRepository, fitmentRow } from "./fitments-repository";
import { createProductCodesRepository } from "./product-codes-repository";
import { newProductRow, updateProductRow } from "./product-rows";
import { recordLedger } from "./stock-ledger-writes";
import { claimNewProducts, syncCodeClaims } from "./code-claims";
import { moved, placeOf, summarizeMovedParts } from "./sales-summary-writes";

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  notes: string | null;
  barcode: string | null;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number;
  cost_price: number | string;
  selling_price: number | string;
  stock: number;
  stock_threshold: number;
  year_from: number | null;
  year_to: number | null;
  location: string | null;
}

interface LinkRow {
  product_id: number;
  vehicle_id: number;
  year_from: number | null;
  year_to: number | null;
  engine: string | null;
}

/** Well under SQLite's bound-parameter limit. */
const CHUNK = 500;

async function fitmentsOf(db: Knex, ids: number[]): Promise<Map<number, FitmentFields[]>> {
  const links = new Map<number, FitmentFields[]>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db("product_vehicles")
      .whereIn("product_id", ids.slice(start, start + CHUNK))
      .orderBy(["product_id", "vehicle_id"])
      .select<LinkRow[]>("product_id", "vehicle_id", "year_from", "year_to", "engine");
    for (const row of rows) {
      const list = links.get(row.product_id) ?? [];
      list.push({
        vehicleId: row.vehicle_id,
        yearFrom: row.year_from,
        yearTo: row.year_to,
        engine: row.engine,
      });
      links.set(row.product_id, list);
    }
  }
  return links;
}

async function existing(db: Knex, skus: string[]): Promise<ImportProductRow[]> {
  const rows: ProductRow[] = [];
  const lowered = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  for (let start = 0; start < lowered.length; start += CHUNK)
    rows.push(
      ...(await db("products").whereRaw(
        `lower(sku) IN (${lowered
          .slice(start, start + CHUNK)
          .map(() => "?")
          .join(",")})`,
        lowered.slice(start, start + CHUNK),
      )),
    );
  const links = await fitmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    notes: row.notes,
    barcode: row.barcode,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    brandId: row.brand_id,
    costPrice: Number(row.cost_price),
    sellingPrice: Number(row.selling_price),
    stock: row.stock,
    stockThreshold: row.stock_threshold,
    yearFrom: row.year_from,
    yearTo: row.year_to,
    location: row.location,
    fitments: links.get(row.id) ?? [],
  }));
}

async function insertedId(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = await db(table).insert(row, ["id"]);
  return typeof inserted === "object" ? (inserted as { id: number }).id : Number(inserted);
}

function writer(trx: Knex.Transaction, movedParts: number[]): ProductImportWriter {
  return {
    existing: (skus) => existing(trx, skus),
    holders: (key) => createProductCodesRepository(trx).holders(key),
    holdersOfKeys: (keys) => createProductCodesRepository(trx).holdersOfKeys(keys),
    createCategory: (name) => insertedId(trx, "categories", { name, description: null }),
    createSubcategory: (categoryId, name) =>
      insertedId(trx, "subcategories", { name, description: null, category_id: categoryId }),
    createBrand: (name) => insertedId(trx, "brands", { name }),
    async createProducts(rows: ProductFields[]) {
      const now = new Date().toISOString();
      const ids: number[] = [];
      // 19 columns a row: 50 rows stay under every engine's bound-parameter limit.
      for (let start = 0; start < rows.length; start += 50) {
        const chunk = rows.slice(start, start + 50);
        await trx("products").insert(chunk.map((fields) => newProductRow(fields, now)));
        const found = await trx("products")
          .whereIn(
            "sku",
            chunk.map((fields) => fields.sku),
          )
          .select<{ id: number; sku: string }[]>("id", "sku");
        const bySku = new Map(found.map((row) => [row.sku, row.id]));
        for (const fields of chunk) {
          const id = bySku.get(fields.sku);
          if (id === undefined) throw new Error("an imported product was not stored");
          ids.push(id);
        }
        await claimNewProducts(
          trx,
          chunk.map((fields) => ({ id: bySku.get(fields.sku)!, sku: fields.sku, barcode: fields.barcode })),
        );
      }
      return ids;
    },
    async addFitments(entries) {
      const rows = entries.flatMap(({ productId, links }) =>
        links.map((link) => fitmentRow(productId, link)),
      );
      for (let start = 0; start < rows.length; start += 100)
        await trx("product_vehicles").insert(rows.slice(start, start + 100));
    },
    async updateProduct(id, fields) {
      const place = await placeOf(trx, id, fields);
      await updateProductRow(trx, id, fields);
      if (moved(place, fields)) movedParts.push(id);
      if (fields.sku !== undefined || fields.barcode !== undefined) await syncCodeClaims(trx, id);
    },
    replaceFitments: (productId, links) => createFitmentsRepository(trx).replace(productId, links),
    record: (movements, prices) => recordLedger(trx, { movements, prices }),
  };
}

async function catalogue(db: Knex): Promise<ImportCatalogue> {
  const [categories, subcategories, brands, vehicles] = await Promise.all([
    db("categories").select<{ id: number; name: string }[]>("id", "name"),
    db("subcategories").select<{ id: number; name: string; categoryId: number }[]>(
      "id",
      "name",
      "category_id as categoryId",
    ),
    db("brands").select<{ id: number; name: string }[]>("id", "name"),
    db("vehicles as v")
      .join("brands as b", "b.id", "v.brand_id")
      .select<{ id: number; name: string; brandName: string }[]>("v.id", "v.name", "b.name as brandName"),
  ]);
  return { categories, subcategories, brands, vehicles };
}

export function createProductImportRepository(db: Knex): ProductImportRepository {
  return {
    catalogue: () => catalogue(db),
    existing: (skus) => existing(db, skus),
    transaction: (work) =>
      db.transaction(async (trx) => {
        // Parts moved to another category or brand: their days are summed again once, at the end.
        const movedParts: number[] = [];
        const result = await work(writer(trx, movedParts));
        await summarizeMovedParts(trx, movedParts);
        return result;
      }),
    fitmentsOf: (ids) => fitmentsOf(db, ids),
  };
}
