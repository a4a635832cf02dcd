// Products for the printer's stories that start with a selection (the picker itself lists the
// seeded mocks). Never imported by production code.
import type { Product } from "@/lib/api/types";
import { sampleProduct } from "@/lib/testing/sample-product";

const base: Product = { ...sampleProduct, id: 1, discount: 0, notes: "" };

/** `count` distinct products with their own SKU, price and stock. */
export function storyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: 9000 + i,
    name: `${base.name} ${i + 1}`,
    sku: `FRE-PA-${String(1000 + i)}`,
    barcode: i % 2 === 0 ? `FRE-PA-${String(1000 + i)}-57${String(1000 + i)}` : null,
    sellingPrice: 45000 + i * 1250.5,
    stock: (i % 7) + 1,
  }));
}
