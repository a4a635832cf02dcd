// Products for the stories of components that take a product as a prop (the screens that load
// their own data use the seeded mocks instead).
import type { Product } from "@/lib/api/types";
import { sampleProduct } from "@/lib/testing/sample-product";

export const universalProduct: Product = {
  ...sampleProduct,
  id: 64,
  name: "Aceite 15W-40 mineral 1 galón",
  sku: "LUB-AC-1000",
  barcode: null,
  categoryId: 9,
  subcategoryId: null,
  category: { id: 9, name: "Lubricantes" },
  subcategory: null,
  brand: { id: 9, name: "Castrol" },
  brandId: 9,
  stock: 40,
  discount: null,
  yearFrom: null,
  yearTo: null,
};

export const phone = { viewport: { value: "phone", isRotated: false } };

/** Blueprint overlays fade in from opacity 0: retry "visible" until the transition ends. */
export { expectVisible } from "@/lib/testing/story-helpers";
