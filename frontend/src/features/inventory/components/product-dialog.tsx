// The product dialog: loads the product each time it opens, shows it (view mode) or edits it
// (Administrador only), and leads to its codes and to its deletion.
import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { Edit, Print, Trash } from "@blueprintjs/icons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { toast } from "@/components/toaster";
import { isAdmin } from "@/lib/session/roles";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { useCurrentUser } from "@/lib/session/use-current-user";
import type { Product, User } from "@/lib/api/types";
import { useProduct } from "../api/use-product";
import { AdjustStockDialog } from "./adjust-stock-dialog";
import { DeleteProductAlert } from "./delete-product-alert";
import { CodesSection } from "./codes-section";
import { EquivalentsSection } from "./equivalents-section";
import { FitmentSection } from "./fitment-section";
import { ProductCodesDialog } from "./product-codes-dialog";
import { ProductEditForm } from "./product-edit-form";
import { ProductView } from "./product-view";

const PreferredSupplierSection = lazy(() =>
  import("./preferred-supplier-section").then((m) => ({ default: m.PreferredSupplierSection })),
);

export type ProductDialogMode = "view" | "edit";

export interface ProductDialogProps {
  /** The product to show; null keeps the dialog closed. */
  productId: number | null;
  initialMode?: ProductDialogMode;
  onClose: () => void;
  /** 'Imprimir etiqueta': the product's label in the label printer (shown when given). */
  onPrintLabel?: (product: Product) => void;
}

/** Milliseconds between a successful save (back to view mode) and the dialog closing. */
export const CLOSE_AFTER_SAVE_MS = 200;

export const EDIT_PERMISSION_MESSAGES = {
  signedOutTitle: "Acceso restringido",
  signedOutText: "Debes iniciar sesión para editar productos",
  notAdminTitle: "Permisos insuficientes",
  notAdminText: "Solo los administradores pueden editar productos",
} as const;

/** True when the user may edit; otherwise the reason is shown as a toast. */
export function checkCanEdit(user: User | null): boolean {
  if (!user) {
    void toast.error(EDIT_PERMISSION_MESSAGES.signedOutTitle, EDIT_PERMISSION_MESSAGES.signedOutText);
    return false;
  }
  if (!isAdmin(user)) {
    void toast.error(EDIT_PERMISSION_MESSAGES.notAdminTitle, EDIT_PERMISSION_MESSAGES.notAdminText);
    return false;
  }
  return true;
}

export function ProductDialog({
  productId,
  initialMode = "view",
  onClose,
  onPrintLabel,
}: ProductDialogProps) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const { data: product, error, isLoading, mutate } = useProduct(productId);
  const [mode, setMode] = useState<ProductDialogMode>("view");
  const [codesOpen, setCodesOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const admin = isAdmin(user);
  // The specification shows a Vendedor 'Editar' and then 'Permisos insuficientes'; with 'Modo
  // mostrador' on, a screen shows only what the role can do.
  const counterMode = useShopSettings().data?.counterMode === true;
  const showEdit = admin || !counterMode;

  // Opening another product (or reopening) starts from a clean state; edit needs the role check.
  useEffect(() => {
    setCodesOpen(false);
    setDeleting(false);
    setAdjusting(false);
    if (productId === null || userLoading) return;
    setMode(initialMode === "edit" && checkCanEdit(user) ? "edit" : "view");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, initialMode, userLoading]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Switching mode unmounts the focused button and focus falls to <body>, where Escape and Tab no
  // longer reach the dialog: move it to the first field (edit) or the first button (view).
  useEffect(() => {
    const dialog = document.querySelector<HTMLElement>(".inv-product-dialog");
    if (!dialog || dialog.contains(document.activeElement)) return;
    dialog
      .querySelector<HTMLElement>(mode === "edit" ? "input:not([type=file]), textarea" : "button")
      ?.focus();
  }, [mode]);

  const shown = product && product.id === productId ? product : undefined;
  const title = mode === "edit" ? "Editar Producto" : "Detalles del Producto";

  return (
    <>
      <AppDialog isOpen={productId !== null} onClose={onClose} title={title} className="inv-product-dialog">
        <AsyncState
          loading={isLoading && !shown}
          loadingText="Cargando producto..."
          error={shown ? undefined : error}
          errorTitle="Error al cargar producto"
          onRetry={() => void mutate()}
        >
          {shown && mode === "edit" ? (
            <ProductEditForm
              key={shown.updatedAt}
              product={shown}
              onCancel={() => setMode("view")}
              onSaved={() => {
                setMode("view");
                closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
              }}
            />
          ) : null}
          {shown && mode === "view" ? (
            <>
              <DialogBody>
                <ProductView
                  product={shown}
                  admin={admin}
                  onShowCodes={() => setCodesOpen(true)}
                  onAdjustStock={() => setAdjusting(true)}
                />
                <FitmentSection productId={shown.id} admin={admin} />
                <EquivalentsSection product={shown} admin={admin} />
                <CodesSection product={shown} admin={admin} />
                {admin && counterMode ? (
                  <Suspense fallback={null}>
                    <PreferredSupplierSection productId={shown.id} />
                  </Suspense>
                ) : null}
              </DialogBody>
              <DialogFooter
                actions={
                  <>
                    {admin ? (
                      <Button
                        intent="danger"
                        icon={<Trash />}
                        text="Eliminar"
                        onClick={() => setDeleting(true)}
                      />
                    ) : null}
                    {onPrintLabel ? (
                      <Button icon={<Print />} text="Imprimir etiqueta" onClick={() => onPrintLabel(shown)} />
                    ) : null}
                    <Button text="Cerrar" onClick={onClose} />
                    {showEdit ? (
                      <Button
                        intent="primary"
                        icon={<Edit />}
                        text="Editar"
                        onClick={() => checkCanEdit(user) && setMode("edit")}
                      />
                    ) : null}
                  </>
                }
              />
            </>
          ) : null}
        </AsyncState>
      </AppDialog>
      <ProductCodesDialog
        product={shown ?? null}
        isOpen={codesOpen}
        onClose={() => setCodesOpen(false)}
        canSave={admin}
      />
      <AdjustStockDialog product={adjusting && shown ? shown : null} onClose={() => setAdjusting(false)} />
      <DeleteProductAlert
        product={deleting && shown ? shown : null}
        onClose={() => setDeleting(false)}
        onDeleted={onClose}
      />
    </>
  );
}
