// The question before taking a product out of a promotion; the product stays in the inventory.
// A failed removal keeps the alert open so it can be retried.
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Promotion, PromotionProduct } from "@/lib/api/types";
import { useRemovePromotionProduct } from "../api/use-remove-promotion-product";

export interface PromotionProductRemoval {
  promotion: Promotion;
  product: PromotionProduct;
}

export function RemovePromotionProductAlert({
  removal,
  onClose,
}: {
  removal: PromotionProductRemoval | null;
  onClose: () => void;
}) {
  const remove = useRemovePromotionProduct();

  async function confirm(): Promise<boolean> {
    if (!removal) return true;
    const { promotion, product } = removal;
    try {
      await remove(promotion.id, product.id);
      void toast.success("Producto quitado", `${product.name} ya no está en la promoción ${promotion.name}.`);
      return true;
    } catch (error) {
      void toast.error("Error al quitar el producto", errorMessage(error));
      return false;
    }
  }

  return (
    <ConfirmDeleteAlert
      isOpen={removal !== null}
      onConfirm={confirm}
      onClose={onClose}
      confirmText="Quitar"
      title="Quitar producto de la promoción"
    >
      {removal ? (
        <p>
          ¿Quitar <strong>{removal.product.name}</strong> de la promoción {removal.promotion.name}? El
          producto sigue en el inventario.
        </p>
      ) : null}
    </ConfirmDeleteAlert>
  );
}
