// Codes of the in-memory store (the BFF's product_codes). SKUs and barcodes are keyed as the BFF's
// SQL expression keys them: ASCII case and ASCII separators folded (migrations/support/code-key-sql.ts).
import type { CodeHolder, ProductCodesRepository } from "../../server/store/product-codes-repository";
import { ASCII_CODE_SEPARATORS, codeKey } from "../../rules/code-key";
import { db, nextId } from "../db";
import { claimCodeKeys, codeKeysOf, releaseCodeKeys } from "./code-claims";
import { asciiLower } from "../support/sort";

function storedKey(text: string | null): string | null {
  if (text === null) return null;
  return ASCII_CODE_SEPARATORS.reduce((key, separator) => key.replaceAll(separator, ""), asciiLower(text));
}

/** Every holder of each key in one pass over the products and codes, in the BFF's order. */
function holdersOfKeys(keys: readonly string[]): Map<string, CodeHolder[]> {
  const wanted = new Set(keys);
  const products = db.products.all().sort((a, b) => a.id - b.id);
  const byId = new Map(products.map((p) => [p.id, p]));
  const named = (productId: number) => ({
    productName: byId.get(productId)?.name ?? "",
    productSku: byId.get(productId)?.sku ?? "",
  });
  const found = new Map<string, CodeHolder[]>();
  const add = (key: string | null, holder: CodeHolder) => {
    if (key === null || !wanted.has(key)) return;
    found.set(key, [...(found.get(key) ?? []), holder]);
  };
  for (const p of products)
    add(storedKey(p.sku), { productId: p.id, kind: "SKU", code: p.sku, ...named(p.id) });
  for (const p of products)
    add(storedKey(p.barcode), {
      productId: p.id,
      kind: "Código de barras",
      code: p.barcode ?? "",
      ...named(p.id),
    });
  for (const c of db.productCodes.all().sort((a, b) => a.productId - b.productId))
    add(codeKey(c.code), { productId: c.productId, kind: c.kind, code: c.code, ...named(c.productId) });
  return found;
}

export const productCodes: ProductCodesRepository = {
  async ofProduct(productId, page) {
    const all = db.productCodes.findMany((q) => q.where({ productId })).sort((a, b) => a.id - b.id);
    return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
  },
  async countOf(productId) {
    return db.productCodes.findMany((q) => q.where({ productId })).length;
  },
  async holders(key) {
    return holdersOfKeys([key]).get(key) ?? [];
  },
  async holdersOfKeys(keys) {
    return holdersOfKeys(keys);
  },
  async add(productId, code) {
    const product = db.products.findFirst((q) => q.where({ id: productId }));
    if (!product) return null;
    claimCodeKeys(productId, {
      sku: product.sku,
      barcode: product.barcode,
      codeKeys: [...codeKeysOf(productId), code.key],
    });
    const row = {
      id: nextId(db.productCodes),
      productId,
      code: code.code,
      kind: code.kind,
      source: code.source,
      createdAt: new Date().toISOString(),
    };
    return structuredClone(await db.productCodes.create(row));
  },
  async delete(productId, codeId) {
    if (db.productCodes.delete((q) => q.where({ id: codeId, productId })) === undefined) return false;
    const product = db.products.findFirst((q) => q.where({ id: productId }));
    if (product)
      claimCodeKeys(productId, {
        sku: product.sku,
        barcode: product.barcode,
        codeKeys: codeKeysOf(productId),
      });
    return true;
  },
};

/** A deleted product's codes and group membership go with it (the BFF's ON DELETE CASCADE). */
export function forgetProductCodes(productId: number): void {
  releaseCodeKeys(productId);
  db.productCodes.deleteMany((q) => q.where({ productId }));
  db.productEquivalents.deleteMany((q) => q.where({ productId }));
}
