// Products in the API's camelCase shape (rows: product-rows.ts). A page of the list is a page of ids
// (sqlite-product-page.ts, search/pg-product-page.ts), kept on SQLite (sqlite-list-cache.ts), then
// its rows. Creation and edits write their stock-ledger and price-history records in the same
// transaction (server/ledger-records.ts decides what is recorded), and claim the SKU's and barcode's
// code keys there too (code-claims.ts).
import type { Product } from "@contract/types";
import type { Knex } from "knex";
import { creationRecords, editRecords } from "../../../server/ledger-records";
import type { ProductFilter, ProductsRepository } from "../../../server/store/products-repository";
import { preparedRows } from "../db/sqlite-pool";
import { ProductModel } from "../models/product-model";
import { baseQuery, newProductRow, toProduct, updateProductRow, type JoinedRow } from "./product-rows";
import { allExist, countWhere, found } from "./rows";
import { pgProductPage } from "./search/pg-product-page";
import { searchMatches, searchWords } from "./search/search-words";
import { cachedPage, keptPage, LIST_VERSION_COLUMN } from "./sqlite-list-cache";
import { sqliteProductPage, usesSqlitePages, type ProductPage } from "./sqlite-product-page";
import { lockedLevels, recordLedger } from "./stock-ledger-writes";
import { claimNewProducts, syncCodeClaims } from "./code-claims";
import { moved, placeOf, summarizeMovedParts, summaryDaysOf } from "./sales-summary-writes";
import { summarizeDays } from "../../../migrations/support/sales-summary";

/** The page's rows in the page's order. */
function pageItems(page: ProductPage, rows: JoinedRow[]): { items: Product[]; total: number } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
  return { items, total: page.total };
}

/** The rows of a page's ids (sqlite-product-page.ts, search/pg-product-page.ts), in the page's order. */
async function loadPage(db: Knex, page: ProductPage): Promise<{ items: Product[]; total: number }> {
  const rows = page.ids.length === 0 ? [] : ((await baseQuery(db).whereIn("p.id", page.ids)) as JoinedRow[]);
  return pageItems(page, rows);
}

/**
 * A kept SQLite page's rows, read with the list version in one statement; null when nothing is kept
 * or the list has changed since (the caller then computes the page).
 */
async function loadKeptPage(db: Knex, filter: ProductFilter) {
  const kept = keptPage(db, filter);
  if (!kept || kept.page.ids.length === 0) return null;
  const rows = await preparedRows<JoinedRow & { list_version: number }>(
    db,
    baseQuery(db).select(db.raw(LIST_VERSION_COLUMN)).whereIn("p.id", kept.page.ids),
  );
  if (rows.length === 0 || Number(rows[0]!.list_version) !== kept.version) return null;
  return pageItems(kept.page, rows);
}

export function createProductsRepository(db: Knex): ProductsRepository {
  async function find(id: number): Promise<Product | null> {
    const [row] = await preparedRows<JoinedRow>(db, baseQuery(db).where("p.id", id).limit(1));
    return row ? toProduct(row) : null;
  }

  return {
    async list(filter) {
      if (!usesSqlitePages(db)) return loadPage(db, await pgProductPage(db, filter));
      return (
        (await loadKeptPage(db, filter)) ??
        loadPage(db, await cachedPage(db, filter, () => sqliteProductPage(db, filter)))
      );
    },
    searchWords: (prefix) => searchWords(db, prefix),
    searchMatches: (term) => searchMatches(db, term),
    find,
    allExist: (ids) => allExist(db, "products", ids),
    count: ({ categoryId, brandId, subcategoryId }) =>
      countWhere(
        db,
        "products",
        categoryId !== undefined
          ? { category_id: categoryId }
          : brandId !== undefined
            ? { brand_id: brandId }
            : subcategoryId !== undefined
              ? { subcategory_id: subcategoryId }
              : {},
      ),
    /**
     * Category, subcategory, brand and SKU of a product body in one statement (instead of four
     * look-ups, each a wait for a connection under load).
     */
    async references(named) {
      const otherProduct = named.exceptId === undefined ? "" : " AND id <> ?";
      const first = (await db
        .select(
          db.raw("EXISTS (SELECT 1 FROM categories WHERE id = ?) AS category", [named.categoryId]),
          db.raw("(SELECT category_id FROM subcategories WHERE id = ?) AS subcategory_category", [
            named.subcategoryId,
          ]),
          db.raw("EXISTS (SELECT 1 FROM brands WHERE id = ?) AS brand", [named.brandId]),
          db.raw(`EXISTS (SELECT 1 FROM products WHERE lower(sku) = ?${otherProduct}) AS sku_taken`, [
            named.sku.toLowerCase(),
            ...(named.exceptId === undefined ? [] : [named.exceptId]),
          ]),
        )
        .first()) as Record<string, unknown>;
      const flag = (value: unknown) => value === true || Number(value) === 1;
      return {
        categoryExists: flag(first.category),
        subcategoryCategoryId:
          first.subcategory_category === null ? null : Number(first.subcategory_category),
        brandExists: flag(first.brand),
        skuTaken: flag(first.sku_taken),
      };
    },
    async create(fields, userId) {
      const id = await db.transaction(async (trx) => {
        const inserted = await ProductModel.query(trx).insert(
          newProductRow(fields, new Date().toISOString()),
        );
        await claimNewProducts(trx, [{ id: inserted.id, sku: fields.sku, barcode: fields.barcode }]);
        await recordLedger(trx, creationRecords({ id: inserted.id, ...fields }, userId));
        return inserted.id;
      });
      return found(await find(id), "product");
    },
    /** Null when there is no such product or (with expectedVersion) it has moved on: nothing written. */
    async update(id, fields, userId, expectedVersion, stockReason) {
      const written = await db.transaction(async (trx) => {
        const before = await lockedLevels(trx, id);
        if (!before) return false;
        const place = await placeOf(trx, id, fields);
        if (!(await updateProductRow(trx, id, fields, expectedVersion))) return false;
        // The reports sum a part under its current category and brand.
        if (moved(place, fields)) await summarizeMovedParts(trx, [id]);
        if (fields.sku !== undefined || fields.barcode !== undefined) await syncCodeClaims(trx, id);
        const after = {
          id,
          stock: fields.stock ?? before.stock,
          costPrice: fields.costPrice ?? before.costPrice,
          sellingPrice: fields.sellingPrice ?? before.sellingPrice,
        };
        await recordLedger(trx, editRecords(before, after, userId, stockReason));
        return true;
      });
      return written ? found(await find(id), "product") : null;
    },
    async delete(id) {
      return db.transaction(async (trx) => {
        // Its lines lose the part (and so its category and brand): their days are summed again.
        const days = await summaryDaysOf(trx, [id]);
        const deleted = (await ProductModel.query(trx).deleteById(id)) > 0;
        if (deleted) await summarizeDays(trx, days);
        return deleted;
      });
    },
  };
}
