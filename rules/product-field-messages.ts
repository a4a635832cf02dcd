// The product forms' messages for each field, shared by the new-product dialog, the edit dialog and
// the products import (a spreadsheet row is refused with the words the form would use).
import { MESSAGES } from "./messages";

export const NEW_PRODUCT_MESSAGES = {
  name: "El nombre es requerido",
  sku: "El SKU es requerido",
  brandId: "La marca es requerida",
  categoryId: "La categoría es requerida",
  costPrice: "El costo debe ser mayor o igual a 0",
  sellingPrice: "El precio debe ser mayor a 0",
  stock: "El stock debe ser mayor o igual a 0",
  stockThreshold: "El stock mínimo debe ser mayor o igual a 0",
} as const;

/** The edit dialog's required fields, each with its message. */
export const EDIT_PRODUCT_REQUIRED = {
  name: "El nombre es obligatorio",
  sku: "El SKU es obligatorio",
  categoryId: "La categoría es obligatoria",
  brandId: "La marca es obligatoria",
  costPrice: "El precio de costo es obligatorio",
  sellingPrice: "El precio de venta es obligatorio",
  stock: "El stock es obligatorio",
} as const;

export const PRODUCT_FIELD_MESSAGES = {
  costNegative: NEW_PRODUCT_MESSAGES.costPrice,
  sellingNegative: "El precio de venta debe ser mayor o igual a 0",
  stockInvalid: "El stock debe ser un número entero mayor o igual a 0",
  discountRange: "El descuento debe estar entre 0 y 100",
  yearInvalid: "El año debe ser un número entre 1900 y 2100",
  yearsReversed: MESSAGES.yearsReversed,
} as const;
