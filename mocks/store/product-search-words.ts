// What the mocks' product search reads beyond a product's own columns: the names of its brand,
// category and subcategory (the BFF's `names` column), and the vocabulary of every indexed word
// with how many products hold it (the BFF's fts5vocab table), computed from the rows each time.
import type { VocabularyWord } from "../../rules/search-plan";
import { indexedWords } from "../../rules/search-plan";
import { db, type DbProduct } from "../db";

/** The brand, category and subcategory names of a product, as one text. */
export function searchNames(p: DbProduct): string {
  const brand = db.brands.findFirst((q) => q.where({ id: p.brandId }));
  const category = db.categories.findFirst((q) => q.where({ id: p.categoryId }));
  const subcategory =
    p.subcategoryId === null
      ? undefined
      : db.subcategories.findFirst((q) => q.where({ id: p.subcategoryId! }));
  return [brand?.name, category?.name, subcategory?.name].filter(Boolean).join(" ");
}

/** The vocabulary's words that start with `prefix`, in byte order as the engines keep them. */
export async function searchWordsInMemory(prefix: string): Promise<VocabularyWord[]> {
  const docs = new Map<string, number>();
  for (const p of db.products.all()) {
    const words = new Set(
      [p.name, p.sku, p.barcode, p.notes, searchNames(p)].flatMap((text) => indexedWords(text)),
    );
    for (const word of words) if (word.startsWith(prefix)) docs.set(word, (docs.get(word) ?? 0) + 1);
  }
  return [...docs].map(([word, count]) => ({ word, docs: count }));
}
