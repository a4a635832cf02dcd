// The catalogue's required names, in a module of their own: the brand dialog every screen that creates
// brands shares checks them before sending, and takes only these texts with it.
export const CATEGORY_NAME_REQUIRED = "El nombre de la categoría es obligatorio";
export const SUBCATEGORY_NAME_REQUIRED = "El nombre de la subcategoría es obligatorio";
export const BRAND_NAME_REQUIRED = "El nombre de la marca es obligatorio";

export const NAME_REQUIRED = {
  category: CATEGORY_NAME_REQUIRED,
  subcategory: SUBCATEGORY_NAME_REQUIRED,
  brand: BRAND_NAME_REQUIRED,
} as const;
