// The /inventory route composes the inventory, catalogue and labels features; features never import each
// other, the app puts them together.
import { BrandsManager } from "@/features/catalogue/components/brands-manager";
import { CategoriesManager } from "@/features/catalogue/components/categories-manager";
import { InventoryPage } from "@/features/inventory/components/inventory-page";
import { BulkLabelPrinter } from "@/features/labels/components/bulk-label-printer";

export function InventoryRoute() {
  return (
    <InventoryPage
      categoriesPanel={<CategoriesManager />}
      brandsPanel={<BrandsManager />}
      renderLabelPrinter={({ isOpen, onClose }) => <BulkLabelPrinter isOpen={isOpen} onClose={onClose} />}
    />
  );
}
