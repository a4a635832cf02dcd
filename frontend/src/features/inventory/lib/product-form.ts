// The product form's values (all strings), the edit dialog's validation and the
// payload sent to PUT /api/products/{id}. Values stay strings so nothing the user typed is lost.
import { EDIT_PRODUCT_REQUIRED, PRODUCT_FIELD_MESSAGES } from "@rules/product-field-messages";
import { optionalText } from "@rules/text";
import type { Product, ProductUpdate } from "@/lib/api/types";
import { parseAmount } from "./price-sync";

export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  categoryId: string;
  brandId: string;
  subcategoryId: string;
  costPrice: string;
  sellingPrice: string;
  marginPercent: string;
  stock: string;
  stockThreshold: string;
  location: string;
  discount: string;
  imageUrl: string;
  barcode: string;
  yearFrom: string;
  yearTo: string;
}

export type FormErrors = Partial<Record<keyof ProductFormValues, string>>;

export function emptyFormValues(): ProductFormValues {
  return {
    name: "",
    sku: "",
    description: "",
    categoryId: "",
    brandId: "",
    subcategoryId: "",
    costPrice: "",
    sellingPrice: "",
    marginPercent: "",
    stock: "",
    stockThreshold: "5",
    location: "",
    discount: "0",
    imageUrl: "",
    barcode: "",
    yearFrom: "",
    yearTo: "",
  };
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    description: text(product.notes),
    categoryId: text(product.categoryId),
    brandId: text(product.brandId),
    subcategoryId: text(product.subcategoryId),
    costPrice: text(product.costPrice),
    sellingPrice: text(product.sellingPrice),
    marginPercent: product.marginPercent === null ? "" : product.marginPercent.toFixed(1),
    stock: text(product.stock),
    stockThreshold: text(product.stockThreshold),
    location: text(product.location),
    // `discount` may be raised by a running promotion; the form edits the product's own one.
    discount: text(product.ownDiscount ?? product.discount ?? 0),
    imageUrl: text(product.imageUrl),
    barcode: text(product.barcode),
    yearFrom: text(product.yearFrom),
    yearTo: text(product.yearTo),
  };
}

function isYear(value: number | null): boolean {
  return value !== null && Number.isInteger(value) && value >= 1900 && value <= 2100;
}

/** Checks shared by both forms beyond "required": numbers the server would refuse. */
export function validateOptionalNumbers(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  const discount = parseAmount(values.discount);
  if (values.discount.trim() && (discount === null || discount < 0 || discount > 100)) {
    errors.discount = PRODUCT_FIELD_MESSAGES.discountRange;
  }
  const from = parseAmount(values.yearFrom);
  const to = parseAmount(values.yearTo);
  if (values.yearFrom.trim() && !isYear(from)) errors.yearFrom = PRODUCT_FIELD_MESSAGES.yearInvalid;
  if (values.yearTo.trim() && !isYear(to)) errors.yearTo = PRODUCT_FIELD_MESSAGES.yearInvalid;
  if (!errors.yearFrom && !errors.yearTo && from !== null && to !== null && from > to) {
    errors.yearTo = PRODUCT_FIELD_MESSAGES.yearsReversed;
  }
  return errors;
}

/** Edit dialog: the required fields with their messages, then sane numbers. */
export function validateEditForm(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(EDIT_PRODUCT_REQUIRED) as [
    keyof ProductFormValues,
    string,
  ][]) {
    if (!values[field].trim()) errors[field] = message;
  }
  const cost = parseAmount(values.costPrice);
  if (!errors.costPrice && (cost === null || cost < 0))
    errors.costPrice = PRODUCT_FIELD_MESSAGES.costNegative;
  const selling = parseAmount(values.sellingPrice);
  if (!errors.sellingPrice && (selling === null || selling < 0))
    errors.sellingPrice = PRODUCT_FIELD_MESSAGES.sellingNegative;
  const stock = parseAmount(values.stock);
  if (!errors.stock && (stock === null || stock < 0 || !Number.isInteger(stock)))
    errors.stock = PRODUCT_FIELD_MESSAGES.stockInvalid;
  return { ...validateOptionalNumbers(values), ...errors };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export const optionalInt = (value: string): number | null => {
  const parsed = parseAmount(value);
  return parsed === null ? null : Math.trunc(parsed);
};
const optionalId = (value: string): number | null => {
  const parsed = optionalInt(value);
  return parsed !== null && parsed > 0 ? parsed : null;
};

/** PUT /api/products/{id} body: ids and stock as integers, prices as numbers. */
export function toUpdatePayload(values: ProductFormValues): ProductUpdate {
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    notes: optionalText(values.description),
    categoryId: optionalId(values.categoryId) ?? 0,
    brandId: optionalId(values.brandId) ?? 0,
    subcategoryId: optionalId(values.subcategoryId),
    costPrice: parseAmount(values.costPrice) ?? 0,
    sellingPrice: parseAmount(values.sellingPrice) ?? 0,
    marginPercent: parseAmount(values.marginPercent),
    stock: optionalInt(values.stock) ?? 0,
    location: optionalText(values.location),
    discount: parseAmount(values.discount),
    imageUrl: optionalText(values.imageUrl),
    barcode: optionalText(values.barcode),
    yearFrom: optionalInt(values.yearFrom),
    yearTo: optionalInt(values.yearTo),
  };
}
