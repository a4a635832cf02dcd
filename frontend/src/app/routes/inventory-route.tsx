// The /inventory route composes the inventory and catalogue features; features never import each
// other, the app puts them together.
import { BrandsManager } from "../../features/catalogue/components/brands-manager";
import { CategoriesManager } from "../../features/catalogue/components/categories-manager";
import { InventoryPage } from "../../features/inventory/components/inventory-page";

export function InventoryRoute() {
  return <InventoryPage categoriesPanel={<CategoriesManager />} brandsPanel={<BrandsManager />} />;
}
