// A product's other codes (OEM, supplier numbers) and who holds a code key.
import type { CodeKind, ProductCode } from "@contract/types";

/** A code as the operation checked it: trimmed, with its comparison key (rules/code-key.ts). */
export interface NewProductCode {
  code: string;
  key: string;
  kind: CodeKind;
  source: string | null;
}

/** Who holds a code key: a product's SKU, its barcode, or one of its codes. */
export interface CodeHolder {
  productId: number;
  kind: "SKU" | CodeKind;
  /** The number as the holder stores it. */
  code: string;
  /** The holding product's name and SKU, for a refusal that names it. */
  productName: string;
  productSku: string;
}

export interface ProductCodesRepository {
  /** Oldest first (id order), one page; `total` counts all of the product's codes. */
  ofProduct(
    productId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: ProductCode[]; total: number }>;
  /** How many codes the product has (the operation bounds it). */
  countOf(productId: number): Promise<number>;
  /**
   * Every holder of the key: SKUs, then barcodes, then codes, each by product id. SKUs and barcodes
   * are compared with ASCII case and separators folded (their key is computed in the query).
   */
  holders(key: string): Promise<CodeHolder[]>;
  /** `holders` of many keys at once (a page of an import): key → its holders, in that order. */
  holdersOfKeys(keys: readonly string[]): Promise<Map<string, CodeHolder[]>>;
  /** null when the key was taken meanwhile (its unique index refused the row). */
  add(productId: number, code: NewProductCode): Promise<ProductCode | null>;
  /** False when the product has no such code. */
  delete(productId: number, codeId: number): Promise<boolean>;
}
