// Valid request bodies and files the scenarios and samples build on; names are unique per call.
import { unique } from "./expectations";

/** A tiny valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export function imageForm(bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A products spreadsheet upload (multipart field `file`). */
export function importForm(content: string | Uint8Array, filename = "productos.csv"): FormData {
  const form = new FormData();
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), filename);
  return form;
}

/** One new, valid product row under Spanish headers, separated by semicolons. */
export function importCsv(sku: string): string {
  return `SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock\n${sku};Pastilla importada;frenos;BOSCH;1.234,50;2.000;7\n`;
}

export const IMPORT_MAPPING = ["sku", "name", "category", "brand", "costPrice", "sellingPrice", "stock"];

export function productBody(ref: { categoryId: number; brandId: number }): Record<string, unknown> {
  return {
    name: unique("Pastilla de prueba"),
    sku: unique("CT").replace(" ", "-"),
    categoryId: ref.categoryId,
    brandId: ref.brandId,
    costPrice: 10000,
    sellingPrice: 15000,
    stock: 4,
    stockThreshold: 5,
  };
}

export function customerBody(): Record<string, unknown> {
  return {
    customer_type: "natural",
    document_type: "cedula",
    document_number: `V-${Math.floor(Math.random() * 1e9)}`,
    first_name: "Prueba",
    last_name: "Contrato",
    state: "Zulia",
  };
}

export function promotionBody(): { name: string; [key: string]: unknown } {
  return {
    name: unique("Promo prueba"),
    description: null,
    discountPercentage: 10,
    startDate: "2030-01-01T00:00:00.000Z",
    endDate: "2030-02-01T00:00:00.000Z",
    isActive: true,
  };
}

export function userBody(role: "admin" | "sales" = "sales"): Record<string, unknown> {
  const name = unique("u").replace(" ", "");
  return {
    name: "Usuario de prueba",
    username: name,
    email: `${name}@prueba.local`,
    password: "clave-segura-1",
    role,
  };
}

/** Every field an edit may send, with the product's current values. */
export function productUpdateBody(p: Record<string, unknown>): Record<string, unknown> {
  const keys = [
    "name",
    "sku",
    "notes",
    "categoryId",
    "brandId",
    "subcategoryId",
    "costPrice",
    "sellingPrice",
    "stock",
    "stockThreshold",
    "location",
    "discount",
    "imageUrl",
    "barcode",
    "yearFrom",
    "yearTo",
    "marginPercent",
  ];
  // `discount` answers the promotion-raised one; writing back the current values means the own one.
  return Object.fromEntries(keys.map((k) => [k, k === "discount" ? (p.ownDiscount ?? p.discount) : p[k]]));
}
