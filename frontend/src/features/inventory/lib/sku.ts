// SKU generation: first 3 letters of the category, a hyphen, first 2 letters of the
// brand (edit dialog) or subcategory (new-product form), a hyphen and a random number 1000-9999.

export const SKU_MESSAGES = {
  needCategoryAndBrand: "Debes seleccionar una categoría y marca para generar el SKU",
  categoryOrBrandMissing: "No se pudo encontrar la categoría o marca seleccionada",
  needCategoryAndSubcategory: "Debes seleccionar una categoría y subcategoría para generar el SKU",
  categoryOrSubcategoryMissing: "No se pudo encontrar la categoría o subcategoría seleccionada",
} as const;

export type GenerationResult = { ok: true; value: string } | { ok: false; message: string };

interface Named {
  id: number;
  name: string;
}

/** Upper-case letters only, accents dropped, so "Suspensión" gives "SUS" and never "SUS" + "Ó". */
export function lettersUpper(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase();
}

/** A number from 1000 to 9999; `random` is injectable so tests can pin it. */
export function skuNumber(random: () => number = Math.random): number {
  return 1000 + Math.min(8999, Math.floor(random() * 9000));
}

export function buildSku(firstName: string, secondName: string, random: () => number = Math.random): string {
  return `${lettersUpper(firstName).slice(0, 3)}-${lettersUpper(secondName).slice(0, 2)}-${skuNumber(random)}`;
}

function generateFrom(
  categoryId: number | null,
  secondId: number | null,
  categories: readonly Named[],
  seconds: readonly Named[],
  needMessage: string,
  missingMessage: string,
  random: () => number,
): GenerationResult {
  if (!categoryId || !secondId) return { ok: false, message: needMessage };
  const category = categories.find((c) => c.id === categoryId);
  const second = seconds.find((s) => s.id === secondId);
  if (!category || !second) return { ok: false, message: missingMessage };
  return { ok: true, value: buildSku(category.name, second.name, random) };
}

/** Edit dialog: category + brand. */
export function skuForEditDialog(
  categoryId: number | null,
  brandId: number | null,
  categories: readonly Named[],
  brands: readonly Named[],
  random: () => number = Math.random,
): GenerationResult {
  return generateFrom(
    categoryId,
    brandId,
    categories,
    brands,
    SKU_MESSAGES.needCategoryAndBrand,
    SKU_MESSAGES.categoryOrBrandMissing,
    random,
  );
}

/** New-product form: category + subcategory. */
export function skuForNewProduct(
  categoryId: number | null,
  subcategoryId: number | null,
  categories: readonly Named[],
  subcategories: readonly Named[],
  random: () => number = Math.random,
): GenerationResult {
  return generateFrom(
    categoryId,
    subcategoryId,
    categories,
    subcategories,
    SKU_MESSAGES.needCategoryAndSubcategory,
    SKU_MESSAGES.categoryOrSubcategoryMissing,
    random,
  );
}
