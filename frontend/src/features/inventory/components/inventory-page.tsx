// The inventory screen: tiles, the Categorías / Marcas switch, and the product list,
// the categories and brands panels (composed in by the app) or the inventory reports.
import "./inventory.css";
import { Button, ButtonGroup } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { AsyncState } from "@/components/async-state";
import { MountWhen } from "@/components/mount-when";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { toast } from "@/components/toaster";
import { useNavigate } from "react-router-dom";
import { useCategories } from "@/lib/catalogue/use-categories";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import type { Product } from "@/lib/api/types";
import { INVALID_PRODUCT_ID } from "../lib/product-id";
import { DeleteProductAlert } from "./delete-product-alert";
import { InventoryTiles } from "./inventory-tiles";
import type { ProductDialogMode } from "./product-dialog";
import { ProductList } from "./product-list";
import { useInventoryParams } from "./use-inventory-params";

export interface InventoryPageProps {
  /** The categories manager, shown under the 'Categorías' switch. */
  categoriesPanel: ReactNode;
  /** The brands manager, shown under the 'Marcas' switch. */
  brandsPanel: ReactNode;
  /** The bulk label printer, once it exists; until then 'Imprimir Etiquetas' says it is coming. */
  renderLabelPrinter?: (props: {
    isOpen: boolean;
    onClose: () => void;
    /** The products the printer opens with (one product's 'Imprimir etiqueta'); none otherwise. */
    selection: readonly Product[];
  }) => ReactNode;
}

export const SCANNER_URL = "/scanner.html";

// The list paints first: the dialogs (with the barcode and QR code libraries) and the reports load
// when first opened.
const ProductDialog = lazy(() => import("./product-dialog").then((m) => ({ default: m.ProductDialog })));
const NewProductDialog = lazy(() =>
  import("./new-product-dialog").then((m) => ({ default: m.NewProductDialog })),
);
const ProductImportDialog = lazy(() =>
  import("./product-import-dialog").then((m) => ({ default: m.ProductImportDialog })),
);
const InventoryReports = lazy(() =>
  import("./inventory-reports").then((m) => ({ default: m.InventoryReports })),
);

export function InventoryPage({ categoriesPanel, brandsPanel, renderLabelPrinter }: InventoryPageProps) {
  const params = useInventoryParams();
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const categories = useCategories();
  const [dialogMode, setDialogMode] = useState<ProductDialogMode>("view");
  const [newOpen, setNewOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [labelSelection, setLabelSelection] = useState<readonly Product[]>([]);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const { view, productId, categoryId } = params;
  const navigate = useNavigate();
  // 'Vender' sells the part at the counter only when the shop records sales ('Modo mostrador').
  const counterMode = useShopSettings().data?.counterMode === true;

  const { closeProduct } = params;
  useEffect(() => {
    if (productId === null) {
      void toast.error("Error", INVALID_PRODUCT_ID);
      closeProduct();
    }
  }, [productId, closeProduct]);

  const open = (product: Product, mode: ProductDialogMode) => {
    setDialogMode(mode);
    params.openProduct(product.id);
  };

  const printLabels = () => {
    if (renderLabelPrinter) {
      setLabelSelection([]);
      setLabelsOpen(true);
    } else
      void toast.info(
        "Imprimir Etiquetas",
        "La impresión masiva de etiquetas estará disponible próximamente.",
      );
  };

  const categoryName = categoryId ? categories.data?.find((c) => c.id === categoryId)?.name : undefined;

  return (
    <div className="inv-page">
      <PageHeader {...SCREEN_HEADING} />
      <InventoryTiles
        view={view}
        onProducts={() => params.setView("products")}
        onScanner={() => window.open(SCANNER_URL, "_blank", "noopener")}
        onReports={() => params.setView("reports")}
        onNewProduct={() => setNewOpen(true)}
      />
      {view !== "reports" ? (
        <ButtonGroup className="inv-switch" role="group" aria-label="Catálogo">
          <Button
            text="Categorías"
            // Blueprint's dark "active" look is darker than the idle one; the intent marks the choice.
            active={view === "categories"}
            intent={view === "categories" ? "primary" : "none"}
            aria-pressed={view === "categories"}
            onClick={() => params.setView("categories")}
          />
          <Button
            text="Marcas"
            active={view === "brands"}
            intent={view === "brands" ? "primary" : "none"}
            aria-pressed={view === "brands"}
            onClick={() => params.setView("brands")}
          />
        </ButtonGroup>
      ) : null}
      <div className="inv-content">
        {view === "products" ? (
          <ProductList
            admin={admin}
            categoryId={categoryId ?? undefined}
            categoryName={categoryName}
            onClearCategory={params.clearCategory}
            onNewProduct={() => setNewOpen(true)}
            onPrintLabels={printLabels}
            onImport={() => setImportOpen(true)}
            onView={(p) => open(p, "view")}
            onEdit={(p) => open(p, "edit")}
            onDelete={setDeleting}
            onSell={counterMode ? (p) => void navigate(`/sales?vender=${p.id}`) : undefined}
          />
        ) : null}
        {view === "categories" ? categoriesPanel : null}
        {view === "brands" ? brandsPanel : null}
        {view === "reports" ? (
          <Suspense fallback={<AsyncState loading>{null}</AsyncState>}>
            <InventoryReports />
          </Suspense>
        ) : null}
      </div>
      <MountWhen when={productId !== undefined}>
        <ProductDialog
          productId={productId ?? null}
          initialMode={dialogMode}
          onClose={() => {
            setDialogMode("view");
            params.closeProduct();
          }}
          onPrintLabel={
            renderLabelPrinter
              ? (product) => {
                  setDialogMode("view");
                  params.closeProduct();
                  setLabelSelection([product]);
                  setLabelsOpen(true);
                }
              : undefined
          }
        />
      </MountWhen>
      <MountWhen when={newOpen}>
        <NewProductDialog
          isOpen={newOpen}
          onClose={() => setNewOpen(false)}
          // Created from the Categorías, Marcas or Reportes view, the new product would be out of
          // sight: the list opens, searched for its SKU.
          onCreated={(product) => {
            if (view !== "products") params.showInList(product.sku);
          }}
        />
      </MountWhen>
      <MountWhen when={importOpen}>
        <ProductImportDialog isOpen={importOpen} onClose={() => setImportOpen(false)} />
      </MountWhen>
      <MountWhen when={deleting !== null}>
        <DeleteProductAlert product={deleting} onClose={() => setDeleting(null)} />
      </MountWhen>
      {renderLabelPrinter
        ? renderLabelPrinter({
            isOpen: labelsOpen,
            onClose: () => setLabelsOpen(false),
            selection: labelSelection,
          })
        : null}
    </div>
  );
}
