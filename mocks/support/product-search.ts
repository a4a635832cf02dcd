// The BFF searches products with SQLite FTS5 (unicode61 tokenizer, diacritics removed, each typed
// word prefix-matched against the words of name, SKU, barcode and notes, all words required).
// This reproduces that match in memory.
import type { DbProduct } from "../db";

const MAX_TERMS = 12;

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function words(text: string | null): string[] {
  return text ? (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}

export function searchTerms(search: string): string[] {
  const raw = search.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return raw.slice(0, MAX_TERMS).map(fold);
}

export function matchesSearch(product: DbProduct, search: string): boolean {
  const terms = searchTerms(search);
  if (terms.length === 0) return true;
  const tokens = [product.name, product.sku, product.barcode, product.notes].flatMap(words);
  return terms.every((term) => tokens.some((token) => token.startsWith(term)));
}
