// Form values of the catalogue dialogs and the payloads sent for them. Inputs hold strings; the
// payload trims them and sends null for an empty optional field, so "  " never becomes a value.
import {
  BRAND_NAME_REQUIRED,
  CATEGORY_NAME_REQUIRED,
  SUBCATEGORY_NAME_REQUIRED,
} from "@rules/catalogue-messages";
import { optionalText } from "@rules/text";
import type { Brand, Category } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

type CategoryInput = components["schemas"]["CategoryInput"];
type SubcategoryInput = components["schemas"]["SubcategoryInput"];
type BrandInput = components["schemas"]["BrandInput"];

export {
  BRAND_NAME_REQUIRED,
  CATEGORY_NAME_REQUIRED,
  SUBCATEGORY_NAME_REQUIRED,
} from "@rules/catalogue-messages";

export interface NamedFormValues {
  name: string;
  description: string;
}

export interface BrandFormValues extends NamedFormValues {
  logoUrl: string;
  country: string;
  website: string;
  categoryIds: number[];
}

export interface FormErrors {
  name?: string;
}

function nameErrors(values: NamedFormValues, message: string): FormErrors {
  return values.name.trim() ? {} : { name: message };
}

export const validateCategory = (values: NamedFormValues) => nameErrors(values, CATEGORY_NAME_REQUIRED);
export const validateSubcategory = (values: NamedFormValues) => nameErrors(values, SUBCATEGORY_NAME_REQUIRED);
export const validateBrand = (values: BrandFormValues) => nameErrors(values, BRAND_NAME_REQUIRED);

export function categoryFormValues(category?: Category | null): NamedFormValues {
  return { name: category?.name ?? "", description: category?.description ?? "" };
}

export function toCategoryInput(values: NamedFormValues): CategoryInput {
  return { name: values.name.trim(), description: optionalText(values.description) };
}

export function toSubcategoryInput(values: NamedFormValues, categoryId: number): SubcategoryInput {
  return { name: values.name.trim(), description: optionalText(values.description), categoryId };
}

export function brandFormValues(brand?: Brand | null): BrandFormValues {
  return {
    name: brand?.name ?? "",
    description: brand?.description ?? "",
    logoUrl: brand?.logoUrl ?? "",
    country: brand?.country ?? "",
    website: brand?.website ?? "",
    categoryIds: [...(brand?.categoryIds ?? [])],
  };
}

export function toBrandInput(values: BrandFormValues): BrandInput {
  return {
    name: values.name.trim(),
    description: optionalText(values.description),
    logoUrl: optionalText(values.logoUrl),
    country: optionalText(values.country),
    website: optionalText(values.website),
    categoryIds: [...new Set(values.categoryIds)].sort((a, b) => a - b),
  };
}

/** Adds or removes one id, keeping the order the user chose them in. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
