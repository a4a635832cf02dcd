// The catalogue's required names, in a module of their own: the brand dialog every screen that creates
// brands shares checks them before sending, and takes only these texts with it.
export const NAME_REQUIRED = {
  category: "El nombre de la categoría es obligatorio",
  subcategory: "El nombre de la subcategoría es obligatorio",
  brand: "El nombre de la marca es obligatorio",
} as const;
