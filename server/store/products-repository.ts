// Products: the paged search, the references a product body names, and the writes.
import type { Product, ProductCreate } from "@contract/types";
import type { TermPlan, VocabularyWord } from "../../rules/search-plan";

/** The columns a client may set on a product; undefined leaves a column as it is. */
export type ProductFields = ProductCreate;

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  /** Only products linked to one of these models (with `year`: a link whose range contains it). */
  vehicleIds?: number[];
  /**
   * A model year: with vehicleIds, the link's range (or, for a link without years, the product's)
   * must contain it; without, the product's own range. Open ends match.
   */
  year?: number;
  /**
   * With vehicleIds, the customer's engine: a link without an engine note fits every engine, one
   * with a note only the engine it names (rules/engine-key.ts: "1.0" fits "1.0L", not "1.6L").
   */
  engine?: string;
  /** Only universal parts: no fitment links and no year range. */
  universal?: boolean;
  /**
   * With search: products whose SKU, barcode or a code is the search in another spelling
   * (rules/code-key.ts). They match even when the full-text search does not, and rank first.
   */
  codeIds?: number[];
  /**
   * With search: its terms with their alternative words (rules/search-plan.ts); without, the
   * terms of `search` are matched as prefixes only.
   */
  searchPlan?: TermPlan[];
  limit?: number;
  offset?: number;
}

/** What a product body names, checked in one look-up (server/operations/products.ts). */
export interface ProductReferences {
  categoryExists: boolean;
  /** The named subcategory's category; null when it does not exist or none was named. */
  subcategoryCategoryId: number | null;
  brandExists: boolean;
  /** Another product (not `exceptId`) has this SKU, in any case. */
  skuTaken: boolean;
}

/** The references a product body names; `exceptId` is the product being replaced. */
export interface ProductReferenceQuery {
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  sku: string;
  exceptId?: number;
}

export interface ProductsRepository {
  /** ORDER BY name NOCASE, id; `total` counts every match before paging. */
  list(filter: ProductFilter): Promise<{ items: Product[]; total: number }>;
  /** The search index's words that start with `prefix` (folded), with how many products hold each. */
  searchWords(prefix: string): Promise<VocabularyWord[]>;
  /** True when some product matches this one search term (rules/search-plan.ts corrections). */
  searchMatches(term: TermPlan): Promise<boolean>;
  find(id: number): Promise<Product | null>;
  allExist(ids: number[]): Promise<boolean>;
  count(where: { categoryId?: number; brandId?: number; subcategoryId?: number }): Promise<number>;
  references(named: ProductReferenceQuery): Promise<ProductReferences>;
  /** With its opening movement ('created') and price row, in one transaction. */
  create(fields: ProductFields, userId: number | null): Promise<Product>;
  /**
   * In one transaction: writes the fields and moves the product's version; a changed stock writes a
   * 'manual_edit' movement (an 'adjustment' with `stockReason` when given), a changed cost or
   * selling price a price-history row, both by `userId`. With `expectedVersion`, only while the
   * product is still at that version (checked and written at once); null when nothing was written.
   */
  update(
    id: number,
    fields: Partial<ProductFields>,
    userId: number | null,
    expectedVersion?: number,
    stockReason?: string,
  ): Promise<Product | null>;
  /** Promotion and fitment links go with it. False when there was none. */
  delete(id: number): Promise<boolean>;
}
