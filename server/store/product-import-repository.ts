// The products import and export: the catalogue names a row may use and the import's writes,
// all in one transaction.
import type { FitmentFields } from "./fitments-repository";
import type { CodeHolder } from "./product-codes-repository";
import type { ProductFields } from "./products-repository";
import type { PriceChangeInput, StockMovementInput } from "./stock-ledger-repository";

/** A product as the products import compares and the export writes it (names are the catalogue's). */
export interface ImportProductRow {
  id: number;
  sku: string;
  name: string;
  notes: string | null;
  barcode: string | null;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  costPrice: number;
  sellingPrice: number;
  stock: number;
  stockThreshold: number;
  yearFrom: number | null;
  yearTo: number | null;
  location: string | null;
  fitments: FitmentFields[];
}

/** Every name a spreadsheet row may refer to. */
export interface ImportCatalogue {
  categories: { id: number; name: string }[];
  subcategories: { id: number; name: string; categoryId: number }[];
  brands: { id: number; name: string }[];
  /** Car models with their make's name. */
  vehicles: { id: number; name: string; brandName: string }[];
}

/** The writes of one import, all inside the import's one transaction. */
export interface ProductImportWriter {
  /** The products with these SKUs, compared in any case. */
  existing(skus: string[]): Promise<ImportProductRow[]>;
  /** Who holds a code key, read inside the import's transaction (server/code-claims.ts). */
  holders(key: string): Promise<CodeHolder[]>;
  /** Many keys' holders at once, inside the import's transaction. */
  holdersOfKeys(keys: readonly string[]): Promise<Map<string, CodeHolder[]>>;
  createCategory(name: string): Promise<number>;
  createSubcategory(categoryId: number, name: string): Promise<number>;
  createBrand(name: string): Promise<number>;
  /** The new products' ids, in order. */
  createProducts(rows: ProductFields[]): Promise<number[]>;
  /** Links for products that have none yet (just created). */
  addFitments(entries: { productId: number; links: FitmentFields[] }[]): Promise<void>;
  updateProduct(id: number, fields: Partial<ProductFields>): Promise<void>;
  replaceFitments(productId: number, links: FitmentFields[]): Promise<void>;
  record(movements: StockMovementInput[], prices: PriceChangeInput[]): Promise<void>;
}

export interface ProductImportRepository {
  catalogue(): Promise<ImportCatalogue>;
  /** The products with these SKUs, compared in any case. */
  existing(skus: string[]): Promise<ImportProductRow[]>;
  /** One transaction: committed when `work` resolves, rolled back (nothing written) when it throws. */
  transaction<T>(work: (writer: ProductImportWriter) => Promise<T>): Promise<T>;
  /** Each product's links, for the export. */
  fitmentsOf(productIds: number[]): Promise<Map<number, FitmentFields[]>>;
}
