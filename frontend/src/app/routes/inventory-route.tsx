// The /inventory route composes the inventory, catalogue and labels features; features never import each
// other, the app puts them together. The catalogue panels and the label printer load when first
// shown, so the product list does not wait for their code.
import { lazy, Suspense } from "react";
import { AsyncState } from "@/components/async-state";
import { MountWhen } from "@/components/mount-when";
import { InventoryPage } from "@/features/inventory/components/inventory-page";

const BrandsManager = lazy(() =>
  import("@/features/catalogue/components/brands-manager").then((m) => ({ default: m.BrandsManager })),
);
const CategoriesManager = lazy(() =>
  import("@/features/catalogue/components/categories-manager").then((m) => ({
    default: m.CategoriesManager,
  })),
);
const BulkLabelPrinter = lazy(() =>
  import("@/features/labels/components/bulk-label-printer").then((m) => ({ default: m.BulkLabelPrinter })),
);

export function InventoryRoute() {
  return (
    <InventoryPage
      categoriesPanel={
        <Suspense fallback={<AsyncState loading>{null}</AsyncState>}>
          <CategoriesManager />
        </Suspense>
      }
      brandsPanel={
        <Suspense fallback={<AsyncState loading>{null}</AsyncState>}>
          <BrandsManager />
        </Suspense>
      }
      renderLabelPrinter={({ isOpen, onClose, selection }) => (
        <MountWhen when={isOpen}>
          {/* A new selection starts a new printer: its choice is initial state. */}
          <BulkLabelPrinter
            key={selection.map((product) => product.id).join(",")}
            isOpen={isOpen}
            onClose={onClose}
            initialSelection={selection}
          />
        </MountWhen>
      )}
    />
  );
}
