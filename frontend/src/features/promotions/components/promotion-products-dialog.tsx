// The products of one promotion, fetched only while the dialog is open: image, name, SKU, the
// original price struck through, the discounted price and the stock (red at 5 or fewer).
// An Administrador also gets `footerActions` ('Asignar productos') and, with `onRemove`, a remove
// button per product.
import { Button, Classes } from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { AppDialog } from "@/components/app-dialog";
import { AsyncState } from "@/components/async-state";
import { errorMessage } from "@/lib/api/errors";
import type { Promotion, PromotionProduct } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { usePromotionProducts } from "../api/use-promotion-products";
import { discountedPrice, isLowStock } from "../lib/promotion-status";
import { PromotionProductImage } from "./promotion-product-image";

export interface PromotionProductsDialogProps {
  promotion: Promotion | null;
  onClose: () => void;
  footerActions?: ReactNode;
  /** Shows a remove button per product (Administrador only). */
  onRemove?: (product: PromotionProduct) => void;
}

export function PromotionProductsDialog({
  promotion,
  onClose,
  footerActions,
  onRemove,
}: PromotionProductsDialogProps) {
  const query = usePromotionProducts(promotion?.id ?? null);
  const products = query.data ?? [];
  const loadError = !query.data && query.error;
  return (
    <AppDialog
      isOpen={promotion !== null}
      onClose={onClose}
      title={promotion ? `Productos de ${promotion.name}` : "Productos"}
      className="promotion-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        {promotion ? (
          <p className="promotion-dialog-lead">
            {promotion.discount_percentage}% de descuento sobre el precio de venta
          </p>
        ) : null}
        <AsyncState
          loading={query.isLoading}
          loadingText="Cargando productos..."
          error={loadError}
          errorTitle="Error al cargar productos de la promoción"
          errorDescription={loadError ? errorMessage(loadError) : undefined}
          onRetry={() => void query.mutate()}
          empty={products.length === 0}
          emptyTitle="Esta promoción no tiene productos asignados."
        >
          <ul className="promotion-products" aria-label="Productos en promoción">
            {products.map((product) => {
              const low = isLowStock(product.stock);
              return (
                <li key={product.id} className="promotion-product">
                  <PromotionProductImage name={product.name} imageUrl={product.imageUrl} />
                  <div className="promotion-product-text">
                    <strong>{product.name}</strong>
                    <span className="promotion-product-sku">SKU: {product.sku}</span>
                  </div>
                  <div className="promotion-product-prices">
                    <s className="promotion-product-original">{formatCop(product.sellingPrice)}</s>
                    <span className="promotion-product-discounted">
                      {formatCop(discountedPrice(product.sellingPrice, promotion?.discount_percentage ?? 0))}
                    </span>
                    <span className={low ? "promotion-product-stock low" : "promotion-product-stock"}>
                      {product.stock} unidades
                    </span>
                  </div>
                  {onRemove ? (
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon={<Cross />}
                      onClick={() => onRemove(product)}
                      aria-label={`Quitar ${product.name} de la promoción`}
                      title="Quitar de la promoción"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </AsyncState>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {footerActions}
          <Button onClick={onClose}>Cerrar</Button>
        </div>
      </div>
    </AppDialog>
  );
}
