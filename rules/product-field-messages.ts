// The product forms' messages for each field, shared by the new-product dialog and the products
// import (a spreadsheet row is refused with the words the form would use).

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

export const PRODUCT_FIELD_MESSAGES = {
  stockInvalid: "El stock debe ser un número entero mayor o igual a 0",
  yearInvalid: "El año debe ser un número entre 1900 y 2100",
  yearsReversed: "El año inicial no puede ser mayor que el año final",
} as const;
