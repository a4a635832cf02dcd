// The products import over the in-memory collections. A transaction is emulated: every write is
// applied at once and undone, newest first, when the import's work throws (a bad row, a cancel).
import type { FitmentFields } from "../../server/store/fitments-repository";
import type {
  ImportProductRow,
  ProductImportRepository,
  ProductImportWriter,
} from "../../server/store/product-import-repository";
import { db, nextId, type DbFitment, type DbProduct } from "../db";
import { brands } from "./brands-repository";
import { categories } from "./categories-repository";
import { subcategories } from "./subcategories-repository";
import { fitments } from "./fitments-repository";
import { claimCodeKeys, codeKeysOf } from "./code-claims";
import { productCodes } from "./product-codes-repository";
import { newProductRowInMemory } from "./products-repository";
import { recordPriceChanges, recordStockMovements } from "./stock-ledger-writes";

function linksOf(productId: number): FitmentFields[] {
  return db.productVehicles
    .findMany((q) => q.where({ productId }))
    .map(({ vehicleId, yearFrom, yearTo, engine }) => ({ vehicleId, yearFrom, yearTo, engine }))
    .sort((a, b) => a.vehicleId - b.vehicleId);
}

function importRow(row: DbProduct): ImportProductRow {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    notes: row.notes,
    barcode: row.barcode,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    brandId: row.brandId,
    costPrice: row.costPrice,
    sellingPrice: row.sellingPrice,
    stock: row.stock,
    stockThreshold: row.stockThreshold,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    location: row.location,
    fitments: linksOf(row.id),
  };
}

async function existing(skus: string[]): Promise<ImportProductRow[]> {
  const wanted = new Set(skus.map((sku) => sku.toLowerCase()));
  return db.products.findMany((q) => q.where((p) => wanted.has(p.sku.toLowerCase()))).map(importRow);
}

async function transaction<T>(work: (writer: ProductImportWriter) => Promise<T>): Promise<T> {
  const undo: (() => void | Promise<void>)[] = [];
  const lastMovement = nextId(db.stockMovements);
  const lastPrice = nextId(db.priceHistory);
  undo.push(() => {
    db.stockMovements.deleteMany((q) => q.where((m) => m.id >= lastMovement));
    db.priceHistory.deleteMany((q) => q.where((p) => p.id >= lastPrice));
  });
  const writer: ProductImportWriter = {
    existing,
    holders: (key) => productCodes.holders(key),
    holdersOfKeys: (keys) => productCodes.holdersOfKeys(keys),
    async createCategory(name) {
      const { id } = await categories.create({ name, description: null });
      undo.push(() => void db.categories.delete((q) => q.where({ id })));
      return id;
    },
    async createSubcategory(categoryId, name) {
      const { id } = await subcategories.create({ name, description: null, categoryId });
      undo.push(() => void db.subcategories.delete((q) => q.where({ id })));
      return id;
    },
    async createBrand(name) {
      const { id } = await brands.create(
        { name, description: null, logoUrl: null, country: null, website: null },
        [],
      );
      undo.push(() => void db.brands.delete((q) => q.where({ id })));
      return id;
    },
    async createProducts(rows) {
      const ids: number[] = [];
      for (const fields of rows) {
        const fresh = newProductRowInMemory(fields);
        undo.push(claimCodeKeys(fresh.id, { sku: fresh.sku, barcode: fresh.barcode, codeKeys: [] }));
        const row = await db.products.create(fresh);
        ids.push(row.id);
        undo.push(() => {
          db.products.delete((q) => q.where({ id: row.id }));
          db.productVehicles.deleteMany((q) => q.where({ productId: row.id }));
        });
      }
      return ids;
    },
    async addFitments(entries) {
      for (const { productId, links } of entries)
        for (const link of links) await db.productVehicles.create({ productId, ...link });
    },
    async updateProduct(id, fields) {
      const before = db.products.findFirst((q) => q.where({ id }));
      if (!before) throw new Error("product vanished during the import");
      const snapshot: DbProduct = { ...before };
      if (fields.sku !== undefined || fields.barcode !== undefined)
        undo.push(
          claimCodeKeys(id, {
            sku: fields.sku ?? before.sku,
            barcode: fields.barcode !== undefined ? fields.barcode : before.barcode,
            codeKeys: codeKeysOf(id),
          }),
        );
      await db.products.update((q) => q.where({ id }), {
        data(product) {
          Object.assign(product, fields, {
            updatedAt: new Date().toISOString(),
            version: (product.version ?? 1) + 1,
          });
        },
      });
      undo.push(async () => {
        await db.products.update((q) => q.where({ id }), {
          data(product) {
            Object.assign(product, snapshot);
          },
        });
      });
    },
    async replaceFitments(productId, links) {
      const before: DbFitment[] = db.productVehicles
        .findMany((q) => q.where({ productId }))
        .map((l) => ({ ...l }));
      await fitments.replace(productId, links);
      undo.push(async () => {
        db.productVehicles.deleteMany((q) => q.where({ productId }));
        for (const link of before) await db.productVehicles.create(link);
      });
    },
    async record(movements, prices) {
      await recordStockMovements(movements);
      await recordPriceChanges(prices);
    },
  };
  try {
    return await work(writer);
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  }
}

export const productImport: ProductImportRepository = {
  async catalogue() {
    const makes = new Map(db.brands.all().map((b) => [b.id, b.name]));
    return {
      categories: db.categories.all().map(({ id, name }) => ({ id, name })),
      subcategories: db.subcategories.all().map(({ id, name, categoryId }) => ({ id, name, categoryId })),
      brands: db.brands.all().map(({ id, name }) => ({ id, name })),
      vehicles: db.vehicles
        .all()
        .map((v) => ({ id: v.id, name: v.name, brandName: makes.get(v.brandId) ?? "" })),
    };
  },
  existing,
  transaction,
  async fitmentsOf(ids) {
    return new Map(ids.map((id) => [id, linksOf(id)]));
  },
};
